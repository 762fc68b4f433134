import { describe, expect, it } from "vitest";
import { diffRuns } from "../../model/diff/diff-run";
import { makeToolStep, makeTrace } from "../../model/testing/builders";
import { leftRowIndex, rowForStep, stepForRow } from "./compare-step";

// left:  search  memory
// right: search          consult
const left = makeTrace([
  makeToolStep("google_gmail/search"),
  makeToolStep("system/memory_search"),
]);
const right = makeTrace([
  makeToolStep("google_gmail/search"),
  makeToolStep("system/consult_for_role"),
]);
const diff = diffRuns(left, right);
const leftRows = leftRowIndex(diff);

describe("the compare view's step param", () => {
  it("names a row by this run's path, or left-<path> when only the other run has it", () => {
    expect(diff.nodes.map(stepForRow)).toEqual(["1", "left-2", "2"]);
  });

  it("finds the row a param names, for both forms, and nothing for an unknown step", () => {
    for (const [index, node] of diff.nodes.entries())
      expect(rowForStep(diff, leftRows, stepForRow(node))).toBe(index);
    expect(rowForStep(diff, leftRows, "left-1")).toBe(0);
    expect(rowForStep(diff, leftRows, "9.9")).toBeNull();
    expect(rowForStep(diff, leftRows, undefined)).toBeNull();
  });
});
