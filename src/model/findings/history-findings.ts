/**
 * Every finding of a history, most severe first, each with the step it points at.
 * Complexity: O(messages + steps).
 */
import type { NormalizedHistory } from "../session";
import { findDuplicateUserMessages } from "./duplicate-user-message";
import type { HistoryFinding } from "./history-finding";
import { findStopReasonErrors } from "./stop-reason-error";
import { findToolErrors } from "./tool-error";
import { findToolFailureLoops } from "./tool-failure-loop";
import { findUnansweredToolCalls } from "./unanswered-tool-call";

export interface LocatedFinding extends HistoryFinding {
  /** The step to select for it: the tool step for a call, else the message's step. */
  stepPath: string | null;
}

const ORDER: Readonly<Record<HistoryFinding["kind"], number>> = {
  "unanswered-tool-call": 0,
  "stop-reason-error": 1,
  "tool-failure-loop": 2,
  "duplicate-user-message": 3,
  "tool-error": 4,
};

export function findHistoryFindings(
  history: NormalizedHistory,
  file: string,
): LocatedFinding[] {
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
        ORDER[a.finding.kind] - ORDER[b.finding.kind] ||
        a.finding.messageIndex - b.finding.messageIndex ||
        a.order - b.order,
    )
    .map(({ finding }) => {
      const index =
        (finding.callId !== null ? toolSteps.get(finding.callId) : undefined) ??
        stepByMessage.get(finding.messageIndex);
      return {
        ...finding,
        stepPath: index !== undefined ? trace.steps[index]!.path : null,
      };
    });
}
