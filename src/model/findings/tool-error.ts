/** Tool results marked `isError`, each with its tool and text. Complexity: O(messages + results). */
import { blocksText } from "../normalize/fast-agent-channels";
import type { HistoryMessage } from "../session";
import { makeHistoryFinding, type HistoryFinding } from "./history-finding";

export function findToolErrors(
  messages: readonly HistoryMessage[],
): HistoryFinding[] {
  const names = new Map<string, string>();
  const findings: HistoryFinding[] = [];
  for (const message of messages) {
    for (const call of message.toolCalls) names.set(call.id, call.name);
    for (const result of message.toolResults) {
      if (!result.isError) continue;
      const name = names.get(result.id) ?? "(unknown tool)";
      findings.push(
        makeHistoryFinding({
          kind: "tool-error",
          severity: "error",
          title: `${name} returned an error (message ${message.index})`,
          detail:
            blocksText(result.content)?.slice(0, 600) ??
            message.errorText ??
            "The result is marked as an error and carries no text (isError: true).",
          messageIndex: message.index,
          callId: result.id,
        }),
      );
    }
  }
  return findings;
}
