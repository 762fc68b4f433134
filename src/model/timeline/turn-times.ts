/**
 * A fast-agent history's time per turn, from its timing channels: the model's time (each
 * assistant message's `fast-agent-timing` `duration_ms`) against the tools' (each result's
 * `fast-agent-tool-timing` `timing_ms`). A message without its channel is counted as
 * untimed — never as zero — so "3 model calls, 1 untimed" reads as what it is.
 *
 * Reads the steps `fast-agent-history.ts` builds: turns at the top, model calls under them,
 * tool calls under those. O(n).
 */
import type { RunTrace } from "../run";

export interface TurnTime {
  /** The turn's step index and path. */
  index: number;
  path: string;
  name: string;
  llmMs: number;
  llmCalls: number;
  llmUntimed: number;
  toolMs: number;
  toolCalls: number;
  toolUntimed: number;
}

export function turnTimes(trace: RunTrace): TurnTime[] {
  const turns: TurnTime[] = [];
  for (const root of trace.roots) {
    const turn = trace.steps[root]!;
    const time: TurnTime = {
      index: root,
      path: turn.path,
      name: turn.name,
      llmMs: 0,
      llmCalls: 0,
      llmUntimed: 0,
      toolMs: 0,
      toolCalls: 0,
      toolUntimed: 0,
    };
    const stack = [...turn.children];
    while (stack.length > 0) {
      const step = trace.steps[stack.pop()!]!;
      if (step.kind === "LLM_STEP") {
        time.llmCalls++;
        if (step.durationMs === null) time.llmUntimed++;
        else time.llmMs += step.durationMs;
      } else if (step.kind === "TOOL") {
        time.toolCalls++;
        if (step.durationMs === null) time.toolUntimed++;
        else time.toolMs += step.durationMs;
      }
      stack.push(...step.children);
    }
    turns.push(time);
  }
  return turns;
}
