import { startTransition, useEffect, useRef, useState } from "react";
import type { RunTrace } from "../../model/run";

/**
 * The snapshot of a streaming trace the tree shows: the first at once, then the latest at
 * most every 250 ms, then the whole trace. On a large run the interval grows with the
 * steps read (1 s at 20,000, 5 s from 100,000): a snapshot costs the page O(steps shown)
 * (the tree widget rebuilds what it shows, decisions 1452 and 1453), so the share of the
 * page's time spent on snapshots stays about the same at any size.
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
): { trace: RunTrace; isComplete: boolean } {
  const [shown, setShown] = useState({ trace, isComplete });
  const latest = useRef({ trace, isComplete });
  const isBehind = shown.trace !== trace || shown.isComplete !== isComplete;
  const interval = snapshotInterval(trace.steps.length);
  useEffect(() => {
    latest.current = { trace, isComplete };
  });
  // A throttle, not a debounce: new batches do not push the next update back.
  useEffect(() => {
    if (!isBehind) return;
    const show = () => startTransition(() => setShown(latest.current));
    if (isComplete) return show();
    const timer = setTimeout(show, interval);
    return () => clearTimeout(timer);
  }, [shown, isBehind, isComplete, interval]);
  if (shown.isComplete || shown.trace.payloads !== undefined)
    return { trace, isComplete };
  return shown;
}

/** Milliseconds between the snapshots the tree shows, for a trace of `steps` so far. */
export function snapshotInterval(steps: number): number {
  return Math.min(5000, Math.max(250, steps / 20));
}
