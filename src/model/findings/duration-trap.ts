/**
 * The duration trap: a run that suspended and resumed reports only its last segment as
 * the outermost step's `duration`; the run span is `trace.endTime − trace.startTime`.
 * Flagged when the longest top-level step covers under half the span and at least ten
 * seconds are unaccounted for — a small gap is scheduling noise, not a suspension.
 */
import { formatDuration } from "../format/duration";
import type { RunTrace } from "../run";
import { makeFinding, type Finding, type FindingInput } from "./finding";
import { stepRef } from "./finding-helpers";

const MAX_SHARE = 0.5;
const MIN_GAP_MS = 10_000;

/** The outermost step's reported duration against the run span, when it is the trap. */
export interface OuterStepVsSpan {
  /** The longest top-level step by its reported `duration`. */
  outer: number;
  outerMs: number;
  spanMs: number;
}

/**
 * The trap as the rule above reads it, or null: the longest top-level step reports under
 * half the run span and at least ten seconds go unaccounted for.
 */
export function outerStepVsSpan(
  trace: RunTrace | null,
): OuterStepVsSpan | null {
  if (!trace || trace.startTime === null || trace.endTime === null) return null;
  const span = trace.endTime - trace.startTime;
  let outer: number | null = null;
  for (const index of trace.roots) {
    const duration = trace.steps[index]!.durationMs;
    if (
      duration !== null &&
      (outer === null || duration > trace.steps[outer]!.durationMs!)
    )
      outer = index;
  }
  if (outer === null) return null;
  const outerMs = trace.steps[outer]!.durationMs!;
  if (outerMs >= span * MAX_SHARE || span - outerMs < MIN_GAP_MS) return null;
  return { outer, outerMs, spanMs: span };
}

export function findDurationTrap(input: FindingInput): Finding[] {
  const { trace } = input;
  const trap = outerStepVsSpan(trace);
  if (!trace || !trap) return [];
  const { outer, outerMs, spanMs: span } = trap;
  const steps = [
    stepRef(
      trace,
      outer,
      `duration ${formatDuration(outerMs)} of a ${formatDuration(span)} run`,
    ),
  ];
  const slowest = slowestLeaf(trace);
  if (slowest !== null && slowest !== outer)
    steps.push(
      stepRef(
        trace,
        slowest,
        `the longest single step: ${formatDuration(trace.steps[slowest]!.durationMs)}`,
      ),
    );
  return [
    makeFinding({
      kind: "duration-trap",
      severity: "info",
      title: `Step ${trace.steps[outer]!.path} says ${formatDuration(outerMs)}, but the run spanned ${formatDuration(span)}`,
      detail:
        "The run suspended and resumed: the outermost step's duration covers only the resumed segment. The run span (trace end − start) is the real elapsed time; look for the wait inside it (a consult, an approval, a slow tool).",
      steps,
      facts: [
        { label: "Run span", text: formatDuration(span) },
        { label: "Outer step", text: formatDuration(outerMs) },
      ],
    }),
  ];
}

/** The step without children that took longest: usually where the run waited. */
function slowestLeaf(trace: RunTrace): number | null {
  let slowest: number | null = null;
  for (const step of trace.steps) {
    if (step.children.length > 0 || step.durationMs === null) continue;
    if (slowest === null || step.durationMs > trace.steps[slowest]!.durationMs!)
      slowest = step.index;
  }
  return slowest;
}
