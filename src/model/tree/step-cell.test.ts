import { describe, expect, it } from "vitest";
import { normalizeFruxonTrace } from "../normalize/fruxon-trace";
import {
  makeStep,
  makeToolStep,
  makeTrace,
  makeWireTrace,
  type WireStep,
} from "../testing/builders";
import { StepCellCache } from "./step-cell";

const cellsOf = (trace: Parameters<StepCellCache["cellsOf"]>[0]) =>
  new StepCellCache().cellsOf(trace);

describe("step cells", () => {
  it("reads a step that is still open in an open run as OPEN, not its UNSPECIFIED zero value", () => {
    const trace = openTrace([
      makeStep({ status: "UNSPECIFIED", endTime: 0, duration: 0 }),
    ]);
    const cell = cellsOf(trace)(0);
    expect(cell).toMatchObject({
      statusText: "OPEN",
      outcome: "running",
      durationText: "",
    });
  });

  it("does not call a step of a finished run open, whatever its end time says", () => {
    const trace = makeTrace([makeStep({ status: "UNSPECIFIED", endTime: 0 })]);
    expect(cellsOf(trace)(0)).toMatchObject({
      statusText: "—",
      outcome: "other",
    });
  });

  it("names a failed step's error, its tool and a partial result", () => {
    const trace = makeTrace([
      makeToolStep("google_gmail/search", {
        displayName: "Search Emails",
        status: "ERROR",
        error: "quota",
        resultDelivery: {
          originalChars: 100,
          deliveredChars: 10,
          offloaded: true,
        },
      }),
    ]);
    expect(cellsOf(trace)(0)).toMatchObject({
      outcome: "failed",
      error: "quota",
      detail: "google_gmail/search",
      isPartialResult: true,
      label: "1 TOOL Search Emails — error",
    });
  });
});

describe("step cells across snapshots", () => {
  it("keeps the cells of steps seen before, and redraws only those the run's end decides", () => {
    const trace = openTrace([
      makeStep({ status: "UNSPECIFIED", endTime: 0, duration: 0 }),
      makeStep({ status: "SUCCESS" }),
    ]);
    const cache = new StepCellCache();
    // While streaming the run's end is unknown: nothing reads as OPEN.
    const streaming = cache.cellsOf(trace, false);
    expect(streaming(0)!.statusText).toBe("—");
    const complete = cache.cellsOf({ ...trace, steps: trace.steps.slice() });
    expect(complete(0)!.statusText).toBe("OPEN");
    expect(complete(1)).toBe(streaming(1));
    expect(complete(2)).toBeUndefined();
  });

  it("makes a cell only for a row that asks, once", () => {
    const trace = makeTrace([
      makeStep({ displayName: "a" }),
      makeStep({ displayName: "b" }),
    ]);
    const cells = new StepCellCache().cellsOf(trace);
    expect(cells(1)!.name).toBe("b");
    expect(cells(1)).toBe(cells(1));
  });
});

/** A trace whose run has not ended (`endTime: 0`). */
function openTrace(steps: WireStep[]) {
  const wire = makeWireTrace(steps, { status: "IN_PROGRESS" });
  (wire.trace as Record<string, unknown>).endTime = 0;
  return normalizeFruxonTrace(wire);
}
