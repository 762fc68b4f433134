/**
 * Naive local times, as fast-agent writes them (`2026-01-18T10:23:24.116526`: the writing
 * machine's local time, no zone) in `session.json`, session ids, trace file names and log
 * lines. They compare with each other, as strings of one fixed shape, but not with UTC
 * times without knowing the machine's offset, so they are never turned into epoch times
 * for display: they are shown as written, labelled "local time of the writer".
 */

const NAIVE =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Any ISO-like time → `YYYY-MM-DDTHH:MM:SS.ffffff` (an offset is dropped); null if not a time. */
export function toNaiveTime(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = NAIVE.exec(value.trim());
  if (!match) return null;
  const [, date, hoursMinutes, seconds, fraction] = match;
  return `${date}T${hoursMinutes}:${seconds ?? "00"}.${(fraction ?? "").padEnd(6, "0").slice(0, 6)}`;
}

/** A naive time as if it were UTC: only for arithmetic between naive times of one machine. */
export function naiveTimeMs(naive: string): number {
  return Date.parse(`${naive}Z`);
}

/** `naiveTimeMs` back to the naive shape. */
export function naiveTimeFromMs(ms: number): string {
  return new Date(ms).toISOString().replace("Z", "000").slice(0, 26);
}

/** `2026-01-18 10:23:24`, as written (no zone conversion). */
export function formatNaiveTime(naive: string | null): string {
  if (naive === null) return "—";
  return naive.slice(0, 19).replace("T", " ");
}

/** `2601181023-Kob2h3` → `2026-01-18T10:23:00.000000`; null for ids without that form. */
export function naiveTimeFromSessionId(id: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})-[A-Za-z0-9]{6}$/.exec(id);
  if (!match) return null;
  const [, yy, mm, dd, hh, min] = match;
  const naive = toNaiveTime(`20${yy}-${mm}-${dd}T${hh}:${min}`);
  return naive !== null && !Number.isNaN(naiveTimeMs(naive)) ? naive : null;
}

/** `ripgrep_search[1]-2026-01-20-11-50-39.json` → agent and naive time; null for other names. */
export function parseTraceFileName(
  name: string,
): { agent: string; savedAt: string } | null {
  const match =
    /^(.+)-(\d{4})-(\d{2})-(\d{2})-(\d{2})-(\d{2})-(\d{2})\.json$/i.exec(name);
  if (!match) return null;
  const [, agent, y, mo, d, h, mi, s] = match;
  const naive = toNaiveTime(`${y}-${mo}-${d}T${h}:${mi}:${s}`);
  return naive !== null && !Number.isNaN(naiveTimeMs(naive))
    ? { agent: agent!, savedAt: naive }
    : null;
}
