import { describe, expect, it } from "vitest";
import { measured, meetsTarget, median } from "./measurement";
import { markdownTable } from "./report";

describe("bench measurements", () => {
  it("reports the median of the samples", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("judges a row against its target, and rows without one not at all", () => {
    const row = (samples: number[], max?: number) =>
      measured({
        name: "x",
        size: "s",
        unit: "ms",
        samples,
        ...(max !== undefined && { target: { max } }),
      });
    expect(meetsTarget(row([90, 100, 110], 100))).toBe(true);
    expect(meetsTarget(row([100, 101, 102], 100))).toBe(false);
    expect(meetsTarget(row([1]))).toBeNull();
  });

  it("marks a missed target in the table", () => {
    const table = markdownTable([
      measured({
        name: "filter",
        size: "100 steps",
        unit: "ms",
        samples: [150],
        target: { max: 100 },
      }),
    ]);
    expect(table).toContain(
      "| **MISSED** | filter | 100 steps | 150 ms | ≤ 100 ms | 1 |",
    );
  });
});
