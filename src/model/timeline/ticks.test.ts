import { describe, expect, it } from "vitest";
import { timeTicks } from "./ticks";

describe("timeTicks", () => {
  it("picks the smallest round step that keeps to the count", () => {
    expect(timeTicks(0, 630_000, 8)).toEqual([
      0, 120_000, 240_000, 360_000, 480_000, 600_000,
    ]);
    expect(timeTicks(1_234, 1_240, 3)).toEqual([1_234, 1_236, 1_238, 1_240]);
  });

  it("starts at the first multiple inside the window", () => {
    expect(timeTicks(-1500, 1500, 3)).toEqual([-1000, 0, 1000]);
  });

  it("has nothing to say of an empty window", () => {
    expect(timeTicks(5, 5, 4)).toEqual([]);
  });
});
