/**
 * Every finding of a history, most severe first, each pointing at its step: the tool step
 * for a finding about a call, else the message's step. Complexity: O(messages + steps).
 */
import type { NormalizedHistory } from "../session";
import { findDuplicateUserMessages } from "./duplicate-user-message";
import type { HistoryFinding } from "./history-finding";
import { findStopReasonErrors } from "./stop-reason-error";
import { findToolErrors } from "./tool-error";
import { findToolFailureLoops } from "./tool-failure-loop";
import { findUnansweredToolCalls } from "./unanswered-tool-call";

const ORDER: Readonly<Record<string, number>> = {
  "unanswered-tool-call": 0,
  "stop-reason-error": 1,
  "tool-failure-loop": 2,
  "duplicate-user-message": 3,
  "tool-error": 4,
};

export function findHistoryFindings(
  history: NormalizedHistory,
  file: string,
): HistoryFinding[] {
  const { messages, trace, stepByMessage } = history;
  const toolSteps = new Map<string, number>();
  for (const step of trace.steps)
    if (step.kind === "TOOL" && step.id !== null)
      toolSteps.set(step.id, step.index);
  const findings = [
    ...findUnansweredToolCalls(messages, file),
    ...findStopReasonErrors(messages),
    ...findToolFailureLoops(messages),
    ...findDuplicateUserMessages(messages),
    ...findToolErrors(messages),
  ];
  return findings
    .map((finding, order) => ({ finding, order }))
    .sort(
      (a, b) =>
        (ORDER[a.finding.kind] ?? 9) - (ORDER[b.finding.kind] ?? 9) ||
        a.finding.messageIndex - b.finding.messageIndex ||
        a.order - b.order,
    )
    .map(({ finding }) => {
      const index =
        (finding.callId !== null ? toolSteps.get(finding.callId) : undefined) ??
        stepByMessage.get(finding.messageIndex);
      const step = index !== undefined ? trace.steps[index]! : null;
      return {
        ...finding,
        steps: step ? [{ path: step.path, name: step.name, note: null }] : [],
      };
    });
}
