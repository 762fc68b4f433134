/** Moving between steps: errors in tree order, the LLM step behind a tool call. */
import type { RunTrace, Step } from "../run";

/**
 * The next (or previous) index after `fromIndex` in a sorted list of step indexes, wrapping
 * around; null when the list is empty. Used for next/previous error: the indexes are
 * pre-order, which is the order the tree shows. Binary search: O(log n).
 */
export function adjacentIndex(
  sorted: readonly number[],
  fromIndex: number | null,
  direction: 1 | -1,
): number | null {
  if (sorted.length === 0) return null;
  if (fromIndex === null)
    return direction === 1 ? sorted[0]! : sorted[sorted.length - 1]!;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! <= fromIndex) low = mid + 1;
    else high = mid;
  }
  // `low` is the position of the first index after fromIndex.
  if (direction === 1) return sorted[low % sorted.length]!;
  const before = sorted[low - 1] === fromIndex ? low - 2 : low - 1;
  return sorted[(before + sorted.length) % sorted.length]!;
}

/**
 * The LLM step that issued a tool call: the nearest LLM_STEP ancestor, or failing that the
 * nearest LLM_STEP sibling before it (flows that place tool steps beside the LLM step).
 */
export function issuingLlmStep(trace: RunTrace, index: number): Step | null {
  const steps = trace.steps;
  for (
    let parent = steps[index]!.parent;
    parent >= 0;
    parent = steps[parent]!.parent
  ) {
    if (steps[parent]!.kind === "LLM_STEP") return steps[parent]!;
  }
  for (let current = index; current >= 0; current = steps[current]!.parent) {
    const parent = steps[current]!.parent;
    const siblings = parent >= 0 ? steps[parent]!.children : trace.roots;
    const position = siblings.indexOf(current);
    for (let i = position - 1; i >= 0; i--) {
      const sibling = steps[siblings[i]!]!;
      if (sibling.kind === "LLM_STEP") return sibling;
    }
  }
  return null;
}

/** Ancestors of a step, outermost first. */
export function ancestorsOf(trace: RunTrace, index: number): Step[] {
  const chain: Step[] = [];
  for (
    let parent = trace.steps[index]!.parent;
    parent >= 0;
    parent = trace.steps[parent]!.parent
  ) {
    chain.push(trace.steps[parent]!);
  }
  return chain.reverse();
}
