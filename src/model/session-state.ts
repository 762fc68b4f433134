/**
 * What state a fast-agent session is in, decided once for the sessions list and the session
 * page. `session.json`'s `execution.status` (v4) is what fast-agent last wrote; the history
 * can contradict it: a last assistant message whose tool calls have no result is a turn that
 * never finished (a crash, or a mid-turn checkpoint), whatever the status says.
 *
 * O(messages) for `historyEnd`; `sessionStateOf` is O(histories).
 */
import type { HistoryMessage, SessionSummary } from "./session";
import { defaultHistoryKey } from "./session-ref";

export interface SessionState {
  label: string;
  tone: "ok" | "error" | "open" | "muted";
  /** Why, when the label is not session.json's own word. */
  detail: string | null;
}

/** Tool calls of the last assistant message that no later message answers. */
export function unansweredAtEnd(messages: readonly HistoryMessage[]): number {
  let last = -1;
  for (let i = messages.length - 1; i >= 0; i--)
    if (messages[i]!.role === "assistant") {
      last = i;
      break;
    }
  if (last < 0) return 0;
  const answered = new Set<string>();
  for (let i = last + 1; i < messages.length; i++)
    for (const result of messages[i]!.toolResults) answered.add(result.id);
  return messages[last]!.toolCalls.filter((call) => !answered.has(call.id))
    .length;
}

/**
 * The history's last message is a user message of tool results: the calls were answered,
 * but the model never saw the results (fast-agent saves after each tool-loop iteration, so
 * a crash or kill there leaves exactly this).
 */
export function endsOnToolResults(
  messages: readonly HistoryMessage[],
): boolean {
  const last = messages[messages.length - 1];
  return (
    last !== undefined &&
    last.role === "user" &&
    last.hasToolResults &&
    last.toolResults.length > 0
  );
}

/** The state of a session (or loose history) from its status and its main history's end. */
export function sessionStateOf(summary: SessionSummary): SessionState | null {
  const key = defaultHistoryKey(summary);
  const main = summary.histories.find((history) => history.key === key);
  const unanswered = main?.unansweredCalls ?? 0;
  const status = summary.status;
  if (unanswered > 0) {
    const calls = `${unanswered} tool call${unanswered === 1 ? "" : "s"}`;
    if (status === "running")
      return {
        label: "running",
        tone: "open",
        detail: `The last save ends on ${calls} with no result yet (a mid-turn save).`,
      };
    return {
      label: "unanswered tool call",
      tone: "error",
      detail: `The history ends on ${calls} with no result${
        status ? `, although session.json says ${status}` : ""
      }: the turn never finished.`,
    };
  }
  if (main?.endsOnToolResults && (status === null || status === "completed"))
    return {
      label: "turn unfinished",
      tone: "error",
      detail: `The history ends on tool results the model never answered${
        status ? ", although session.json says completed" : ""
      }: the turn never finished.`,
    };
  if (status === null) return null;
  return {
    label: status,
    tone:
      status === "failed"
        ? "error"
        : status === "running"
          ? "open"
          : status === "completed"
            ? "ok"
            : "muted",
    detail: null,
  };
}
