/**
 * The participant and session filters, applied by the proxy to a page the upstream
 * already filtered (reference §15): the names `ParticipantId` / `SessionId` are the
 * CLI's, not documented, and an upstream that ignores them would hand back every run.
 * A record is dropped only when it carries the field and the field says another person
 * or conversation; a record without the field is kept, since it cannot be judged.
 */
import type { RunListQuery } from "./run-source";

type WireRecord = Record<string, unknown>;

export function enforceListFilters(
  page: unknown,
  query: RunListQuery,
): unknown {
  if (!query.participantId && !query.sessionId) return page;
  if (page === null || typeof page !== "object") return page;
  const items = (page as { items?: unknown }).items;
  if (!Array.isArray(items)) return page;
  const kept = items.filter((item) => {
    if (item === null || typeof item !== "object") return true;
    const record = item as WireRecord;
    const trigger = record.trigger;
    if (
      query.participantId &&
      trigger !== null &&
      typeof trigger === "object" &&
      "participantId" in trigger &&
      (trigger as WireRecord).participantId !== query.participantId
    )
      return false;
    if (
      query.sessionId &&
      "sessionId" in record &&
      record.sessionId !== query.sessionId
    )
      return false;
    return true;
  });
  // The upstream's total counted the runs it should have filtered out: drop it.
  return kept.length === items.length
    ? page
    : { ...page, items: kept, totalCount: undefined };
}
