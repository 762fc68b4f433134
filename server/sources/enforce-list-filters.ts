/**
 * The participant, session and origin filters, applied by the proxy to a page the upstream
 * already filtered (docs/reference/fruxon-wire.md §15): the names `ParticipantId` /
 * `SessionId` / `Origin` are assumed, not documented, and an upstream that ignores them
 * would hand back every run. A record is dropped only when it carries the field and the
 * field says another person, conversation or origin; a record without the field is kept,
 * since it cannot be judged.
 *
 * When records were dropped, the page is short: older pages are read (by offset,
 * `PageToken.Skip`) until the page is full or the upstream has nothing older, so a filtered
 * page never comes back empty while matching runs exist further back. Reading stops after
 * `MAX_EXTRA_PAGES` pages; the page then says where the proxy stopped (`resumeBefore`, the
 * start time of the oldest run it read), so "Older runs" can go on from there.
 */
import type { RunListQuery } from "./run-source";

type WireRecord = Record<string, unknown>;
type WirePage = WireRecord & { items: unknown[]; nextPageToken?: unknown };

/** Upstream pages read beyond the first for one filtered page. */
export const MAX_EXTRA_PAGES = 20;
/** Rows asked per extra page: the filter keeps few of them. */
const EXTRA_PAGE_SIZE = 200;

export async function listEnforcingFilters(
  query: RunListQuery,
  fetchPage: (query: RunListQuery) => Promise<unknown>,
): Promise<unknown> {
  const first = await fetchPage(query);
  if (!isPage(first) || !hasProxyFilters(query)) return first;
  const start = query.skip ?? 0;
  // Each kept row with its position in the upstream's unfiltered order.
  const kept = keepMatching(first.items, start, query);
  if (kept.length === first.items.length) return first;

  const seen = new Set(first.items.map(idOf));
  let offset = start + first.items.length;
  let hasOlder = mayHaveMore(first, query.pageSize);
  let oldestRead = oldestStart(first.items);
  for (
    let extra = 0;
    kept.length < query.pageSize && hasOlder && extra < MAX_EXTRA_PAGES;
    extra++
  ) {
    const next = await fetchPage({
      ...query,
      pageSize: EXTRA_PAGE_SIZE,
      skip: offset,
      cursor: undefined,
    });
    const fresh = isPage(next)
      ? next.items.filter((item) => !seen.has(idOf(item)))
      : [];
    // An upstream that answers the same rows whatever the offset cannot be paged.
    if (fresh.length === 0) {
      hasOlder = false;
      break;
    }
    for (const item of fresh) seen.add(idOf(item));
    kept.push(...keepMatching(fresh, offset, query));
    offset += (next as WirePage).items.length;
    hasOlder = mayHaveMore(next as WirePage, EXTRA_PAGE_SIZE);
    oldestRead = Math.min(oldestRead, oldestStart(fresh));
  }

  const isFull = kept.length >= query.pageSize;
  const shown = kept.slice(0, query.pageSize);
  // The offset to go on from, in the upstream's unfiltered order (`PageToken.Skip`).
  const resumeAt = isFull ? shown[shown.length - 1]!.position + 1 : offset;
  const page: WireRecord = {
    ...first,
    items: shown.map((entry) => entry.item),
    nextPageToken:
      hasOlder || kept.length > query.pageSize ? String(resumeAt) : "",
    // The upstream's total counted the runs it should have filtered out.
    totalCount: undefined,
  };
  if (hasOlder && !isFull && Number.isFinite(oldestRead))
    page.resumeBefore = oldestRead;
  return page;
}

function keepMatching(
  items: unknown[],
  firstPosition: number,
  query: RunListQuery,
): { item: unknown; position: number }[] {
  const kept: { item: unknown; position: number }[] = [];
  items.forEach((item, index) => {
    if (matches(item, query))
      kept.push({ item, position: firstPosition + index });
  });
  return kept;
}

function hasProxyFilters(query: RunListQuery): boolean {
  return Boolean(query.participantId || query.sessionId || query.origin);
}

function matches(item: unknown, query: RunListQuery): boolean {
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
  if (
    query.origin &&
    typeof record.origin === "string" &&
    record.origin.toUpperCase() !== query.origin
  )
    return false;
  return true;
}

function isPage(value: unknown): value is WirePage {
  return (
    value !== null &&
    typeof value === "object" &&
    Array.isArray((value as { items?: unknown }).items)
  );
}

/** A token says there is more; without one, a full page may still have a successor. */
function mayHaveMore(page: WirePage, asked: number): boolean {
  if (typeof page.nextPageToken === "string" && page.nextPageToken !== "")
    return true;
  return page.items.length >= asked;
}

function idOf(item: unknown): unknown {
  return item !== null && typeof item === "object"
    ? (item as WireRecord).id
    : item;
}

function oldestStart(items: unknown[]): number {
  let oldest = Infinity;
  for (const item of items) {
    const start = (item as WireRecord | null)?.startTime;
    if (typeof start === "number" && start > 0 && start < oldest)
      oldest = start;
  }
  return oldest;
}
