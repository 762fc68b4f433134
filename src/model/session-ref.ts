/**
 * References to a history across sessions, as the `against` search param writes them:
 * `<sessionId>` (that session's main history) or `<sessionId>/<historyKey>`. Session ids
 * and history keys never contain `/` (the proxy's ids exclude it), so the first `/` splits.
 */
import type { SessionSummary } from "./session";

export interface HistoryRef {
  sessionId: string;
  /** null: the session's main history. */
  key: string | null;
}

export function formatHistoryRef(ref: HistoryRef): string {
  return ref.key === null ? ref.sessionId : `${ref.sessionId}/${ref.key}`;
}

export function parseHistoryRef(text: string | undefined): HistoryRef | null {
  if (!text) return null;
  const slash = text.indexOf("/");
  if (slash === 0) return null;
  if (slash < 0) return { sessionId: text, key: null };
  const key = text.slice(slash + 1);
  return key && !key.includes("/")
    ? { sessionId: text.slice(0, slash), key }
    : null;
}

/** The history a session opens on: the active agent's, else the first current one, else any. */
export function defaultHistoryKey(summary: SessionSummary): string | null {
  const histories = summary.histories;
  return (
    histories.find(
      (h) => h.kind === "history" && h.agent === summary.activeAgent,
    )?.key ??
    histories.find(
      (h) => h.kind === "history" || h.kind === "trace" || h.kind === "saved",
    )?.key ??
    histories[0]?.key ??
    null
  );
}
