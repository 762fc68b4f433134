import { useMemo } from "react";
import { diffRuns } from "../../model/diff/diff-run";
import { compareRunMetrics } from "../../model/diff/metrics-delta";
import type { RunDetail, RunTrace } from "../../model/run";
import { buildCompareRowViews } from "./compare-row-view";
import { leftRowIndex } from "./compare-step";

/**
 * The diff of two runs and everything derived from it, computed once per pair of traces
 * (never in render): rows, row views, the left-path index and the metric deltas.
 */
export function useRunCompare(
  left: RunDetail,
  leftTrace: RunTrace,
  right: RunDetail,
  rightTrace: RunTrace,
) {
  const diff = useMemo(
    () => diffRuns(leftTrace, rightTrace),
    [leftTrace, rightTrace],
  );
  const rows = useMemo(() => buildCompareRowViews(diff.nodes), [diff]);
  const leftRows = useMemo(() => leftRowIndex(diff), [diff]);
  const metrics = useMemo(() => compareRunMetrics(left, right), [left, right]);
  return { diff, rows, leftRows, metrics };
}
