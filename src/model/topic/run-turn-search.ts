/**
 * Paging back through a topic's turns for a run's own turn (or an entry a link names): whether
 * to fetch an older page, and — once the search has ended without the run's turn — how far
 * the loaded turns reach, so the view can say it instead of showing someone else's turns as
 * if they answered the question.
 */
import type { Transcript } from "./transcript";

/** How far back a run's own turn, or a linked entry, is looked for (pages of 50). */
export const MAX_PAGES_BACK = 40;

export interface RunWithoutTurn {
  runId: string;
  /** The whole conversation is loaded; the loaded turns reach back to before the run started; or not that far. */
  reach: "whole" | "before-run" | "partial";
}

export function searchRunTurn({
  run,
  focusId,
  transcript,
  hasOlder,
  isFetchingOlder,
  pagesLoaded,
}: {
  run: { runId: string; runStartedAt: number | null } | null;
  /** An entry to page back to (`?message=`). */
  focusId: string | null;
  transcript: Transcript | null;
  hasOlder: boolean;
  isFetchingOlder: boolean;
  pagesLoaded: number;
}): { fetchOlder: boolean; runWithoutTurn: RunWithoutTurn | null } {
  if (transcript === null) return { fetchOlder: false, runWithoutTurn: null };
  const oldest = transcript.turns[0]?.at ?? null;
  const isRunTurnMissing =
    run !== null && transcript.runTurnIndexes.length === 0;
  // Older than the run's start, a turn cannot be the run's: no need to look further.
  const isPastRunStart =
    run?.runStartedAt != null && oldest !== null && oldest < run.runStartedAt;
  const wantsOlder =
    (isRunTurnMissing && !isPastRunStart) ||
    (focusId !== null && !transcript.indexById.has(focusId));
  const canFetch = hasOlder && pagesLoaded < MAX_PAGES_BACK;
  const fetchOlder = wantsOlder && canFetch && !isFetchingOlder;
  const isSearching = isRunTurnMissing && !isPastRunStart && canFetch;
  return {
    fetchOlder,
    runWithoutTurn:
      run !== null && isRunTurnMissing && !isSearching && !isFetchingOlder
        ? {
            runId: run.runId,
            reach: !hasOlder
              ? "whole"
              : isPastRunStart
                ? "before-run"
                : "partial",
          }
        : null,
  };
}
