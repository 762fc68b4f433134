import { describe, expect, it } from "vitest";
import { makeSummary, makeStep, makeTrace } from "../testing/builders";
import { makeFinding } from "./finding";
import {
  previousRunVerdict,
  previousRunVerdictText,
} from "./previous-run-verdict";

const previousWithTrace = {
  summary: makeSummary({ id: "prev-1" }),
  trace: makeTrace([makeStep({ displayName: "Agent" })]),
  traceUnavailable: null,
};
const systemic = makeFinding({
  kind: "systemic-error",
  severity: "error",
  title: "1 error also happened in the previous run — systemic, not a blip",
  detail: "",
  steps: [
    {
      path: "1.1.1",
      name: "Look Up Policy",
      note: "previous run: same error at 1.1.3, not at the aligned step",
    },
  ],
});

describe("previousRunVerdict", () => {
  it("says yes, with this run's step and where the previous run had the error", () => {
    const verdict = previousRunVerdict({
      previous: previousWithTrace,
      findings: [systemic],
      errors: 2,
    })!;
    expect(verdict.answer).toBe("yes");
    expect(previousRunVerdictText(verdict)).toBe(
      "yes — 1.1.1 Look Up Policy (previous run: same error at 1.1.3, not at the aligned step); the other 1 did not repeat",
    );
  });

  it("says no when the previous trace was read and has none of the errors", () => {
    const verdict = previousRunVerdict({
      previous: previousWithTrace,
      findings: [],
      errors: 1,
    })!;
    expect(previousRunVerdictText(verdict)).toBe(
      "no — the previous run did not have this run's error",
    );
  });

  it("says unknown, never no, when the previous run's trace is not there", () => {
    const failed = previousRunVerdict({
      previous: {
        ...previousWithTrace,
        trace: null,
        traceUnavailable: "The trace read failed: 502 Bad Gateway",
      },
      findings: [],
      errors: 1,
    })!;
    expect(previousRunVerdictText(failed)).toBe(
      "unknown — the previous run's trace did not load (The trace read failed: 502 Bad Gateway)",
    );
    const none = previousRunVerdict({
      previous: {
        summary: makeSummary({ id: "prev-1", hasTrace: false }),
        trace: null,
        traceUnavailable: null,
      },
      findings: [],
      errors: 1,
    })!;
    expect(none).toEqual({
      answer: "unknown",
      reason: "the previous run recorded no trace",
    });
  });

  it("waits for the findings before answering", () => {
    expect(
      previousRunVerdict({
        previous: previousWithTrace,
        findings: null,
        errors: 1,
      }),
    ).toBeNull();
  });
});
