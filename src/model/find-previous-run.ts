/**
 * Finds the run before a run through the runs list: newest first, walking back in time
 * with `until = start − 1` (the list API has no back-cursor), one scope at a time (same
 * session, same participant, the agent). The rules of the choice are `previous-run.ts`;
 * fetching a page is the caller's (`src/api` passes the runs list query), so this stays
 * pure and testable without a network.
 *
 * Cost: one list request per scope in the common case; at most `MAX_PREVIOUS_PAGES` per
 * scope when a large fan-out of children started in between.
 */
import {
  describeNoPreviousRun,
  describePreviousChoice,
  pickPreviousRun,
  previousRunScopes,
  type PreviousRunChoice,
  type PreviousScope,
} from "./previous-run";
import type { RunSummary } from "./run";

/** The runs list filters this search uses (a subset of the runs page's URL filters). */
export interface PreviousRunPageQuery {
  /** Epoch ms, inclusive. */
  until: string;
  session?: string;
  participant?: string;
}

export interface PreviousRunPage {
  runs: RunSummary[];
  nextPageToken: string | null;
}

/** Pages per scope before giving up: the previous run is normally on the first. */
export const MAX_PREVIOUS_PAGES = 4;

export async function findPreviousRun(
  current: RunSummary,
  fetchPage: (query: PreviousRunPageQuery) => Promise<PreviousRunPage>,
): Promise<PreviousRunChoice> {
  if (current.startTime === null)
    return {
      run: null,
      scope: null,
      reason: describeNoPreviousRun(current, 0),
    };
  const tried: PreviousScope[] = [];
  let scannedInAgentScope = 0;
  for (const query of previousRunScopes(current)) {
    let until = current.startTime - 1;
    let skipped = 0;
    for (let page = 0; page < MAX_PREVIOUS_PAGES; page++) {
      const filters: PreviousRunPageQuery = { until: String(until) };
      if (query.session) filters.session = query.session;
      if (query.participant) filters.participant = query.participant;
      const { runs, nextPageToken } = await fetchPage(filters);
      if (query.scope === "agent") scannedInAgentScope += runs.length;
      const pick = pickPreviousRun(current, runs);
      skipped += pick.skipped;
      if (pick.run)
        return {
          run: pick.run,
          scope: query.scope,
          reason: describePreviousChoice(
            current,
            pick.run,
            query.scope,
            skipped,
            tried,
          ),
        };
      const oldest = oldestStart(runs);
      // No next page: the window holds no older run. An unmovable window would loop forever.
      if (!nextPageToken || oldest === null || oldest > until) break;
      until = oldest - 1;
    }
    tried.push(query.scope);
  }
  return {
    run: null,
    scope: null,
    reason: describeNoPreviousRun(current, scannedInAgentScope),
  };
}

function oldestStart(runs: readonly RunSummary[]): number | null {
  let oldest: number | null = null;
  for (const run of runs) {
    if (run.startTime !== null && (oldest === null || run.startTime < oldest))
      oldest = run.startTime;
  }
  return oldest;
}
