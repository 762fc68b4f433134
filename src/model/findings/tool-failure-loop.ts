/**
 * A repeated tool-failure loop: at least `MIN_LOOP` tool calls in a row (in history order,
 * across model calls) whose results are all `isError`. A single failure the agent routes
 * around is a tool error, not a loop. Complexity: O(messages + results).
 */
import type { HistoryMessage } from "../session";
import { makeHistoryFinding, type HistoryFinding } from "./history-finding";

export const MIN_LOOP = 3;

interface Failure {
  messageIndex: number;
  callId: string;
  name: string;
}

export function findToolFailureLoops(
  messages: readonly HistoryMessage[],
): HistoryFinding[] {
  const names = new Map<string, string>();
  const findings: HistoryFinding[] = [];
  let run: Failure[] = [];
  const close = () => {
    if (run.length >= MIN_LOOP) findings.push(loopFinding(run));
    run = [];
  };
  for (const message of messages) {
    for (const call of message.toolCalls) names.set(call.id, call.name);
    for (const result of message.toolResults) {
      if (!result.isError) {
        close();
        continue;
      }
      run.push({
        messageIndex: message.index,
        callId: result.id,
        name: names.get(result.id) ?? "(unknown tool)",
      });
    }
  }
  close();
  return findings;
}

function loopFinding(run: Failure[]): HistoryFinding {
  const counts = new Map<string, number>();
  for (const failure of run)
    counts.set(failure.name, (counts.get(failure.name) ?? 0) + 1);
  const first = run[0]!;
  const last = run[run.length - 1]!;
  return makeHistoryFinding({
    kind: "tool-failure-loop",
    severity: "warning",
    title: `${run.length} tool calls failed in a row (messages ${first.messageIndex}–${last.messageIndex})`,
    detail: `${[...counts].map(([name, count]) => `${name} ×${count}`).join(", ")}: the agent kept retrying without a successful result in between.`,
    messageIndex: first.messageIndex,
    callId: first.callId,
  });
}
