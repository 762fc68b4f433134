import { useMemo } from "react";
import { diffRuns } from "../../model/diff/diff-run";
import type { RunTrace } from "../../model/run";
import { buildStepCells } from "../../model/tree/step-cell";
import { buildCompareRowViews } from "./compare-row-view";
import { leftRowIndex } from "./compare-step";

/**
 * The diff of two traces and everything derived from it, computed once per pair (never in
 * render): rows, row views and the left-path index.
 */
export function useRunCompare(leftTrace: RunTrace, rightTrace: RunTrace) {
  const diff = useMemo(
    () => diffRuns(leftTrace, rightTrace),
    [leftTrace, rightTrace],
  );
  const rows = useMemo(
    () =>
      buildCompareRowViews(
        diff.nodes,
        buildStepCells(leftTrace),
        buildStepCells(rightTrace),
      ),
    [diff, leftTrace, rightTrace],
  );
  const leftRows = useMemo(() => leftRowIndex(diff), [diff]);
  return { diff, rows, leftRows };
}
