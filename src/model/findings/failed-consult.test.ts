import { describe, expect, it } from "vitest";
import {
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { findFailedConsults } from "./failed-consult";

const consult = (parameters: unknown, error: string | null) =>
  makeToolStep("system/consult_for_role", {
    displayName: "Consult for Role",
    parameters,
    status: error ? "ERROR" : "SUCCESS",
    error,
  });

describe("findFailedConsults", () => {
  it("names a consult nobody could be addressed for, with its role", () => {
    const trace = makeTrace([
      makeStep({
        steps: [
          consult(
            { role: "advisor", question: "Approve?" },
            "addressing_failed: role 'advisor' no_match — No available participant holds role 'advisor'",
          ),
        ],
      }),
    ]);
    const [finding] = findFailedConsults({ summary: makeSummary(), trace });
    expect(finding?.title).toBe(
      "Consult could not be addressed: nobody holds role 'advisor' (no_match)",
    );
    expect(finding?.detail).toContain("still says COMPLETED");
    expect(finding?.steps.map((step) => step.path)).toEqual(["1.1"]);
  });

  it("reads the role from the error when the parameters do not carry it", () => {
    const trace = makeTrace([
      consult({}, "addressing_failed: role 'underwriter' no_match"),
    ]);
    const [finding] = findFailedConsults({ summary: makeSummary(), trace });
    expect(finding?.facts).toEqual([{ label: "Role", text: "underwriter" }]);
  });

  it("ignores consults that failed otherwise, and addressing errors of other tools", () => {
    const trace = makeTrace([
      consult({ role: "advisor" }, "timeout after 30s"),
      consult({ role: "advisor" }, null),
      makeToolStep("crm/route", {
        status: "ERROR",
        error: "addressing_failed: no_match",
      }),
    ]);
    expect(findFailedConsults({ summary: makeSummary(), trace })).toEqual([]);
  });
});
