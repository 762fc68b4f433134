/**
 * Two runs on one relative axis, for the compare view's timeline: each run's steps placed
 * by their time since *their own run's* start, so the two runs line up at zero and an
 * aligned pair's bars sit one above the other — "the second run spent 6 minutes more in
 * step 1.4" is the difference of their lengths (`deltaMs`).
 *
 * Per pair O(1) (a row renders its own bars); `largestDeltas` is one pass over the aligned
 * rows, kept to the `k` largest. Untimed steps have no bar and no delta.
 */
import type { RunTrace, Step } from "../run";

export interface RunAxis {
  /** Epoch ms of the run's zero; null when nothing in it is timed. */
  origin: number | null;
  /** Its span from zero (end − start, or its last step's end while open). */
  span: number;
}

export interface PairBar {
  start: number;
  /** NaN: no end recorded (a point). */
  stop: number;
}

export function runAxis(trace: RunTrace): RunAxis {
  let origin = trace.startTime;
  let last = trace.endTime;
  if (origin === null || last === null)
    for (const step of trace.steps) {
      if (
        step.startTime !== null &&
        (origin === null || step.startTime < origin)
      )
        origin ??= step.startTime;
      const end = step.endTime ?? step.startTime;
      if (end !== null && (last === null || end > last)) last = end;
    }
  return {
    origin,
    span: origin !== null && last !== null ? Math.max(0, last - origin) : 0,
  };
}

/** A step's bar on its run's relative axis; null when the step is untimed. */
export function barOf(step: Step | undefined, axis: RunAxis): PairBar | null {
  if (!step || step.startTime === null || axis.origin === null) return null;
  const start = step.startTime - axis.origin;
  const stop =
    step.endTime !== null
      ? step.endTime - axis.origin
      : step.durationMs !== null && step.durationMs > 0
        ? start + step.durationMs
        : NaN;
  return { start, stop };
}

/** How much longer this run's step (right) took than the other's (left); null unless both are timed. */
export function deltaOf(
  left: PairBar | null,
  right: PairBar | null,
): number | null {
  if (!left || !right || Number.isNaN(left.stop) || Number.isNaN(right.stop))
    return null;
  return right.stop - right.start - (left.stop - left.start);
}

/** The `k` aligned rows whose lengths differ most (either way), largest first. */
export function largestDeltas(
  nodes: readonly { left?: Step; right?: Step }[],
  left: RunAxis,
  right: RunAxis,
  k: number,
): { node: number; deltaMs: number }[] {
  const top: { node: number; deltaMs: number }[] = [];
  nodes.forEach((node, index) => {
    const delta = deltaOf(barOf(node.left, left), barOf(node.right, right));
    if (delta === null || delta === 0) return;
    const size = Math.abs(delta);
    if (top.length === k && size <= Math.abs(top[k - 1]!.deltaMs)) return;
    let at = top.length;
    while (at > 0 && Math.abs(top[at - 1]!.deltaMs) < size) at--;
    top.splice(at, 0, { node: index, deltaMs: delta });
    if (top.length > k) top.pop();
  });
  return top;
}
