import { describe, expect, it } from "vitest";
import { REAL_LOGS } from "../testing/fast-agent-fixtures";
import { normalizeLogLine, sortLogLines } from "./fast-agent-log";

const lines = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.trim())
    .map((line, index) => normalizeLogLine(JSON.parse(line), index));

describe("normalizeLogLine on the real logs", () => {
  it("reads every line of the bedrock log, old nested data lifted", () => {
    const all = lines(REAL_LOGS["repo-root__bedrock.jsonl"]);
    expect(all).toHaveLength(636);
    const levels = new Map<string, number>();
    for (const line of all)
      levels.set(line.level, (levels.get(line.level) ?? 0) + 1);
    expect(Object.fromEntries(levels)).toEqual({
      INFO: 556,
      ERROR: 63,
      WARNING: 17,
    });
    expect(all[1]!.data).toMatchObject({
      progress_action: "Running",
      agent_name: "Bedrock Test",
    });
    expect(all[1]!.namespace).toBe("mcp_agent.Bedrock Test");
  });

  it("reads multi-line messages, exc_info beside nested data, and lines without data", () => {
    const all = lines(REAL_LOGS["tests__e2e__sampling__fastagent.jsonl"]);
    expect(all.map((line) => line.level)).toEqual(Array(5).fill("ERROR"));
    expect(all[0]!.data).toEqual({
      exc_info: true,
      progress_action: "Error",
      server_name: "sampling_resource_anthropic",
    });
    expect(all[2]!.data).toBeNull();
    expect(all[2]!.message.split("\n")).toHaveLength(4);
    expect(all[2]!.timestamp).toBe("2025-05-25T21:39:00.063320");
  });
});

describe("normalizeLogLine on the current shape", () => {
  it("reads flat data with error fields and a timestamp without a fraction", () => {
    const line = normalizeLogLine(
      {
        level: "ERROR",
        timestamp: "2026-08-18T14:25:31",
        namespace: "fast_agent.agents.workflow.agents_as_tools_agent",
        message: "Child agent tool call failed",
        data: {
          agent_name: "worker",
          error: "boom",
          error_type: "RuntimeError",
        },
      },
      0,
    );
    expect(line).toMatchObject({
      timestamp: "2026-08-18T14:25:31.000000",
      error: "RuntimeError: boom",
    });
    expect(line.data).toMatchObject({ agent_name: "worker" });
  });

  it("keeps an unreadable line visible", () => {
    expect(normalizeLogLine({ nope: 1 }, 3)).toMatchObject({
      index: 3,
      level: "UNREADABLE",
    });
  });

  it("puts errors first, then warnings, in file order within a level", () => {
    const sorted = sortLogLines([
      normalizeLogLine(
        { level: "INFO", timestamp: "2026-01-01T00:00:00", message: "a" },
        0,
      ),
      normalizeLogLine(
        { level: "ERROR", timestamp: "2026-01-01T00:00:01", message: "b" },
        1,
      ),
      normalizeLogLine(
        { level: "WARNING", timestamp: "2026-01-01T00:00:02", message: "c" },
        2,
      ),
      normalizeLogLine(
        { level: "ERROR", timestamp: "2026-01-01T00:00:03", message: "d" },
        3,
      ),
    ]);
    expect(sorted.map((line) => line.message)).toEqual(["b", "d", "c", "a"]);
  });
});
