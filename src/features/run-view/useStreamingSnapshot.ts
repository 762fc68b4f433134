import { useEffect, useRef, useState } from "react";
import type { RunTrace } from "../../model/run";

/**
 * The snapshot of a streaming trace the tree shows: the first at once, then the latest at
 * most every 250 ms (every second on a large run: rebuilding the tree widget costs
 * O(steps) on the page's thread), and the whole trace as soon as it is complete.
 */
export function useStreamingSnapshot(
  trace: RunTrace,
  isComplete: boolean,
): RunTrace {
  const [shown, setShown] = useState(trace);
  const latest = useRef(trace);
  const isBehind = shown !== trace;
  const interval = trace.steps.length > 20_000 ? 1000 : 250;
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
