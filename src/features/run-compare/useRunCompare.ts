import { useMemo } from "react";
import { useRunDiff } from "../../api/trace-queries";
import type { RunTrace } from "../../model/run";
import { StepCellCache } from "../../model/tree/step-cell";
import { buildCompareRowViews } from "./compare-row-view";
import { leftRowIndex } from "./compare-step";

/**
 * The diff of two traces and everything derived from it, computed once per pair (never in
 * render): rows, row views and the left-path index. null until the diff is computed.
 */
export function useRunCompare(leftTrace: RunTrace, rightTrace: RunTrace) {
  // Aligned where the full steps are (the worker, for runs): null until it answers.
  const diff = useRunDiff(leftTrace, rightTrace);
  const rows = useMemo(
    () =>
      diff
        ? buildCompareRowViews(
            diff.nodes,
            new StepCellCache().cellsOf(leftTrace),
            new StepCellCache().cellsOf(rightTrace),
          )
        : null,
    [diff, leftTrace, rightTrace],
  );
  const leftRows = useMemo(() => (diff ? leftRowIndex(diff) : null), [diff]);
  return diff && rows && leftRows ? { diff, rows, leftRows } : null;
}
