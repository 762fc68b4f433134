/**
 * Unanswered tool call: an assistant message with `tool_calls` whose ids are not all in the
 * next message's `tool_results` (the next message is absent, not a user message, or lacks
 * some ids). Providers then refuse the history ("No tool output found for function call").
 *
 * The fix is the one in docs/reference/investigation-workflow.md#failure-patterns: truncate to the last user message with `tool_results` before the
 * break (keep 0…N, i.e. `.messages[0:N+1]`). A history that simply ends on `toolUse` is
 * also what a running session's mid-turn checkpoint looks like; the detail says so.
 * Complexity: O(messages + calls).
 */
import type { HistoryMessage } from "../session";
import { shellPathWord } from "../format/shell-word";
import { makeHistoryFinding, type HistoryFinding } from "./history-finding";

export function findUnansweredToolCalls(
  messages: readonly HistoryMessage[],
  file: string,
): HistoryFinding[] {
  const findings: HistoryFinding[] = [];
  let lastResultIndex: number | null = null;
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    if (message.role === "user" && message.hasToolResults)
      lastResultIndex = message.index;
    if (message.role !== "assistant" || message.toolCalls.length === 0)
      continue;
    const next = messages[i + 1];
    const answered = new Set(
      next?.role === "user" ? next.toolResults.map((result) => result.id) : [],
    );
    const missing = message.toolCalls.filter((call) => !answered.has(call.id));
    if (missing.length === 0) continue;
    const isLast = i === messages.length - 1;
    const truncateTo =
      lastResultIndex !== null ? lastResultIndex + 1 : message.index;
    const word = shellPathWord(file);
    findings.push(
      makeHistoryFinding({
        kind: "unanswered-tool-call",
        severity: "error",
        title: `Unanswered tool call${missing.length > 1 ? "s" : ""} at message ${message.index}`,
        detail: `${missing.map((call) => `${call.name} (${call.id})`).join(", ")} ${
          missing.length > 1 ? "have" : "has"
        } no result in ${
          isLast
            ? "the history, which ends on this call (stop_reason " +
              `${message.stopReason ?? "none"}). A running session's mid-turn save looks the same; ` +
              "a resumed one fails with “No tool output found for function call”."
            : next?.role === "user"
              ? `the next message (${next.index}), a user message${next.hasToolResults ? " whose tool_results lack these ids" : " without tool_results"}.`
              : `the next message (${next!.index}), which is not a user message.`
        }`,
        messageIndex: message.index,
        callId: missing[0]!.id,
        cause:
          "Session interrupted mid-tool-loop, then resumed with new user input before the tool completed.",
        fix: {
          summary: `truncate to messages[0:${truncateTo}]`,
          detail: `${
            lastResultIndex !== null
              ? `keep messages 0–${lastResultIndex}, up to the last user message with tool_results before the break.`
              : "there is no earlier tool result, so keep everything before the broken call."
          } Resume never reads the _previous file; back the history up first.`,
        },
        commands: [
          {
            label: "Find the last user message with tool_results",
            command: `jq '.messages | to_entries | map(select(.value.role == "user" and .value.tool_results != null)) | last | .key' ${word}`,
            note: "prints N, the last user message with tool_results",
          },
          {
            label: "Truncate",
            command: `jq '.messages = .messages[0:${truncateTo}]' ${word} > /tmp/fixed.json && mv /tmp/fixed.json ${word}`,
            note: `keeps messages[0:${truncateTo}] and writes the file back`,
          },
        ],
      }),
    );
  }
  return findings;
}
