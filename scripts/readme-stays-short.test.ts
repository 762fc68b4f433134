/**
 * The README is read by a newcomer in two minutes: what Tracelens is, how to run and test
 * it, how to point it at data, how to share, and links to the rest. It stays at most 150
 * lines; what does not fit goes to `docs/`, and every relative link from the README and
 * `docs/*.md` must land on a file (and a heading, when it names one), so moving a section
 * never strands a reader. (`doc-links.test.ts` checks the whole repository the same way;
 * this names the two places a newcomer starts from.)
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkFile } from "./doc-links";

const ROOT = join(import.meta.dirname, "..");
const MAX_README_LINES = 150;

const read = (path: string): string | null => {
  const absolute = join(ROOT, path);
  if (!existsSync(absolute)) return null;
  return statSync(absolute).isDirectory() ? "" : readFileSync(absolute, "utf8");
};

const STARTING_POINTS = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => join("docs", name)),
];

describe("the README", () => {
  it(`is at most ${MAX_README_LINES} lines`, () => {
    const lines = read("README.md")!.trimEnd().split("\n").length;
    expect(lines).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it.each(STARTING_POINTS)(
    "%s links only to files and headings that exist",
    (path) => {
      const problems = checkFile(path, read(path)!, read).map(
        (problem) => `${problem.file}:${problem.line} ${problem.message}`,
      );
      expect(problems).toEqual([]);
    },
  );
});
