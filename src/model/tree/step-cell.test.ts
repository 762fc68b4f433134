import { describe, expect, it } from "vitest";
import { normalizeFruxonTrace } from "../normalize/fruxon-trace";
import {
  makeStep,
  makeToolStep,
  makeTrace,
  makeWireTrace,
  type WireStep,
} from "../testing/builders";
import { buildStepCells } from "./step-cell";

describe("buildStepCells", () => {
  it("reads a step that is still open in an open run as OPEN, not its UNSPECIFIED zero value", () => {
    const trace = openTrace([
      makeStep({ status: "UNSPECIFIED", endTime: 0, duration: 0 }),
    ]);
    const [cell] = buildStepCells(trace).cells;
    expect(cell).toMatchObject({
      statusText: "OPEN",
      outcome: "running",
      durationText: "",
    });
  });

  it("does not call a step of a finished run open, whatever its end time says", () => {
    const trace = makeTrace([makeStep({ status: "UNSPECIFIED", endTime: 0 })]);
    expect(buildStepCells(trace).cells[0]).toMatchObject({
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
    expect(buildStepCells(trace).cells[0]).toMatchObject({
      outcome: "failed",
      error: "quota",
      detail: "google_gmail/search",
      isPartialResult: true,
      label: "1 TOOL Search Emails — error",
    });
  });
});

describe("buildStepCells from an earlier snapshot", () => {
  it("keeps the cells of steps seen before, and redraws only those the run's end decides", () => {
    const trace = openTrace([
      makeStep({ status: "UNSPECIFIED", endTime: 0, duration: 0 }),
      makeStep({ status: "SUCCESS" }),
    ]);
    // While streaming the run's end is unknown: nothing reads as OPEN.
    const streaming = buildStepCells(trace, undefined, false);
    expect(streaming.cells[0]!.statusText).toBe("—");
    const complete = buildStepCells(trace, streaming, true);
    expect(complete.cells[0]!.statusText).toBe("OPEN");
    expect(complete.cells[1]).toBe(streaming.cells[1]);
  });
});

/** A trace whose run has not ended (`endTime: 0`). */
function openTrace(steps: WireStep[]) {
  const wire = makeWireTrace(steps, { status: "IN_PROGRESS" });
  (wire.trace as Record<string, unknown>).endTime = 0;
  return normalizeFruxonTrace(wire);
}
