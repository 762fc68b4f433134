/**
 * A model call that ended in `stop_reason` error, timeout or maxIterations, with the
 * error text (the `fast-agent-error` channel, else the canned reply text). Complexity: O(messages).
 */
import { blocksText } from "../normalize/fast-agent-channels";
import type { HistoryMessage } from "../session";
import { makeHistoryFinding, type HistoryFinding } from "./history-finding";

const FAILING_STOPS: Readonly<Record<string, string>> = {
  error: "The model call failed",
  timeout: "The model call timed out",
  maxIterations: "The tool loop ran out of iterations",
};

export function findStopReasonErrors(
  messages: readonly HistoryMessage[],
): HistoryFinding[] {
  const findings: HistoryFinding[] = [];
  for (const message of messages) {
    const stop = message.stopReason;
    if (message.role !== "assistant" || stop === null || !FAILING_STOPS[stop])
      continue;
    const text = message.errorText ?? blocksText(message.content);
    findings.push(
      makeHistoryFinding({
        kind: "stop-reason-error",
        severity: "error",
        title: `${FAILING_STOPS[stop]} at message ${message.index} (stop_reason ${stop})`,
        detail: text ?? "No error text was recorded.",
        messageIndex: message.index,
      }),
    );
  }
  return findings;
}
