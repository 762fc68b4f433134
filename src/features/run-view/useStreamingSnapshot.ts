import { useEffect, useState } from "react";
import type { RunTrace } from "../../model/run";

/**
 * The snapshot of a streaming trace the tree shows: the first at once, then at most one a
 * second on a large run (rebuilding the tree widget costs O(steps) on the page's thread),
 * and the whole trace as soon as it is complete.
 */
export function useStreamingSnapshot(
  trace: RunTrace,
  isComplete: boolean,
): RunTrace {
  const [shown, setShown] = useState(trace);
  const interval = trace.steps.length > 20_000 ? 1000 : 250;
  const isBehind = shown !== trace;
  useEffect(() => {
    if (!isBehind) return;
    const timer = setTimeout(() => setShown(trace), isComplete ? 0 : interval);
    return () => clearTimeout(timer);
  }, [isBehind, trace, isComplete, interval]);
  // A complete trace, or another run, is shown at once.
  if (isComplete || shown.payloads !== undefined) return trace;
  return shown;
}
