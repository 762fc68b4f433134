import { describe, expect, it } from "vitest";
import {
  formatNaiveTime,
  naiveTimeFromSessionId,
  parseTraceFileName,
  toNaiveTime,
} from "./naive-time";

describe("naive local times", () => {
  it("normalises fast-agent's spellings to one comparable shape", () => {
    expect(toNaiveTime("2026-01-18T10:23:24.116526")).toBe(
      "2026-01-18T10:23:24.116526",
    );
    expect(toNaiveTime("2026-08-18T14:25:31")).toBe(
      "2026-08-18T14:25:31.000000",
    );
    expect(toNaiveTime("2026-04-20T23:42:09.871720Z")).toBe(
      "2026-04-20T23:42:09.871720",
    );
    expect(toNaiveTime("yesterday")).toBeNull();
  });

  it("reads the creation minute from a YYMMDDHHMM-xxxxxx id, and nothing from other ids", () => {
    expect(naiveTimeFromSessionId("2601181023-Kob2h3")).toBe(
      "2026-01-18T10:23:00.000000",
    );
    expect(naiveTimeFromSessionId("Kob2h3")).toBeNull();
    expect(naiveTimeFromSessionId("my-acp-session")).toBeNull();
    expect(naiveTimeFromSessionId("2613181023-Kob2h3")).toBeNull();
  });

  it("reads agent and time from a sub-agent trace file name, brackets included", () => {
    expect(
      parseTraceFileName("ripgrep_search[1]-2026-01-20-11-50-39.json"),
    ).toEqual({
      agent: "ripgrep_search[1]",
      savedAt: "2026-01-20T11:50:39.000000",
    });
    expect(parseTraceFileName("history_dev.json")).toBeNull();
  });

  it("shows a naive time as written", () => {
    expect(formatNaiveTime("2026-01-18T10:23:24.116526")).toBe(
      "2026-01-18 10:23:24",
    );
  });
});
