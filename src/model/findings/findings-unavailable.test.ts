import { describe, expect, it } from "vitest";
import { makeSummary, makeTrace } from "../testing/builders";
import { findingsUnavailable } from "./findings-unavailable";

describe("findingsUnavailable", () => {
  it("refuses to judge a run whose trace should exist but did not load", () => {
    expect(
      findingsUnavailable({
        summary: makeSummary(),
        trace: null,
        traceUnavailable: "The Fruxon API failed (HTTP 500).",
      }),
    ).toBe("The Fruxon API failed (HTTP 500).");
  });

  it("judges a run with a trace, and one that has none by design", () => {
    expect(
      findingsUnavailable({
        summary: makeSummary(),
        trace: makeTrace([]),
        traceUnavailable: null,
      }),
    ).toBeNull();
    for (const summary of [
      makeSummary({ status: "REJECTED" }),
      makeSummary({ hasTrace: false }),
    ])
      expect(
        findingsUnavailable({ summary, trace: null, traceUnavailable: "x" }),
      ).toBeNull();
  });
});
