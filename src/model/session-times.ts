/**
 * A session's start and end as the list and the session page show them, each with where it
 * comes from, and the order of the list — decided once, here (decision 1715).
 *
 * fast-agent's own records come first: session.json's `created_at` / `last_activity`, the
 * creation minute in a session id, the save time in a trace's or export's file name (the
 * end of the turn, not its start), the wall-clock times written inside the history (UTC).
 * A file's mtime on this machine is last: a copy, a checkout or an unzip sets it, so it
 * is shown only when nothing else is known, marked as such, and sorts after every entry
 * with a recorded time.
 */
import { naiveTimeFromMs } from "./format/naive-time";
import type { NaiveLocalTime, SessionSummary } from "./session";

export type SessionTimeSource =
  "session.json" | "session id" | "file name" | "recorded" | "file modified";

export interface SessionTime {
  /** What the time marks. */
  label:
    | "Created"
    | "Started"
    | "Last activity"
    | "Saved"
    | "Last recorded"
    | "Modified";
  source: SessionTimeSource;
  /** The writer's local time (session.json, id, file name), or this machine's (file modified). */
  naive: NaiveLocalTime | null;
  /** UTC epoch ms: times recorded inside the history. */
  utcMs: number | null;
  /** The source holds only the minute (a session id, a `/save` export's name). */
  isMinute: boolean;
}

/** Where the time comes from, in words: short for the cell, whole for its tooltip. */
export const SOURCE_WORDS: Record<
  SessionTimeSource,
  { short: string; long: string }
> = {
  "session.json": { short: "session.json", long: "from session.json" },
  "session id": { short: "from the id", long: "from the session id" },
  "file name": { short: "from the file name", long: "from the file name" },
  recorded: {
    short: "recorded",
    long: "recorded in the history (message or usage timestamps, UTC)",
  },
  "file modified": {
    short: "file modified on this machine",
    long: "the file's modified time on this machine: not a time fast-agent recorded",
  },
};

const naive = (
  label: SessionTime["label"],
  source: SessionTimeSource,
  time: NaiveLocalTime,
  isMinute = false,
): SessionTime => ({ label, source, naive: time, utcMs: null, isMinute });

const utc = (label: SessionTime["label"], ms: number): SessionTime => ({
  label,
  source: "recorded",
  naive: null,
  utcMs: ms,
  isMinute: false,
});

/** When the session was created or the history began; null when nothing records it. */
export function sessionStart(summary: SessionSummary): SessionTime | null {
  if (summary.createdAt)
    return naive("Created", "session.json", summary.createdAt);
  if (summary.createdAtFromName)
    return naive("Created", "session id", summary.createdAtFromName, true);
  if (summary.recorded) return utc("Started", summary.recorded.firstMs);
  return null;
}

/** Its last activity, save or last recorded time; the file's mtime only when none is known. */
export function sessionEnd(summary: SessionSummary): SessionTime | null {
  if (summary.lastActivity)
    return naive("Last activity", "session.json", summary.lastActivity);
  if (summary.savedAtFromName)
    return naive(
      "Saved",
      "file name",
      summary.savedAtFromName,
      // `%y_%m_%d_%H_%M-conversation.json`: a `/save` export's name holds the minute.
      summary.histories[0]?.kind === "saved",
    );
  if (summary.recorded) return utc("Last recorded", summary.recorded.lastMs);
  if (summary.modifiedAt)
    return naive("Modified", "file modified", summary.modifiedAt);
  return null;
}

/**
 * Newest first by the latest recorded time; entries known only by their mtime after all
 * others (newest first among themselves), then those with no time at all. Recorded UTC
 * times are compared with the writers' local times as they are: off by the writer's
 * offset (hours), which is as close as the data allows.
 */
export function compareSessionsNewestFirst(
  a: SessionSummary,
  b: SessionSummary,
): number {
  const [tierA, keyA] = sortKey(a);
  const [tierB, keyB] = sortKey(b);
  return tierA - tierB || keyB.localeCompare(keyA) || a.id.localeCompare(b.id);
}

function sortKey(summary: SessionSummary): [number, string] {
  const recorded =
    summary.lastActivity ??
    summary.savedAtFromName ??
    (summary.recorded ? naiveTimeFromMs(summary.recorded.lastMs) : null) ??
    summary.createdAt ??
    summary.createdAtFromName;
  if (recorded) return [0, recorded];
  if (summary.modifiedAt) return [1, summary.modifiedAt];
  return [2, ""];
}
