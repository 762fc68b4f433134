/**
 * Short ids back to runs. The app shows ids shortened (`672a6e1c…`: the shortest prefix
 * that tells the screen's ids apart, `distinctShortForms`); the Open box takes the prefix
 * back (copying a shortened id copies it whole). No source can be asked for ids by prefix (the Fruxon API filters by time,
 * status, revision…, not by id), so the proxy reads the newest runs of every agent and
 * this module picks the records whose id starts with the typed text — and the worker does
 * the same over an opened file's runs. Pure; O(records).
 *
 * Case is ignored (ids are shown in lower case, people type either). A record whose id
 * is the typed text itself is the answer on its own, whatever else shares the prefix.
 */

/** Shorter than this, a prefix names too many runs to be worth a lookup. */
export const MIN_ID_PREFIX = 4;
/** Candidates listed at most; the answer counts the rest. */
export const MAX_ID_MATCHES = 20;

/** One run a prefix may mean: enough to choose it from a list. */
export interface RunIdMatch {
  runId: string;
  agentId: string;
  subject: string | null;
  startTime: number | null;
  status: string | null;
}

/** `GET /api/runs?prefix=…`: the matches, and what was searched (so "none" can say where). */
export interface RunIdPrefixAnswer {
  prefix: string;
  /** Newest first; the exact id alone when a record has it. */
  runs: RunIdMatch[];
  /** Matches beyond `runs` (the list is capped at `MAX_ID_MATCHES`). */
  more: number;
  searched: {
    agents: number;
    runs: number;
    /** The newest runs read per agent; null: every run the source holds. */
    perAgent: number | null;
  };
}

/** Whether text typed in the Open box is read as a prefix: a whole UUID or ObjectId is not. */
export function isIdPrefixCandidate(text: string): boolean {
  return !FULL_ID.test(text);
}

const FULL_ID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i;

/** The records (wire shape: `id`, `agentId`, `subject`, `startTime`, `status`) the prefix matches. */
export function matchIdPrefix(
  records: readonly unknown[],
  prefix: string,
): Pick<RunIdPrefixAnswer, "runs" | "more"> {
  const wanted = prefix.toLowerCase();
  const seen = new Set<string>();
  const matches: RunIdMatch[] = [];
  for (const record of records) {
    const match = matchOf(record);
    if (!match || seen.has(match.runId)) continue;
    if (!match.runId.toLowerCase().startsWith(wanted)) continue;
    seen.add(match.runId);
    if (match.runId.toLowerCase() === wanted) return { runs: [match], more: 0 };
    matches.push(match);
  }
  matches.sort((a, b) => (b.startTime ?? 0) - (a.startTime ?? 0));
  return {
    runs: matches.slice(0, MAX_ID_MATCHES),
    more: Math.max(0, matches.length - MAX_ID_MATCHES),
  };
}

function matchOf(record: unknown): RunIdMatch | null {
  if (record === null || typeof record !== "object") return null;
  const { id, agentId, subject, startTime, status } = record as Record<
    string,
    unknown
  >;
  if (typeof id !== "string" || typeof agentId !== "string") return null;
  return {
    runId: id,
    agentId,
    subject: typeof subject === "string" && subject !== "" ? subject : null,
    startTime:
      typeof startTime === "number" && startTime > 0 ? startTime : null,
    status: typeof status === "string" ? status : null,
  };
}
