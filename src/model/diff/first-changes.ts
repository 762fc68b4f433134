import type { DiffNode, RunDiff } from "./diff-run";

/**
 * Where a comparison is read from: the first pair whose inputs differ (the first
 * divergence) and the first pair that got the same inputs and answered differently. The
 * compare view shows both; the ticket summary names both. O(1).
 */
export function firstChanges(diff: RunDiff): {
  divergence: DiffNode | null;
  resultChange: DiffNode | null;
} {
  return {
    divergence:
      diff.firstDivergence !== null ? diff.nodes[diff.firstDivergence]! : null,
    resultChange:
      diff.firstResultChange !== null
        ? diff.nodes[diff.firstResultChange]!
        : null,
  };
}
