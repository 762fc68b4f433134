/**
 * The critical path: the chain of steps the run's end waited on, as trace viewers draw it
 * (Jaeger's algorithm). From a parent's end walk back: the child that finished last is on
 * the path; from where it started, the child that finished last before that; and so on,
 * each chosen child walked the same way inside itself. A child that overlaps the cursor is
 * taken with its end cut there (parallel children: only the one the parent waited on).
 *
 *   parent |=========================|
 *   a      |====|                        on the path
 *   b        |==========|                on the path (ends last before c starts)
 *   c                     |=========|    on the path (ends last)
 *   d         |===|                      not: b covered that stretch
 *
 * Untimed steps are never on it; a step without an end counts as a point. Iterative (an
 * explicit stack), O(n log k): each parent's children sorted once by end.
 */
import type { RunTrace } from "../run";
import type { StepSpans } from "./step-spans";

/** 1 for each step on the critical path (pre-order slots). */
export function criticalPathOf(trace: RunTrace, spans: StepSpans): Uint8Array {
  const onPath = new Uint8Array(trace.steps.length);
  const stack: { children: readonly number[]; cursor: number }[] = [
    { children: trace.roots, cursor: Math.max(spans.runEnd, spans.axisTo) },
  ];
  while (stack.length > 0) {
    const { children, cursor: end } = stack.pop()!;
    const byEnd = children
      .filter((child) => !Number.isNaN(spans.hullStart[child]!))
      .sort((a, b) => spans.hullStop[b]! - spans.hullStop[a]! || b - a);
    let cursor = end;
    for (const child of byEnd) {
      const from = spans.hullStart[child]!;
      const to = spans.hullStop[child]!;
      // Started after the cursor: ran while a later pick was already under way.
      if (from > cursor || (from === cursor && to > cursor)) continue;
      onPath[child] = 1;
      const children = trace.steps[child]!.children;
      if (children.length > 0)
        stack.push({ children, cursor: Math.min(to, cursor) });
      cursor = from;
    }
  }
  return onPath;
}
