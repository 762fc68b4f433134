import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { buildRunDetail, summarizeChange } from "./run-detail";

const open = { status: "UNSPECIFIED", endTime: 0, duration: 0 };
const summary = makeSummary({ status: "WAITING_FOR_ASYNC", endTime: 0 });
const parked = makeTrace(
  [
    makeStep({
      ...open,
      displayName: "Agent",
      steps: [makeToolStep("system/consult", open)],
    }),
  ],
  { status: "WAITING_FOR_ASYNC", waitingFor: { kind: "CONSULT" } },
);
const resumed = makeTrace(
  [
    makeStep({
      ...open,
      displayName: "Agent",
      steps: [
        makeToolStep("system/consult"),
        makeLlmStep(open),
        makeToolStep("shop/refund", open),
      ],
    }),
  ],
  { status: "IN_PROGRESS" },
);

describe("buildRunDetail", () => {
  it("has no change on the first read", () => {
    const first = buildRunDetail(summary, parked, null, 1000);
    expect(first.lastChange).toBeNull();
    expect(first.lastChangedAt).toBe(1000);
  });

  it("keeps the last change when a re-read is identical", () => {
    const first = buildRunDetail(summary, parked, null, 1000);
    const second = buildRunDetail(summary, parked, null, 6000, first);
    expect(second.lastChangedAt).toBe(1000);
    expect(second.lastChange).toBeNull();
  });

  it("says what changed when a suspended trace differs between two reads", () => {
    const first = buildRunDetail(summary, parked, null, 1000);
    const second = buildRunDetail(
      makeSummary({ status: "IN_PROGRESS", endTime: 0 }),
      resumed,
      null,
      6000,
      first,
    );
    expect(second.lastChangedAt).toBe(6000);
    expect(second.lastChange).toMatchObject({
      at: 6000,
      stepsBefore: 2,
      stepsAfter: 4,
      stepsClosed: 1,
      statusBefore: "WAITING_FOR_ASYNC",
      statusAfter: "IN_PROGRESS",
      waitingBefore: "CONSULT",
      waitingAfter: null,
    });
    expect(summarizeChange(second.lastChange!)).toBe(
      "2 new steps · 1 step finished · WAITING_FOR_ASYNC → IN_PROGRESS · no longer waiting on a CONSULT",
    );
  });
});
