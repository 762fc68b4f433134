import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findRepoRoot, REPO_ROOT } from "./repo-root";

describe("the repository root", () => {
  it("is the nearest folder above that holds package.json", () => {
    const root = mkdtempSync(join(tmpdir(), "tracelens-root-"));
    writeFileSync(join(root, "package.json"), "{}");
    const nested = join(root, "dist-server", "chunks");
    mkdirSync(nested, { recursive: true });
    expect(findRepoRoot(nested)).toBe(root);
    expect(findRepoRoot(root)).toBe(root);
  });

  it("is this checkout when the proxy runs from its sources", () => {
    expect(REPO_ROOT).toBe(join(import.meta.dirname, ".."));
  });
});
