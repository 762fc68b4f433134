/**
 * What the timeline says about the run as a whole, beside its rows: the span and the
 * axis, where the time went (`time-totals.ts`), the waits, the duration trap (the outer
 * step's own `duration` against the run span), the largest gaps — stretches inside a flow
 * step or the run with no step running — each with the steps either side, and for a
 * fast-agent history the model's and the tools' time per turn. Steps are named by path.
 *
 * O(n + gaps) over the laid-out model; the gap list keeps the `MAX_LISTED_GAPS` largest.
 */
import { outerStepVsSpan } from "../findings/duration-trap";
import type { RunTrace } from "../run";
import type { TimelineModel } from "./timeline-model";
import { isIdleParent } from "./timeline-model";
import type { TimeTotals } from "./time-totals";
import { turnTimes, type TurnTime } from "./turn-times";
import type { WaitSegment } from "./waits";

export const MAX_LISTED_GAPS = 10;

export interface StepName {
  index: number;
  path: string;
  name: string;
}

export interface ListedGap {
  /** The flow step the gap is in; null: the run itself (no top-level step running). */
  parent: StepName | null;
  start: number;
  stop: number;
  /** The step that ended where the gap starts; null at the parent's (or run's) start. */
  before: StepName | null;
  after: StepName | null;
  /** The wait that covers it, when one does ("waiting for …" rather than idle). */
  waitLabel: string | null;
}

export interface TimelineSummary {
  /** Epoch ms of the axis' zero; null when nothing is timed. */
  origin: number | null;
  isOpen: boolean;
  now: number;
  runEnd: number;
  axisFrom: number;
  axisTo: number;
  stepCount: number;
  totals: TimeTotals;
  waits: (WaitSegment & { stepName: StepName | null })[];
  trap: {
    outer: StepName;
    outerMs: number;
    spanMs: number;
    /** Where the outer step's own span starts, relative (its resumed segment). */
    outerStart: number;
  } | null;
  largestGaps: ListedGap[];
  onPathCount: number;
  /** A fast-agent history's model and tool time per turn; null for other traces. */
  turns: TurnTime[] | null;
}

export function timelineSummary(
  trace: RunTrace,
  model: TimelineModel,
): TimelineSummary {
  const { spans } = model;
  const name = (index: number): StepName | null => {
    const step = index >= 0 ? trace.steps[index] : undefined;
    return step ? { index, path: step.path, name: step.name } : null;
  };
  // A fast-agent turn's duration is its model calls' (timing channels), never a resumed
  // segment: the trap is a Fruxon run's.
  const trap =
    trace.generation === "conversation" ? null : outerStepVsSpan(trace);
  let onPathCount = 0;
  for (const flag of model.onPath) onPathCount += flag;
  return {
    origin: Number.isNaN(spans.origin) ? null : spans.origin,
    isOpen: spans.isOpen,
    now: spans.now,
    runEnd: spans.runEnd,
    axisFrom: spans.axisFrom,
    axisTo: spans.axisTo,
    stepCount: trace.steps.length,
    totals: model.totals,
    waits: model.waits.map((wait) => ({ ...wait, stepName: name(wait.step) })),
    trap: trap && {
      outer: name(trap.outer)!,
      outerMs: trap.outerMs,
      spanMs: trap.spanMs,
      outerStart: spans.start[trap.outer]!,
    },
    largestGaps: largestGaps(trace, model).map((gap) => ({
      parent: name(gap.parent),
      start: gap.start,
      stop: gap.stop,
      before: name(gap.before === -1 ? gap.parent : gap.before),
      after: name(gap.after === -1 ? gap.parent : gap.after),
      waitLabel:
        model.waits.find(
          (wait) => wait.start < gap.stop && wait.stop > gap.start,
        )?.label ?? null,
    })),
    onPathCount,
    turns: trace.generation === "conversation" ? turnTimes(trace) : null,
  };
}

interface RawGap {
  parent: number;
  start: number;
  stop: number;
  before: number;
  after: number;
}

/** The largest gaps of idle parents (flow steps, the run), largest first. */
function largestGaps(trace: RunTrace, model: TimelineModel): RawGap[] {
  const { gapFrom, gapStart, gapStop, gapBefore, gapAfter } = model.coverage;
  const n = trace.steps.length;
  const top: RawGap[] = [];
  for (let p = 0; p <= n; p++) {
    if (p < n && !isIdleParent(trace.steps[p]!.kind)) continue;
    for (let g = gapFrom[p]!; g < gapFrom[p + 1]!; g++) {
      const length = gapStop[g]! - gapStart[g]!;
      const smallest = top[top.length - 1];
      if (
        top.length === MAX_LISTED_GAPS &&
        smallest &&
        length <= smallest.stop - smallest.start
      )
        continue;
      const gap = {
        parent: p === n ? -1 : p,
        start: gapStart[g]!,
        stop: gapStop[g]!,
        before: gapBefore[g]!,
        after: gapAfter[g]!,
      };
      let at = top.length;
      while (at > 0 && top[at - 1]!.stop - top[at - 1]!.start < length) at--;
      top.splice(at, 0, gap);
      if (top.length > MAX_LISTED_GAPS) top.pop();
    }
  }
  return top;
}
