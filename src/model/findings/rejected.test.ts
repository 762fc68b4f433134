import { describe, expect, it } from "vitest";
import { makeSummary } from "../testing/builders";
import { findRejected } from "./rejected";

describe("findRejected", () => {
  it("says a rejected run never ran, with its reason", () => {
    const [finding] = findRejected({
      summary: makeSummary({
        status: "REJECTED",
        rejectionReason: "Monthly cost budget exhausted",
      }),
      trace: null,
    });
    expect(finding?.title).toBe(
      "Never ran — rejected: Monthly cost budget exhausted",
    );
    expect(finding?.facts).toEqual([
      { label: "Reason", text: "Monthly cost budget exhausted" },
    ]);
  });

  it("still names the rejection when the record gives no reason", () => {
    const [finding] = findRejected({
      summary: makeSummary({ status: "REJECTED" }),
      trace: null,
    });
    expect(finding?.title).toContain("gives no reason");
  });

  it("says nothing about a run that ran", () => {
    expect(findRejected({ summary: makeSummary(), trace: null })).toEqual([]);
  });
});
