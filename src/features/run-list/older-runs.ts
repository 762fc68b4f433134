/**
 * Where "Older runs" goes: the API has no back-cursor, so the next page is the same list
 * with `until` just before the oldest run this page covered — the oldest run shown, or,
 * when the proxy stopped reading before it could fill the page, the oldest run it read.
 */
import type { RunPage } from "../../model/normalize/fruxon-record";

/** The `until` (epoch ms, as a string) of the next older page, or null when there is none. */
export function olderRunsUntil(page: RunPage, pageSize: number): string | null {
  const hasOlder =
    page.runs.length >= pageSize ||
    page.nextPageToken !== null ||
    page.resumeBefore !== null;
  if (!hasOlder) return null;
  let oldest: number | null = page.resumeBefore;
  for (const run of page.runs)
    if (run.startTime !== null && (oldest === null || run.startTime < oldest))
      oldest = run.startTime;
  return oldest === null ? null : String(oldest - 1);
}
