import { startTransition, useEffect, useRef, useState } from "react";
import type { RunTrace } from "../../model/run";

/**
 * The snapshot of a streaming trace the tree shows: the first at once, then the latest at
 * most every 250 ms, then the whole trace. On a large run the interval grows with the
 * steps read (1 s at 5,000, 5 s from 25,000): each snapshot is a render of the tree widget
 * (decisions 1452 and 1453), tens of ms at 100,000 steps, while past the first few
 * thousand rows a new snapshot mostly adds closed rows (decision 1453).
 *
 * Each later snapshot, and the whole trace after the last, is shown in a transition: React
 * renders it in slices that scrolling and typing interrupt, instead of one task that holds
 * them up. `isComplete` is true only once the whole trace is the one shown, so nothing
 * reads a snapshot as the whole trace. A complete trace replaced by another (a live run's
 * new read, another run) shows at once.
 */
export function useStreamingSnapshot(
  trace: RunTrace,
  isComplete: boolean,
  /**
   * The step the page opens at (a deep link): the first snapshot that has it shows at
   * once, whatever the throttle says (the worker reads it first: decision 2001).
   */
  wanted?: string,
): { trace: RunTrace; isComplete: boolean } {
  const [shown, setShown] = useState({ trace, isComplete });
  const latest = useRef({ trace, isComplete });
  const isBehind = shown.trace !== trace || shown.isComplete !== isComplete;
  useEffect(() => {
    latest.current = { trace, isComplete };
  });
  // A throttle, not a debounce: new batches do not push the next update back (the interval
  // is read when the wait starts, not a dependency: it grows with every batch).
  useEffect(() => {
    if (!isBehind) return;
    const show = () => startTransition(() => setShown(latest.current));
    if (isComplete) return show();
    const timer = setTimeout(
      show,
      snapshotInterval(latest.current.trace.steps.length),
    );
    return () => clearTimeout(timer);
  }, [shown, isBehind, isComplete]);
  // Apart from the throttle, which a dependency on every batch would restart.
  const arrived =
    wanted !== undefined &&
    trace.byPath.has(wanted) &&
    !shown.trace.byPath.has(wanted);
  useEffect(() => {
    if (arrived) startTransition(() => setShown(latest.current));
  }, [arrived]);
  if (shown.isComplete || shown.trace.payloads !== undefined)
    return { trace, isComplete };
  return shown;
}

/** Milliseconds between the snapshots the tree shows, for a trace of `steps` so far. */
export function snapshotInterval(steps: number): number {
  return Math.min(5000, Math.max(250, steps / 5));
}
