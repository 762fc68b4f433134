import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkFile, checkRepository, headingSlug } from "./doc-links";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const docs: Record<string, string> = {
  "docs/reference/wire.md":
    "# Wire\n\n## 2. Calls\n\n### 2.7 Spawn tree — `GET …/{id}/tree`\n",
};
const read = (path: string) => docs[path] ?? null;

describe("doc links", () => {
  it("every document the repository cites is in the repository", () => {
    const problems = checkRepository(ROOT).map(
      (problem) => `${problem.file}:${problem.line} ${problem.message}`,
    );
    expect(problems).toEqual([]);
  });

  it("slugs headings as GitHub does", () => {
    expect(headingSlug("2.7 Spawn tree — `GET …/{id}/tree`")).toBe(
      "27-spawn-tree--get-idtree",
    );
  });

  it("finds a dangling link, a missing heading and a missing section", () => {
    const text = [
      "See [wire](reference/wire.md#27-spawn-tree--get-idtree) and [gone](reference/gone.md).",
      "Also [calls](reference/wire.md#3-nothing).",
    ].join("\n");
    expect(
      checkFile("docs/readme.md", text, read).map((p) => p.message),
    ).toEqual([
      "links to docs/reference/gone.md, which does not exist",
      "links to docs/reference/wire.md#3-nothing: no such heading",
    ]);
    expect(
      checkFile(
        "src/a.ts",
        "// docs/reference/wire.md §2.7 and docs/reference/wire.md §9",
        read,
      ).map((p) => p.message),
    ).toEqual(["cites docs/reference/wire.md §9: no such section"]);
  });

  it("flags citations of documents outside the repository", () => {
    const text = "// as PRODUCT.md says, and the seed's recipe (../shared/x)";
    expect(checkFile("src/a.ts", text, read)).toHaveLength(3);
    expect(checkFile("src/a.ts", "// from the seeded stream", read)).toEqual(
      [],
    );
  });
});
