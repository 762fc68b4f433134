import { describe, expect, it } from "vitest";
import { formatHistoryRef, parseHistoryRef } from "./session-ref";

describe("history refs", () => {
  it("round-trips a session and a session/key", () => {
    for (const text of [
      "2603141102-Rm2xVb",
      "2603141102-Rm2xVb/dev~previous",
      "ripgrep_search[1]-2026-05-12-09-38-20/ripgrep_search[1]",
    ]) {
      expect(formatHistoryRef(parseHistoryRef(text)!)).toBe(text);
    }
  });

  it("rejects what cannot be a reference", () => {
    expect(parseHistoryRef("/dev")).toBeNull();
    expect(parseHistoryRef("a/b/c")).toBeNull();
    expect(parseHistoryRef("a/")).toBeNull();
    expect(parseHistoryRef(undefined)).toBeNull();
  });
});
