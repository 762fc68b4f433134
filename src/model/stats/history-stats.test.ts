import { describe, expect, it } from "vitest";
import { readHistoryMessages } from "../normalize/fast-agent-message";
import {
  assistantCalls,
  assistantText,
  history,
  toolResults,
  userText,
} from "../testing/fast-agent-builders";
import { REAL_HISTORIES } from "../testing/fast-agent-fixtures";
import { historyStats } from "./history-stats";

describe("historyStats", () => {
  it("gives the investigation workflow's LLM call stats for a real sub-agent trace", () => {
    const { messages } = readHistoryMessages(
      JSON.parse(
        REAL_HISTORIES["repo-root__ripgrep_search[1]-2026-01-20-11-50-39.json"],
      ),
    );
    const stats = historyStats(messages);
    // jq '[…fast-agent-timing… | .duration_ms] | {count, total_ms: add, max_ms: max, min_ms: min}'
    expect(stats.llm).toMatchObject({
      count: 3,
      maxMs: 3330.41,
      minMs: 483.89,
    });
    expect(stats.llm.totalMs).toBeCloseTo(4374.75);
    expect(stats.slowestLlmCalls.map((call) => call.messageIndex)).toEqual([
      5, 1, 3,
    ]);
    expect(stats.toolsByName).toEqual([
      expect.objectContaining({
        name: "execute",
        count: 2,
        errorCount: 0,
        totalMs: 41.11,
      }),
    ]);
    expect(stats.timeline).toHaveLength(1);
    expect(stats.rate.messages).toBe(6);
    expect(stats.tokens.input).toBeGreaterThan(0);
  });

  it("counts failures per tool in the failure-loop trace", () => {
    const { messages } = readHistoryMessages(
      JSON.parse(
        REAL_HISTORIES["repo-root__ripgrep_search[1]-2026-01-22-11-07-46.json"],
      ),
    );
    expect(historyStats(messages).toolsByName[0]).toMatchObject({
      name: "execute",
      count: 5,
      errorCount: 5,
    });
  });

  it("groups sub-agent calls by agent with their run time", () => {
    const { messages } = readHistoryMessages(
      history(
        userText("go"),
        assistantCalls([["a", "agent__search"]], { durationMs: 300 }),
        toolResults({ a: ["x", false, 4000] }),
        assistantCalls(
          [
            ["b", "agent__search"],
            ["c", "read"],
          ],
          { durationMs: 200 },
        ),
        toolResults({ b: ["y", false, 6000], c: ["z", false, 5] }),
        assistantText("done"),
      ),
    );
    const stats = historyStats(messages);
    expect(stats.subAgents).toEqual([
      expect.objectContaining({
        name: "agent__search",
        count: 2,
        totalMs: 10000,
        avgMs: 5000,
        issuingLlmMs: 500,
      }),
    ]);
    expect(stats.toolsByName.map((tool) => tool.name)).toEqual(["read"]);
  });

  it("averages a tool's time over its timed calls only, and counts the untimed apart", () => {
    const { messages } = readHistoryMessages(
      history(
        userText("go"),
        assistantCalls([
          ["a", "read"],
          ["b", "read"],
        ]),
        // Only `a` is answered: `b` has no result and no timing.
        toolResults({ a: ["x", false, 5000] }),
        assistantText("done"),
      ),
    );
    expect(historyStats(messages).toolsByName[0]).toMatchObject({
      name: "read",
      count: 2,
      timedCount: 1,
      totalMs: 5000,
      avgMs: 5000,
    });
  });

  it("splits the timeline where the process clock restarts (a resumed session)", () => {
    const { messages } = readHistoryMessages(
      history(
        userText("a"),
        assistantText("1", { durationMs: 1000, perf: [500, 501] }),
        userText("b"),
        assistantText("2", { durationMs: 2000, perf: [530, 532] }),
        userText("c (after a restart)"),
        assistantText("3", { durationMs: 1000, perf: [12, 13] }),
      ),
    );
    const stats = historyStats(messages);
    expect(
      stats.timeline.map((s) => [
        s.firstMessage,
        s.lastMessage,
        s.durationSec,
        s.llmCalls,
      ]),
    ).toEqual([
      [1, 3, 32, 2],
      [5, 5, 1, 1],
    ]);
    expect(stats.rate.spanSec).toBe(33);
    expect(stats.rate.messagesPerMinute).toBeCloseTo(6 / (33 / 60));
  });

  it("has no timeline and no rate when no call carries a clock", () => {
    const stats = historyStats(
      readHistoryMessages(
        history(userText("a"), { role: "assistant", content: [] }),
      ).messages,
    );
    expect(stats.timeline).toEqual([]);
    expect(stats.rate.messagesPerMinute).toBeNull();
    expect(stats.llm).toMatchObject({ count: 0, avgMs: null });
    // Unknown, not 0 ms: the one assistant message carries no timing.
    expect(stats.rate).toMatchObject({
      totalLlmMs: null,
      totalToolMs: null,
      modelTurns: 1,
      untimedModelTurns: 1,
    });
  });
});
