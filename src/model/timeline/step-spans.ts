/**
 * Where each step sits on the run's time axis, as columns (one typed array per field, one
 * slot per step in pre-order), read from what the trace records and nothing more:
 *
 * - a step without a `startTime` is untimed (`start` NaN): it gets no bar, never one at 0;
 * - `endTime: 0` (read as null) while the run is open means still running: the bar runs to
 *   `now` (`SPAN_OPEN`); in a run that has ended it means no end was recorded: a `duration`
 *   gives the end (`SPAN_END_FROM_DURATION`), else the step is a point (`SPAN_NO_END`);
 * - a child that starts before its parent (clock skew, or a parent re-entered on resume) or
 *   ends after it keeps its own times, flagged, and widens its ancestors' *hull* — the span
 *   of a step with everything under it — so the run's coverage is not misread as a gap;
 * - a reported `duration` that disagrees with end − start is flagged (the duration
 *   trap of docs/reference/investigation-workflow.md: a resumed step reports only its last
 *   segment).
 *
 * Times are milliseconds relative to `origin` (the trace's start, else its earliest step).
 * Approach: one pass in pre-order for the spans, one in reverse for the hulls. O(n) time,
 * 5 × 8 bytes + 1 per step. Not here: gaps and self time (`coverage.ts`), waits (`waits.ts`).
 */
import type { RunTrace } from "../run";

export const SPAN_OPEN = 1;
export const SPAN_END_FROM_DURATION = 2;
export const SPAN_NO_END = 4;
export const SPAN_BEFORE_PARENT = 8;
export const SPAN_AFTER_PARENT = 16;
export const SPAN_DURATION_DIFFERS = 32;

/** A reported duration this close to end − start agrees with it (rounding, clocks). */
const DURATION_SLACK_MS = 1000;

export interface StepSpans {
  /** Epoch ms of the axis' zero; NaN when nothing in the trace is timed. */
  origin: number;
  /** The run's span, relative: [0, `runEnd`]; `runEnd` is `now` for an open run. */
  runEnd: number;
  /** The run has not ended (`endTime: 0` on a run still in progress or suspended). */
  isOpen: boolean;
  /** What "now" was for open bars (epoch ms). */
  now: number;
  start: Float64Array;
  /** NaN: no end (a point at `start`). */
  stop: Float64Array;
  hullStart: Float64Array;
  hullStop: Float64Array;
  flags: Uint8Array;
  /** The earliest and latest time anything reaches, relative (the axis' extent). */
  axisFrom: number;
  axisTo: number;
  untimedCount: number;
}

const OPEN_STATUSES = new Set(["IN_PROGRESS", "WAITING_FOR_ASYNC"]);

/** Whether the run is still going: no end recorded and a status that says so. */
export function isTraceOpen(trace: RunTrace): boolean {
  return (
    trace.endTime === null &&
    (trace.status === null || OPEN_STATUSES.has(trace.status)) &&
    trace.generation !== "conversation"
  );
}

export function stepSpans(trace: RunTrace, now: number): StepSpans {
  const { steps } = trace;
  const n = steps.length;
  const isOpen = isTraceOpen(trace);
  const origin = trace.startTime ?? earliestStart(trace);
  const start = new Float64Array(n).fill(NaN);
  const stop = new Float64Array(n).fill(NaN);
  const flags = new Uint8Array(n);
  let untimedCount = 0;
  const nowRel = now - origin;
  for (let i = 0; i < n; i++) {
    const step = steps[i]!;
    if (step.startTime === null || Number.isNaN(origin)) {
      untimedCount++;
      continue;
    }
    const from = step.startTime - origin;
    start[i] = from;
    let flag = 0;
    if (step.endTime !== null) stop[i] = Math.max(from, step.endTime - origin);
    else if (step.durationMs !== null && step.durationMs > 0) {
      stop[i] = from + step.durationMs;
      flag |= SPAN_END_FROM_DURATION;
    } else if (isOpen && !step.isError) {
      stop[i] = Math.max(from, nowRel);
      flag |= SPAN_OPEN;
    } else flag |= SPAN_NO_END;
    if (
      step.endTime !== null &&
      step.durationMs !== null &&
      Math.abs(step.endTime - step.startTime - step.durationMs) >
        Math.max(DURATION_SLACK_MS, 0.1 * step.durationMs)
    )
      flag |= SPAN_DURATION_DIFFERS;
    flags[i] = flag;
  }
  const hullStart = start.slice();
  const hullStop = new Float64Array(n);
  for (let i = 0; i < n; i++)
    hullStop[i] = Number.isNaN(stop[i]!) ? start[i]! : stop[i]!;
  markAgainstParents(trace, start, stop, flags);
  // Children come after their parent in pre-order: in reverse, a parent sees its
  // children's hulls complete.
  for (let i = n - 1; i >= 0; i--) {
    const parent = steps[i]!.parent;
    if (parent < 0 || Number.isNaN(hullStart[i]!)) continue;
    if (!(hullStart[parent]! <= hullStart[i]!))
      hullStart[parent] = hullStart[i]!;
    if (!(hullStop[parent]! >= hullStop[i]!)) hullStop[parent] = hullStop[i]!;
  }
  let runEnd =
    trace.endTime !== null && !Number.isNaN(origin)
      ? trace.endTime - origin
      : isOpen
        ? nowRel
        : NaN;
  let axisFrom = 0;
  let axisTo = Number.isNaN(runEnd) ? 0 : runEnd;
  for (const root of trace.roots) {
    if (hullStart[root]! < axisFrom) axisFrom = hullStart[root]!;
    if (hullStop[root]! > axisTo) axisTo = hullStop[root]!;
  }
  if (Number.isNaN(runEnd)) runEnd = axisTo;
  return {
    origin,
    runEnd,
    isOpen,
    now,
    start,
    stop,
    hullStart,
    hullStop,
    flags,
    axisFrom,
    axisTo,
    untimedCount,
  };
}

function earliestStart(trace: RunTrace): number {
  let earliest = NaN;
  for (const step of trace.steps)
    if (step.startTime !== null && !(earliest <= step.startTime))
      earliest = step.startTime;
  return earliest;
}

function markAgainstParents(
  trace: RunTrace,
  start: Float64Array,
  stop: Float64Array,
  flags: Uint8Array,
) {
  const { steps } = trace;
  for (let i = 0; i < steps.length; i++) {
    const parent = steps[i]!.parent;
    if (parent < 0) continue;
    if (start[i]! < start[parent]!) flags[i]! |= SPAN_BEFORE_PARENT;
    if (stop[i]! > stop[parent]!) flags[i]! |= SPAN_AFTER_PARENT;
  }
}
