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

/**
 * Above this many steps, a run's errors are checked against the previous run only when the
 * person asks: that check downloads, parses and aligns a second trace of about the same
 * size (≈ 2 s of main-thread work for two 100,000-step runs), which would stall the page
 * right after it opened.
 */
export const AUTO_PREVIOUS_CHECK_STEPS = 20_000;

export function checksPreviousRunAutomatically(trace: RunTrace): boolean {
  return trace.steps.length <= AUTO_PREVIOUS_CHECK_STEPS;
}
