/**
 * The sessions list as rows: top-level sessions newest first, each followed by its child
 * sessions and the sub-agent trace files that fall within its time; loose files that fall
 * within no session stand on their own. Built once per list (O(entries)).
 */
import type { SessionList, SessionSummary } from "../../model/session";
import { defaultHistoryKey } from "../../model/session-ref";
import { sessionStateOf, type SessionState } from "../../model/session-state";
import {
  sessionEnd,
  sessionStart,
  type SessionTime,
} from "../../model/session-times";
import { usageText } from "./usage-text";

export interface SessionRowView {
  summary: SessionSummary;
  /** `child` and `trace` rows sit under the session above them. */
  relation: "session" | "child" | "trace" | "file";
  title: string;
  subtitle: string | null;
  /** Created or started, with where the time comes from. */
  start: SessionTime | null;
  /** Last activity, saved, last recorded or (last) file modified. */
  end: SessionTime | null;
  agentsText: string;
  /** session.json's execution status (v4), or what the history's end contradicts it with. */
  state: SessionState | null;
  /** How the main history ends: its last assistant message's stop_reason. */
  endsWith: string | null;
  messagesText: string;
  usageText: string | null;
  /** The history with a `_previous` save, to compare against it. */
  previousOf: { key: string; previousKey: string } | null;
}

export function buildSessionRows(list: SessionList): SessionRowView[] {
  const byId = new Map(list.sessions.map((s) => [s.id, s]));
  const rows: SessionRowView[] = [];
  for (const summary of list.sessions) {
    const isNested =
      (summary.kind === "child" &&
        summary.parentId !== null &&
        byId.has(summary.parentId)) ||
      (summary.kind === "file" && summary.withinSessions.length > 0);
    if (isNested) continue;
    rows.push(toRow(summary, summary.kind === "file" ? "file" : "session"));
    for (const id of summary.children) {
      const child = byId.get(id);
      if (child) rows.push(toRow(child, "child"));
    }
    for (const id of summary.subAgentTraces) {
      const trace = byId.get(id);
      if (trace) rows.push(toRow(trace, "trace"));
    }
  }
  return rows;
}

function toRow(
  summary: SessionSummary,
  relation: SessionRowView["relation"],
): SessionRowView {
  const main = summary.histories.find(
    (h) => h.key === defaultHistoryKey(summary),
  );
  const withPrevious = summary.histories.find((h) => h.previousKey !== null);
  return {
    summary,
    relation,
    title: summary.title ?? summary.firstUserPreview ?? summary.id,
    subtitle:
      summary.title && summary.firstUserPreview
        ? summary.firstUserPreview
        : null,
    start: sessionStart(summary),
    end: sessionEnd(summary),
    agentsText: summary.agents.join(", ") || "—",
    state: sessionStateOf(summary),
    endsWith: main?.lastStopReason ?? null,
    messagesText:
      main?.messageCount != null
        ? String(main.messageCount)
        : main?.problem
          ? "unreadable"
          : "—",
    usageText: usageText(summary.usage),
    previousOf: withPrevious
      ? { key: withPrevious.key, previousKey: withPrevious.previousKey! }
      : null,
  };
}
