import { describe, expect, it } from "vitest";
import { makeTrace } from "../testing/builders";
import { compactDiff, hydrateDiff } from "./compact-diff";
import { diffRuns } from "./diff-run";

describe("compactDiff / hydrateDiff", () => {
  it("round-trips a diff with added, removed, changed rows and errors", () => {
    const left = makeTrace([
      {
        displayName: "flow",
        steps: [
          {
            displayName: "a",
            type: "TOOL",
            toolTrace: { parameters: { x: 1 } },
          },
          { displayName: "gone", type: "TOOL", status: "ERROR", error: "boom" },
        ],
      },
    ]);
    const right = makeTrace([
      {
        displayName: "flow",
        steps: [
          {
            displayName: "a",
            type: "TOOL",
            toolTrace: { parameters: { x: 2 } },
          },
          { displayName: "new", type: "TOOL", status: "ERROR", error: "boom" },
        ],
      },
    ]);
    const diff = diffRuns(left, right);
    expect(diff.counts.changed + diff.counts.added).toBeGreaterThan(0);
    const sent = structuredClone(compactDiff(diff));
    expect(hydrateDiff(sent, left, right)).toEqual(diff);
  });
});
