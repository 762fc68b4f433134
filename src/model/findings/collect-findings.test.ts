import { describe, expect, it } from "vitest";
import {
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { collectFindings } from "./collect-findings";

describe("collectFindings", () => {
  it("puts the most serious shapes first and keeps related ones together", () => {
    // The builders' trace spans a minute: the outer step covers it, so no duration trap.
    const trace = makeTrace([
      makeStep({
        duration: 60_000,
        steps: [
          makeToolStep("gmail/search", {
            resultDelivery: { originalChars: 100, deliveredChars: 10 },
          }),
          makeToolStep("system/consult_for_role", {
            status: "ERROR",
            error: "addressing_failed: role 'advisor' no_match",
          }),
        ],
      }),
    ]);
    const findings = collectFindings({
      summary: makeSummary({ deliveryStatus: "WITHHELD" }),
      trace,
    });
    expect(findings.map((finding) => finding.kind)).toEqual([
      "failed-consult",
      "recovered-error",
      "partial-result",
      "undelivered",
    ]);
  });

  it("finds nothing wrong with a clean, delivered run", () => {
    expect(
      collectFindings({
        summary: makeSummary(),
        trace: makeTrace([makeStep({ duration: 60_000 })]),
      }),
    ).toEqual([]);
  });
});
