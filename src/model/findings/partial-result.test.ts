import { describe, expect, it } from "vitest";
import {
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { findPartialResults } from "./partial-result";

const delivery = (
  originalChars: number,
  deliveredChars: number,
  flags: { offloaded?: boolean; projected?: boolean } = {},
) => ({
  originalChars,
  deliveredChars,
  offloaded: flags.offloaded ?? false,
  projected: flags.projected ?? false,
});

describe("findPartialResults", () => {
  it("names a result the model saw only in part, with both sizes", () => {
    const trace = makeTrace([
      makeStep({
        steps: [
          makeToolStep("google_gmail/search", {
            displayName: "Search Emails",
            resultDelivery: delivery(48_211, 8000, { offloaded: true }),
          }),
        ],
      }),
    ]);
    const [finding] = findPartialResults({ summary: makeSummary(), trace });
    expect(finding?.title).toBe(
      "Search Emails (google_gmail/search): model saw 8,000 of 48,211 chars (17%) — offloaded",
    );
    expect(finding?.steps.map((step) => step.path)).toEqual(["1.1"]);
  });

  it("points a truncated memory search at the previous run's memory_write", () => {
    const trace = makeTrace([
      makeToolStep("system/memory_search", {
        resultDelivery: delivery(4186, 196, { projected: true }),
      }),
    ]);
    const [finding] = findPartialResults({ summary: makeSummary(), trace });
    expect(finding?.detail).toContain("memory_write");
  });

  it("trusts a result delivered whole", () => {
    const trace = makeTrace([
      makeToolStep("google_gmail/search", {
        resultDelivery: delivery(900, 900),
      }),
      makeToolStep("google_gmail/search"),
    ]);
    expect(findPartialResults({ summary: makeSummary(), trace })).toEqual([]);
  });

  it("itemizes five results, then counts the rest in one finding", () => {
    const trace = makeTrace(
      Array.from({ length: 8 }, () =>
        makeToolStep("x/search", { resultDelivery: delivery(100, 10) }),
      ),
    );
    const findings = findPartialResults({ summary: makeSummary(), trace });
    expect(findings).toHaveLength(6);
    expect(findings[5]?.title).toBe(
      "3 more tool results shown to the model only in part",
    );
    expect(findings[5]?.steps.map((step) => step.path)).toEqual([
      "6",
      "7",
      "8",
    ]);
  });
});
