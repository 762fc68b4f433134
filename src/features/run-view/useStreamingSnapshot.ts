import { useEffect, useRef, useState } from "react";
import type { RunTrace } from "../../model/run";

/**
 * The snapshot of a streaming trace the tree shows: the first at once, then the latest at
 * most every 250 ms, and the whole trace as soon as it is complete. On a large run the
 * interval grows with the steps read (1 s at 20,000, 5 s from 100,000): a snapshot costs
 * the page O(steps) (the tree widget rebuilds what it shows, decision 1452), so the share
 * of the page's time spent on snapshots stays about the same at any size.
 */
export function useStreamingSnapshot(
  trace: RunTrace,
  isComplete: boolean,
): RunTrace {
  const [shown, setShown] = useState(trace);
  const latest = useRef(trace);
  const isBehind = shown !== trace;
  const interval = snapshotInterval(trace.steps.length);
  useEffect(() => {
    latest.current = trace;
  });
  // A throttle, not a debounce: new batches do not push the next update back.
  useEffect(() => {
    if (!isBehind || isComplete) return;
    const timer = setTimeout(() => setShown(latest.current), interval);
    return () => clearTimeout(timer);
  }, [shown, isBehind, isComplete, interval]);
  // A complete trace, or another run's, is shown at once.
  if (isComplete || shown.payloads !== undefined) return trace;
  return shown;
}

/** Milliseconds between the snapshots the tree shows, for a trace of `steps` so far. */
export function snapshotInterval(steps: number): number {
  return Math.min(5000, Math.max(250, steps / 20));
}
