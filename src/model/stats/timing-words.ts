/**
 * How much of a history's time is known, in words for the statistics panel. A history
 * whose messages carry no `fast-agent-timing` / `fast-agent-tool-timing` (hand-written
 * few-shot files, legacy `GetPromptResult` files) has unknown times, not zero ones; a
 * partly timed history says how many turns and calls its totals leave out.
 */
import { formatDuration } from "../format/duration";
import type { HistoryStats } from "./history-stats";

export interface TimingWords {
  llmCalls: string;
  totalLlm: string;
  totalTool: string;
}

export function timingWords(rate: HistoryStats["rate"]): TimingWords {
  const { modelTurns, untimedModelTurns, toolCalls, untimedToolCalls } = rate;
  const isNothingTimed =
    rate.totalLlmMs === null &&
    rate.totalToolMs === null &&
    untimedModelTurns + untimedToolCalls > 0;
  if (isNothingTimed) {
    const missing = [
      untimedModelTurns > 0 && count(untimedModelTurns, "model turn"),
      untimedToolCalls > 0 && count(untimedToolCalls, "tool call"),
    ].filter(Boolean);
    return {
      llmCalls: `not recorded (${missing.join(", ")} without timing)`,
      totalLlm: "not recorded",
      totalTool: toolCalls === 0 ? "no tool calls" : "not recorded",
    };
  }
  return {
    llmCalls:
      untimedModelTurns > 0
        ? `${rate.llmCalls} (${untimedModelTurns} of ${count(modelTurns, "model turn")} without timing)`
        : String(rate.llmCalls),
    totalLlm: total(rate.totalLlmMs, rate.llmCalls, untimedModelTurns, "call"),
    totalTool:
      toolCalls === 0
        ? "no tool calls"
        : total(
            rate.totalToolMs,
            toolCalls - untimedToolCalls,
            untimedToolCalls,
            "call",
          ),
  };
}

function total(
  ms: number | null,
  timed: number,
  untimed: number,
  noun: string,
): string {
  if (ms === null)
    return untimed > 0
      ? `not recorded (${count(untimed, noun)} without timing)`
      : "none";
  return untimed > 0
    ? `${formatDuration(ms)} over ${count(timed, `timed ${noun}`)} (${untimed} without timing, not counted)`
    : formatDuration(ms);
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
