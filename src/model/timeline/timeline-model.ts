/**
 * A run laid out on its time axis: the spans (`step-spans.ts`), what each parent's
 * children cover and the gaps they leave (`coverage.ts`), the waits (`waits.ts`), the
 * critical path, the totals, and where each subtree ends in pre-order (for collapsing rows
 * and walking them). Built once per trace and kept beside it (a `WeakMap`, as the search
 * index is), so every window the page asks for afterwards is a lookup.
 *
 * `now` places what is still open; the model keeps the `now` it was first built with (a
 * live run's new read is a new trace, laid out again). O(n log k) to build, ≈ 70 bytes per
 * step plus 24 per gap.
 */
import type { RunTrace, StepKind } from "../run";
import { coverageOf, type Coverage } from "./coverage";
import { criticalPathOf } from "./critical-path";
import { stepSpans, type StepSpans } from "./step-spans";
import { timeTotals, type TimeTotals } from "./time-totals";
import { waitsOf, type WaitSegment } from "./waits";

export interface TimelineModel {
  spans: StepSpans;
  coverage: Coverage;
  waits: WaitSegment[];
  onPath: Uint8Array;
  totals: TimeTotals;
  /** Pre-order slot after step i's last descendant. */
  subtreeEnd: Int32Array;
}

const models = new WeakMap<RunTrace, TimelineModel>();

export function timelineOf(trace: RunTrace, now: number): TimelineModel {
  let model = models.get(trace);
  if (!model) {
    const spans = stepSpans(trace, now);
    const coverage = coverageOf(trace, spans);
    const waits = waitsOf(trace, spans);
    model = {
      spans,
      coverage,
      waits,
      onPath: criticalPathOf(trace, spans),
      totals: timeTotals(trace, spans, coverage, waits),
      subtreeEnd: subtreeEnds(trace),
    };
    models.set(trace, model);
  }
  return model;
}

/** Whether the time a step's children leave uncovered is idle ("no step running"). */
export function isIdleParent(kind: StepKind | null): boolean {
  return kind === null || kind === "FLOW_STEP" || kind === "OTHER";
}

function subtreeEnds(trace: RunTrace): Int32Array {
  const n = trace.steps.length;
  const end = new Int32Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const children = trace.steps[i]!.children;
    end[i] = children.length > 0 ? end[children[children.length - 1]!]! : i + 1;
  }
  return end;
}
