/** Small lookups the findings share. Each is O(steps) at most, run once per trace. */
import type { RunTrace } from "../run";
import type { FindingInput, FindingStepRef } from "./finding";

/** The run's status: the record's, else the trace envelope's. */
export function statusOf(input: Pick<FindingInput, "summary" | "trace">) {
  return input.summary.status ?? input.trace?.status ?? null;
}

export function stepRef(
  trace: RunTrace,
  index: number,
  note: string | null = null,
): FindingStepRef {
  const step = trace.steps[index]!;
  return { path: step.path, name: step.name, note };
}

/**
 * Error steps with no erroring descendant: where a failure happened, not the ancestors it
 * bubbled up through (a FAILED run marks the tool, its LLM step and the flow step).
 */
export function innermostErrors(trace: RunTrace): number[] {
  const hasErrorBelow = new Set<number>();
  for (const index of trace.errorIndexes) {
    let parent = trace.steps[index]!.parent;
    while (parent >= 0 && !hasErrorBelow.has(parent)) {
      hasErrorBelow.add(parent);
      parent = trace.steps[parent]!.parent;
    }
  }
  return trace.errorIndexes.filter((index) => !hasErrorBelow.has(index));
}

/** `s` when `count` is not one. */
export const plural = (count: number, word: string) =>
  `${count} ${word}${count === 1 ? "" : "s"}`;
