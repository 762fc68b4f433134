import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { timelineOf } from "./timeline-model";
import { timelineSummary } from "./timeline-summary";

const T = 1_785_999_700_000;
const s = (seconds: number) => T + seconds * 1000;

describe("waits on the time axis", () => {
  // D7's shape: a refund behind an approval gate, requested at 11.6 s, answered 9 minutes later.
  const resumed = () => {
    const trace = makeTrace([
      makeStep({
        startTime: s(560),
        endTime: s(630),
        duration: 70_000,
        steps: [
          makeLlmStep({
            startTime: s(0.3),
            endTime: s(628.9),
            duration: 628_600,
            steps: [
              makeToolStep("stripe/create_refund", {
                startTime: s(11.2),
                endTime: s(561.9),
                duration: 550_700,
                hitlTrace: {
                  requestedAt: s(11.65),
                  respondedAt: s(553.65),
                  respondedBy: "Dor Gelless",
                  decision: "APPROVE",
                  toolKey: "stripe.create_refund",
                  durationMs: 542_000,
                },
              }),
            ],
          }),
        ],
      }),
    ]);
    return { ...trace, startTime: s(0), endTime: s(630) } as typeof trace;
  };

  it("draws a resumed run's approval as a wait of its own, taken out of the tool's time", () => {
    const trace = resumed();
    const model = timelineOf(trace, s(10_000));
    expect(model.waits).toEqual([
      {
        step: 2,
        start: 11_650,
        stop: 553_650,
        isOpen: false,
        kind: "APPROVAL",
        label:
          "an approval for stripe.create_refund from Dor Gelless (APPROVE)",
        source: "hitlTrace",
      },
    ]);
    expect(model.totals.waitingMs).toBe(542_000);
    expect(model.totals.toolMs).toBe(550_700 - 542_000);
  });

  it("shows the outer step's own duration against the run span (the duration trap)", () => {
    const trace = resumed();
    const summary = timelineSummary(trace, timelineOf(trace, s(10_000)));
    expect(summary.trap).toMatchObject({
      outer: { index: 0, path: "1" },
      outerMs: 70_000,
      spanMs: 630_000,
      outerStart: 560_000,
    });
  });

  it("runs a suspended run's waitingFor from since to now, on the step it is parked in", () => {
    const trace = makeTrace(
      [
        makeStep({
          startTime: s(0),
          endTime: 0,
          duration: 0,
          status: "UNSPECIFIED",
          steps: [
            makeToolStep("system/consult_for_role", {
              startTime: s(48),
              endTime: 0,
              duration: 0,
              status: "UNSPECIFIED",
            }),
          ],
        }),
      ],
      {
        status: "WAITING_FOR_ASYNC",
        waitingFor: {
          kind: "CONSULT",
          displayName: "Dor Gelless",
          participantKind: "PERSON",
          waitingSince: s(48),
          expiresAt: s(100_000),
        },
      },
    );
    const open = { ...trace, endTime: null } as typeof trace;
    const model = timelineOf(open, s(1428));
    expect(model.spans.isOpen).toBe(true);
    expect(model.waits).toEqual([
      expect.objectContaining({
        step: 1,
        start: 48_000,
        stop: 1_428_000,
        isOpen: true,
        kind: "CONSULT",
        label: "a consult with Dor Gelless (PERSON)",
      }),
    ]);
    const summary = timelineSummary(open, model);
    expect(summary.totals.waitingMs).toBe(1_380_000);
  });

  it("shows no wait where the trace records none, whatever its gaps", () => {
    const trace = makeTrace([
      makeStep({ startTime: s(0), endTime: s(600), duration: 600_000 }),
    ]);
    expect(timelineOf(trace, s(1000)).waits).toEqual([]);
  });
});
