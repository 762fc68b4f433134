import { describe, expect, it } from "vitest";
import { normalizeFruxonTrace } from "../normalize/fruxon-trace";
import {
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { clearChecks } from "./clear-checks";

const whole = {
  originalChars: 10,
  deliveredChars: 10,
  offloaded: false,
  projected: false,
};

describe("clearChecks", () => {
  it("claims delivered, no errors and whole results only when the data says so", () => {
    const checks = clearChecks(
      makeSummary({ deliveryStatus: "DELIVERED" }),
      makeTrace([makeToolStep("a/b", { resultDelivery: whole })]),
    );
    expect(checks).toEqual([
      "no step reported an error",
      "the model saw every tool result whole",
      "delivered",
      "not suspended",
    ]);
  });

  it("does not call NOT_APPLICABLE delivered, nor missing sizes whole", () => {
    const checks = clearChecks(
      makeSummary({ deliveryStatus: "NOT_APPLICABLE" }),
      makeTrace([makeToolStep("a/b")]),
    );
    expect(checks).not.toContain("delivered");
    expect(checks).toContain("delivery not applicable (no reply to deliver)");
    expect(checks).toContain(
      "no delivery sizes recorded, so whether the model saw whole results is unknown",
    );
  });

  it("says errors and status are unknown for an old-generation run with no statuses", () => {
    const old = normalizeFruxonTrace({
      traces: [{ displayName: "Agent", type: "FlowStep", steps: [] }],
    });
    const checks = clearChecks(
      makeSummary({ status: undefined, deliveryStatus: undefined }),
      old,
    );
    expect(checks).toEqual([
      "errors unknown (no step records a status)",
      "delivery not recorded",
      "status not reported",
    ]);
  });

  it("never says no errors of a run with an error step", () => {
    const checks = clearChecks(
      makeSummary(),
      makeTrace([makeStep({ status: "ERROR", error: "boom" })]),
    );
    expect(checks[0]).toBe("1 error step");
  });
});
