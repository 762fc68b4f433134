import { useEffect } from "react";
import type { RunTrace } from "../../model/run";
import { searchIndexBuilder } from "../../model/tree/search-index";
import { cancelIdle, requestIdle } from "../../ui/idle";

/** Idle slices leave this much of each frame's idle period to the browser. */
const SLACK_MS = 2;
/** A page that is never idle still gets its index, a slice at a time. */
const IDLE_OPTIONS = { timeout: 5000 };

/**
 * Builds the trace's filter index in idle time once the tree is on screen, so the first
 * filter a person types costs a search, not a pass over every payload. Slices stop when
 * the idle period runs out: scrolling and clicking never wait on it.
 */
export function useSearchIndexWarmUp(
  trace: RunTrace,
  isComplete: boolean,
): void {
  useEffect(() => {
    // A trace the worker keeps is indexed there, as soon as it is read; a snapshot of one
    // still streaming in holds summaries only, and the filter waits for the whole trace.
    if (trace.payloads || !isComplete) return;
    const builder = searchIndexBuilder(trace);
    if (builder.isDone) return;
    let handle = 0;
    const slice = (deadline: IdleDeadline) => {
      if (!builder.work(() => deadline.timeRemaining() < SLACK_MS))
        handle = requestIdle(slice, IDLE_OPTIONS);
    };
    handle = requestIdle(slice, IDLE_OPTIONS);
    return () => cancelIdle(handle);
  }, [trace, isComplete]);
}
