import { describe, expect, it } from "vitest";
import { diffRuns } from "../diff/diff-run";
import { asMs } from "../run";
import { makeStep, makeToolStep, makeTrace } from "../testing/builders";
import { barOf, deltaOf, largestDeltas, runAxis } from "./compare-bars";

const T = 1_785_999_700_000;
const run = (offset: number, searchMs: number, refundMs: number) =>
  makeTrace([
    makeStep({
      displayName: "Agent",
      startTime: T + offset,
      endTime: T + offset + searchMs + refundMs,
      steps: [
        makeToolStep("mail/search", {
          startTime: T + offset,
          endTime: T + offset + searchMs,
        }),
        makeToolStep("stripe/refund", {
          startTime: T + offset + searchMs,
          endTime: T + offset + searchMs + refundMs,
        }),
      ],
    }),
  ]);

describe("compare bars", () => {
  it("places each run's steps from its own start, so two runs line up at zero", () => {
    const earlier = run(0, 1000, 2000);
    const later = {
      ...run(3_600_000, 1000, 362_000),
      startTime: asMs(T + 3_600_000),
    };
    const leftAxis = runAxis(earlier);
    const rightAxis = runAxis(later);
    expect(barOf(later.steps[2], rightAxis)).toEqual({
      start: 1000,
      stop: 363_000,
    });
    expect(
      deltaOf(
        barOf(earlier.steps[2], leftAxis),
        barOf(later.steps[2], rightAxis),
      ),
    ).toBe(360_000);
  });

  it("names the aligned steps whose lengths differ most, either way", () => {
    const left = run(0, 5000, 2000);
    const right = run(0, 1000, 362_000);
    const diff = diffRuns(left, right);
    const deltas = largestDeltas(diff.nodes, runAxis(left), runAxis(right), 2);
    expect(
      deltas.map((d) => [diff.nodes[d.node]!.right!.path, d.deltaMs]),
    ).toEqual([
      ["1.2", 360_000],
      ["1", 356_000],
    ]);
  });

  it("gives an untimed step no bar and no delta", () => {
    const trace = makeTrace([
      makeStep({ startTime: undefined, endTime: undefined }),
    ]);
    expect(barOf(trace.steps[0], runAxis(trace))).toBeNull();
    expect(deltaOf(null, { start: 0, stop: 1 })).toBeNull();
  });
});
