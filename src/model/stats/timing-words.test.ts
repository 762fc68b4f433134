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
import { timingWords } from "./timing-words";

const wordsOf = (json: unknown) =>
  timingWords(historyStats(readHistoryMessages(json).messages).rate);

/** A hand-written few-shot file: no timing channels at all, as fast-agent's tool cards have. */
function untimed(wire: Record<string, unknown>) {
  const { channels: _channels, ...rest } = wire;
  return rest;
}

describe("timingWords", () => {
  it("says a hand-written history's times are not recorded, never 0ms", () => {
    const words = wordsOf(
      history(
        userText("find it"),
        untimed(assistantCalls([["t1", "execute"]])),
        untimed(toolResults({ t1: ["found"] })),
        untimed(assistantCalls([["t2", "execute"]])),
        untimed(toolResults({ t2: ["found again"] })),
        untimed(assistantText("done")),
      ),
    );
    expect(words).toEqual({
      llmCalls: "not recorded (3 model turns, 2 tool calls without timing)",
      totalLlm: "not recorded",
      totalTool: "not recorded",
    });
  });

  it("says a legacy GetPromptResult history (no channels) has no timing", () => {
    const words = wordsOf(
      JSON.parse(
        REAL_HISTORIES["tests__integration__prompt-server__multipart.json"],
      ),
    );
    expect(words.llmCalls).toMatch(
      /^not recorded \(\d+ model turns? without timing\)$/,
    );
    expect(words.totalLlm).toBe("not recorded");
    expect(words.totalTool).toBe("no tool calls");
  });

  it("counts a partly timed history's untimed turns and calls apart from its totals", () => {
    const words = wordsOf(
      history(
        userText("go"),
        assistantCalls(
          [
            ["a", "read"],
            ["b", "read"],
          ],
          { durationMs: 1500 },
        ),
        // `b` is never answered: it has no timing_ms.
        toolResults({ a: ["x", false, 2000] }),
        untimed(assistantText("done")),
      ),
    );
    expect(words).toEqual({
      llmCalls: "1 (1 of 2 model turns without timing)",
      totalLlm: "1.5s over 1 timed call (1 without timing, not counted)",
      totalTool: "2.0s over 1 timed call (1 without timing, not counted)",
    });
  });

  it("gives plain totals for a fully timed real trace", () => {
    const words = wordsOf(
      JSON.parse(
        REAL_HISTORIES["repo-root__ripgrep_search[1]-2026-01-20-11-50-39.json"],
      ),
    );
    expect(words).toEqual({
      llmCalls: "3",
      totalLlm: "4.4s",
      totalTool: "41ms",
    });
  });
});
