/**
 * A stretch of the run's time axis, as the `range` search param writes it: milliseconds
 * from the run's start, `from-to` (`range=12000-95500`). The steps "inside" it are those
 * whose span overlaps it — a step still running overlaps everything after its start, a
 * step without an end is a point at its start, an untimed step is inside no range.
 *
 * `stepsInRange` reads the steps' own times directly (no layout needed): O(n).
 */
import type { RunTrace } from "../run";
import { isTraceOpen } from "./step-spans";

export interface TimeRange {
  from: number;
  to: number;
}

const RANGE_PATTERN = /^(\d{1,15})-(\d{1,15})$/;

/** The param's value read as a range; null when absent, malformed or empty. */
export function parseTimeRange(value: string | undefined): TimeRange | null {
  const match = value ? RANGE_PATTERN.exec(value) : null;
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  return to > from ? { from, to } : null;
}

export function formatTimeRange(range: TimeRange): string {
  return `${Math.max(0, Math.floor(range.from))}-${Math.ceil(range.to)}`;
}

/** The indexes of the steps whose span overlaps `range` (ms from the run's start). */
export function stepsInRange(trace: RunTrace, range: TimeRange): Set<number> {
  const inside = new Set<number>();
  const origin = trace.startTime ?? earliest(trace);
  if (origin === null) return inside;
  const isOpen = isTraceOpen(trace);
  for (const step of trace.steps) {
    if (step.startTime === null) continue;
    const start = step.startTime - origin;
    const stop =
      step.endTime !== null
        ? step.endTime - origin
        : step.durationMs !== null && step.durationMs > 0
          ? start + step.durationMs
          : isOpen && !step.isError
            ? Infinity
            : start;
    if (start <= range.to && stop >= range.from) inside.add(step.index);
  }
  return inside;
}

function earliest(trace: RunTrace): number | null {
  let first: number | null = null;
  for (const step of trace.steps)
    if (step.startTime !== null && (first === null || step.startTime < first))
      first = step.startTime;
  return first;
}
