import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { findDurationTrap } from "./duration-trap";

const START = 1_785_999_700_000;
const MIN = 60_000;

// The builders' trace spans START → START + 60 s unless the envelope says otherwise.
const resumed = (outerMs: number, spanMs: number) =>
  makeTrace(
    [
      makeStep({
        startTime: START + spanMs - outerMs,
        endTime: START + spanMs,
        duration: outerMs,
        steps: [
          makeLlmStep({
            duration: spanMs - 1000,
            steps: [
              makeToolStep("shop/get_order", { duration: 900 }),
              makeToolStep("stripe/create_refund", {
                displayName: "Issue Refund",
                duration: 9 * MIN,
              }),
            ],
          }),
        ],
      }),
    ],
    {},
  );

function withSpan(trace: ReturnType<typeof makeTrace>, spanMs: number) {
  return {
    ...trace,
    startTime: START,
    endTime: START + spanMs,
  } as typeof trace;
}

describe("findDurationTrap", () => {
  it("flags an outer step far shorter than the run span, and the step that took the time", () => {
    const trace = withSpan(resumed(70_000, 10.5 * MIN), 10.5 * MIN);
    const [finding] = findDurationTrap({ summary: makeSummary(), trace });
    expect(finding?.title).toBe(
      "Step 1 says 1m 10s, but the run spanned 10m 30s",
    );
    expect(finding?.steps.map((step) => step.path)).toEqual(["1", "1.1.2"]);
  });

  it("accepts an outer step that covers most of the run", () => {
    const trace = withSpan(resumed(9 * MIN, 10 * MIN), 10 * MIN);
    expect(findDurationTrap({ summary: makeSummary(), trace })).toEqual([]);
  });

  it("ignores a small gap on a short run", () => {
    const trace = withSpan(resumed(2000, 8000), 8000);
    expect(findDurationTrap({ summary: makeSummary(), trace })).toEqual([]);
  });

  it("cannot judge an open run", () => {
    const trace = { ...resumed(1000, 10 * MIN), endTime: null };
    expect(findDurationTrap({ summary: makeSummary(), trace })).toEqual([]);
  });
});
