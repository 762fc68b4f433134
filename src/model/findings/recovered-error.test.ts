import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { findRecoveredErrors } from "./recovered-error";

//  1 Agent SUCCESS
//  └ 1.1 LLM SUCCESS
//    ├ 1.1.1 consult_for_role ERROR   ← routed around
//    └ 1.1.2 consult_for_role SUCCESS
const recovered = makeTrace([
  makeStep({
    steps: [
      makeLlmStep({
        steps: [
          makeToolStep("system/consult_for_role", {
            status: "ERROR",
            error: "addressing_failed: role 'advisor' no_match",
          }),
          makeToolStep("system/consult_for_role"),
        ],
      }),
    ],
  }),
]);

describe("findRecoveredErrors", () => {
  it("names the error steps of a run that still says COMPLETED", () => {
    const [finding] = findRecoveredErrors({
      summary: makeSummary(),
      trace: recovered,
    });
    expect(finding?.title).toContain("1 step errored");
    expect(finding?.title).toContain("COMPLETED");
    expect(finding?.steps).toEqual([
      {
        path: "1.1.1",
        name: "consult_for_role",
        note: "addressing_failed: role 'advisor' no_match",
      },
    ]);
  });

  it("says nothing when no step errored", () => {
    expect(
      findRecoveredErrors({
        summary: makeSummary(),
        trace: makeTrace([makeStep()]),
      }),
    ).toEqual([]);
  });

  it("leaves a FAILED run's errors to the failed-run finding", () => {
    expect(
      findRecoveredErrors({
        summary: makeSummary({ status: "FAILED" }),
        trace: recovered,
      }),
    ).toEqual([]);
  });
});
