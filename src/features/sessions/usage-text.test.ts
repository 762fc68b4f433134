import { describe, expect, it } from "vitest";
import { usageText } from "./usage-text";

describe("usageText", () => {
  it("reads an unrecorded side as unknown, never 0", () => {
    expect(
      usageText({ inputTokens: 12_300, outputTokens: null, totalTokens: null }),
    ).toBe("12.3K in · ? out");
  });

  it("gives the total alone when only it is recorded, and nothing when none is", () => {
    expect(
      usageText({ inputTokens: null, outputTokens: null, totalTokens: 900 }),
    ).toBe("900 total");
    expect(
      usageText({ inputTokens: null, outputTokens: null, totalTokens: null }),
    ).toBeNull();
  });
});
