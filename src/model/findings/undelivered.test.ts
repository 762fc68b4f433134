import { describe, expect, it } from "vitest";
import { makeSummary } from "../testing/builders";
import { findUndelivered } from "./undelivered";

describe("findUndelivered", () => {
  it("says a COMPLETED run whose reply was withheld was not delivered, and how to see why", () => {
    const [finding] = findUndelivered({
      summary: makeSummary({
        agentId: "support_assistant",
        deliveryStatus: "WITHHELD",
        startTime: Date.UTC(2026, 7, 5, 10),
      }),
      trace: null,
    });
    expect(finding?.title).toBe(
      "COMPLETED but not delivered — deliveryStatus WITHHELD",
    );
    expect(finding?.commands).toEqual([]);
  });

  it("gives a withheld reply no inbound-message reason, and points to its conversation", () => {
    const [finding] = findUndelivered({
      summary: makeSummary({
        agentId: "support_assistant",
        deliveryStatus: "WITHHELD",
        topicId: "topic-7",
      }),
      trace: null,
    });
    expect(finding?.detail).toContain("the record does not say why");
    expect(finding?.detail).not.toMatch(
      /admission|HUMAN_OWNED|owns the conversation/,
    );
    expect(finding?.entries).toEqual([
      expect.objectContaining({ topicId: "topic-7", entryId: null }),
    ]);
    expect(finding?.commands[0]?.command).toBe(
      "fruxon agents topics messages support_assistant topic-7",
    );
  });

  it("names a reply that failed to land", () => {
    const [finding] = findUndelivered({
      summary: makeSummary({ deliveryStatus: "FAILED" }),
      trace: null,
    });
    expect(finding?.detail).toContain("never landed");
    expect(finding?.commands).toEqual([]);
  });

  it("says nothing for delivered runs, runs with nothing to deliver, and unfinished runs", () => {
    for (const summary of [
      makeSummary({ deliveryStatus: "DELIVERED" }),
      makeSummary({ deliveryStatus: "NOT_APPLICABLE" }),
      makeSummary({ status: "FAILED", deliveryStatus: "WITHHELD" }),
    ]) {
      expect(findUndelivered({ summary, trace: null })).toEqual([]);
    }
  });
});
