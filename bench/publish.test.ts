import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measured } from "./measurement";
import {
  LATEST_RESULTS,
  publications,
  publishedDoc,
  readLatest,
  resultsSection,
  summaryLine,
  withSection,
  type BenchResults,
} from "./publish";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const sample: BenchResults = {
  at: "2026-12-01T10:00:00.000Z",
  machine: "2 × Test CPU, Node v20.20.2",
  results: [
    measured({
      name: "open: first rows painted",
      size: "100,001 steps",
      unit: "ms",
      samples: [1800, 1900, 1700],
      target: { max: 3000 },
    }),
    measured({
      name: 'filter "escalated" (990 matches, 1%)',
      size: "100,001 steps",
      unit: "ms",
      samples: [120],
      target: { max: 100 },
    }),
    measured({
      name: "(first rows − fixed cost) / floor",
      size: "100,001 steps",
      unit: "×",
      samples: [1.62],
      target: { max: 2 },
    }),
    measured({
      name: "expand all",
      size: "100,001 steps",
      unit: "ms",
      samples: [390],
    }),
  ],
};

describe("published benchmark results", () => {
  it("the docs and the README show the committed results, as generated", async () => {
    expect(existsSync(join(ROOT, LATEST_RESULTS))).toBe(true);
    for (const { file, section, content } of publications(readLatest(ROOT))) {
      const doc = readFileSync(join(ROOT, file), "utf8");
      expect(await publishedDoc(doc, section, content), file).toBe(doc);
    }
  });

  it("sums up the headline numbers and the targets met in one line", () => {
    expect(summaryLine(sample)).toBe(
      "Last run (2026-12-01, 2 × Test CPU, Node v20.20.2): a 100,000-step run paints its first rows in 1.62 × the time its trace takes just to download and parse, filters in 120 ms; 2 of 3 targets met — [all results](docs/benchmarks.md).",
    );
  });

  it("writes the table with its verdicts, without the terminal's Before column", () => {
    const section = resultsSection(sample);
    expect(section).toContain(
      "| ok | open: first rows painted | 100,001 steps | 1800 ms | ≤ 3000 ms | 3 |",
    );
    expect(section).toContain("| **MISSED** | filter");
    expect(section).not.toContain("Before");
  });

  it("replaces only what lies between a section's markers", () => {
    const doc = "intro\n<!-- bench:x -->\nold\n<!-- /bench:x -->\nend\n";
    expect(withSection(doc, "x", "new")).toBe(
      "intro\n<!-- bench:x -->\nnew\n<!-- /bench:x -->\nend\n",
    );
    expect(() => withSection(doc, "y", "new")).toThrow(/no <!-- bench:y -->/);
  });
});
