/**
 * What a step's children cover of its own span, and what they leave uncovered: its
 * children's time (the union of their hulls inside its span), its own time (the rest), and
 * the gaps — each stretch inside it that no child covers, with the child that ended just
 * before and the one that started just after. The run is a parent too (slot `n`): its
 * span is the run's, its children the top-level steps.
 *
 *   parent  |==================================|
 *   child a    |=====|
 *   child b          |==|        (overlaps count once)
 *   child c                          |=====|
 *   gaps    |..|          |.........|       |..|
 *
 * Overlapping children count once; zero-length children cover nothing (a gap around one
 * stays one gap); a child outside its parent's span is clipped to it. An untimed parent has
 * no gaps (nothing says where it was); a parent without an end is measured to its hull.
 *
 * Approach: per parent, its timed children sorted by start (already in order in most
 * traces: checked first, sorted only when not), one sweep. O(n log k) for k children per
 * parent; gaps are kept as columns grouped by parent (CSR), 24 bytes each.
 */
import type { RunTrace } from "../run";
import type { StepSpans } from "./step-spans";

export interface Coverage {
  /** Per step (and the run at slot n): time covered by its children, inside its span. */
  childrenMs: Float64Array;
  /** Per step (and the run): its span not covered by a child; NaN for untimed steps. */
  selfMs: Float64Array;
  /** Gaps of parent p are at `gapFrom[p] … gapFrom[p + 1] − 1`, in time order. */
  gapFrom: Int32Array;
  gapStart: Float64Array;
  gapStop: Float64Array;
  /** The child whose hull ends where the gap starts (−1: the parent's own start). */
  gapBefore: Int32Array;
  /** The child that starts where the gap ends (−1: the parent's own end). */
  gapAfter: Int32Array;
}

/** The run's slot in the per-parent columns: after the steps. */
export const runSlot = (trace: RunTrace) => trace.steps.length;

export function coverageOf(trace: RunTrace, spans: StepSpans): Coverage {
  const n = trace.steps.length;
  const childrenMs = new Float64Array(n + 1);
  const selfMs = new Float64Array(n + 1).fill(NaN);
  const gapFrom = new Int32Array(n + 2);
  const gaps = new GapList();
  const order: number[] = [];
  for (let p = 0; p <= n; p++) {
    gapFrom[p] = gaps.length;
    const isRun = p === n;
    const from = isRun ? 0 : spans.start[p]!;
    let to = isRun ? spans.runEnd : spans.stop[p]!;
    if (Number.isNaN(from)) continue;
    if (Number.isNaN(to)) to = spans.hullStop[p]!;
    const children = isRun ? trace.roots : trace.steps[p]!.children;
    timedInOrder(children, spans, order);
    let covered = 0;
    let cursor = from;
    let before = -1;
    for (const child of order) {
      const childFrom = Math.max(spans.hullStart[child]!, from);
      const childTo = Math.min(spans.hullStop[child]!, to);
      if (childTo <= childFrom) {
        if (childTo === childFrom && childFrom <= cursor) before = child;
        continue;
      }
      if (childFrom > cursor) gaps.push(cursor, childFrom, before, child);
      if (childTo > cursor) {
        covered += childTo - Math.max(childFrom, cursor);
        cursor = childTo;
        before = child;
      }
    }
    if (order.length > 0 && cursor < to) gaps.push(cursor, to, before, -1);
    childrenMs[p] = covered;
    selfMs[p] = Math.max(0, to - from) - covered;
  }
  gapFrom[n + 1] = gaps.length;
  return { childrenMs, selfMs, gapFrom, ...gaps.columns() };
}

/** The timed children, by hull start (stable); into `out`, reused between parents. */
function timedInOrder(
  children: readonly number[],
  spans: StepSpans,
  out: number[],
) {
  out.length = 0;
  let isSorted = true;
  for (const child of children) {
    if (Number.isNaN(spans.hullStart[child]!)) continue;
    const last = out[out.length - 1];
    if (last !== undefined && spans.hullStart[last]! > spans.hullStart[child]!)
      isSorted = false;
    out.push(child);
  }
  if (!isSorted)
    out.sort((a, b) => spans.hullStart[a]! - spans.hullStart[b]! || a - b);
}

/** Gaps appended as they are found; typed arrays grown by doubling. */
class GapList {
  length = 0;
  private start = new Float64Array(64);
  private stop = new Float64Array(64);
  private before = new Int32Array(64);
  private after = new Int32Array(64);

  push(start: number, stop: number, before: number, after: number) {
    if (this.length === this.start.length) this.grow();
    this.start[this.length] = start;
    this.stop[this.length] = stop;
    this.before[this.length] = before;
    this.after[this.length] = after;
    this.length++;
  }

  columns() {
    return {
      gapStart: this.start.slice(0, this.length),
      gapStop: this.stop.slice(0, this.length),
      gapBefore: this.before.slice(0, this.length),
      gapAfter: this.after.slice(0, this.length),
    };
  }

  private grow() {
    const size = this.start.length * 2;
    const grown = <T extends Float64Array | Int32Array>(old: T, next: T): T => {
      next.set(old);
      return next;
    };
    this.start = grown(this.start, new Float64Array(size));
    this.stop = grown(this.stop, new Float64Array(size));
    this.before = grown(this.before, new Int32Array(size));
    this.after = grown(this.after, new Int32Array(size));
  }
}
