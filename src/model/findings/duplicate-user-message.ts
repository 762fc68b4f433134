/**
 * Duplicate user message: two consecutive user messages that both lack `tool_results`.
 * A tool-result (or interrupt) message followed by the next prompt is legitimate and not
 * flagged (fast-agent merges those only in the request it sends). Two template messages in
 * a row (an applied multi-message prompt) are not flagged either. Complexity: O(messages).
 */
import { blocksText } from "../normalize/fast-agent-channels";
import type { HistoryMessage } from "../session";
import { makeHistoryFinding, type HistoryFinding } from "./history-finding";

export const DUPLICATE_USER_CAUSE =
  "Often from before_llm_call hooks appending instructions. Check the agent card's tool_hooks configuration.";

export function findDuplicateUserMessages(
  messages: readonly HistoryMessage[],
): HistoryFinding[] {
  const findings: HistoryFinding[] = [];
  for (let i = 1; i < messages.length; i++) {
    const first = messages[i - 1]!;
    const second = messages[i]!;
    if (first.role !== "user" || second.role !== "user") continue;
    if (first.hasToolResults || second.hasToolResults) continue;
    if (first.isTemplate && second.isTemplate) continue;
    const isIdentical =
      blocksText(first.content) !== null &&
      blocksText(first.content) === blocksText(second.content);
    findings.push(
      makeHistoryFinding({
        kind: "duplicate-user-message",
        severity: "warning",
        title: `Two user messages in a row at ${first.index} and ${second.index}`,
        detail: `Messages ${first.index} and ${second.index} are both user messages without tool_results, before any assistant reply${
          isIdentical ? "; their text is identical" : ""
        }.`,
        messageIndex: second.index,
        cause: DUPLICATE_USER_CAUSE,
      }),
    );
  }
  return findings;
}
