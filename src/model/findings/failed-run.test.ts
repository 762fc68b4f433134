import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { findFailedRun } from "./failed-run";

//  1 Agent ERROR
//  └ 1.1 LLM ERROR
//    ├ 1.1.1 list_payments SUCCESS
//    └ 1.1.2 list_invoices ERROR  ← ended the run
const failing = makeTrace(
  [
    makeStep({
      status: "ERROR",
      error: "Stripe 503",
      steps: [
        makeLlmStep({
          status: "ERROR",
          error: "Stripe 503",
          steps: [
            makeToolStep("stripe/list_payments"),
            makeToolStep("stripe/list_invoices", {
              displayName: "List Invoices",
              status: "ERROR",
              error: "Stripe 503 after 3 retries",
            }),
          ],
        }),
      ],
    }),
  ],
  { status: "FAILED" },
);

describe("findFailedRun", () => {
  it("points at the innermost error, not the steps it bubbled up through", () => {
    const [finding] = findFailedRun({
      summary: makeSummary({ status: "FAILED" }),
      trace: failing,
    });
    expect(finding?.title).toBe(
      "FAILED at 1.1.2 List Invoices: Stripe 503 after 3 retries",
    );
    expect(finding?.steps.map((step) => step.path)).toEqual(["1.1.2"]);
  });

  it("says so when a failed run has no erroring step", () => {
    const [finding] = findFailedRun({
      summary: makeSummary({ status: "FAILED" }),
      trace: makeTrace([makeStep()]),
    });
    expect(finding?.title).toContain("no step in the trace says why");
  });

  it("ignores runs that did not fail", () => {
    expect(findFailedRun({ summary: makeSummary(), trace: failing })).toEqual(
      [],
    );
  });
});
