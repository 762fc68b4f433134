/**
 * "The same step" across two runs, for the systemic-error finding: the step the compare
 * view pairs it with (`alignRuns`: signatures under paired parents, sequence-aligned), so
 * the findings panel and the compare view always agree on what "also failed" means.
 *
 * Complexity: one alignment, O(n + m) plus the per-sibling-list alignments; each lookup is
 * one map read.
 */
import { alignRuns } from "../diff/align";
import type { RunTrace } from "../run";

/** For a step of `current`, its counterpart in `previous` (none or one). */
export function counterpartSteps(
  current: RunTrace,
  previous: RunTrace,
): (index: number) => readonly number[] {
  const leftOf = new Map<number, number>();
  for (const row of alignRuns(previous, current)) {
    if (row.left >= 0 && row.right >= 0) leftOf.set(row.right, row.left);
  }
  return (index) => {
    const left = leftOf.get(index);
    return left === undefined ? [] : [left];
  };
}
