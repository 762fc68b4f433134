/**
 * The headline numbers of two runs side by side: run span (trace end − start, never the
 * outermost step's duration), tokens and cost, each with right − left. A number one side
 * does not know gives no delta rather than a made-up one.
 */
import type { RunDetail } from "../run";
import { runSpan, runUsage } from "../run-metrics";

export interface MetricDelta {
  left: number | null;
  right: number | null;
  /** right − left; null when either side is unknown. */
  delta: number | null;
}

export interface RunMetricsDelta {
  spanMs: MetricDelta;
  totalTokens: MetricDelta;
  totalCost: MetricDelta;
  steps: MetricDelta;
}

export function compareRunMetrics(
  left: Pick<RunDetail, "summary" | "trace">,
  right: Pick<RunDetail, "summary" | "trace">,
): RunMetricsDelta {
  const leftUsage = runUsage(left.summary, left.trace);
  const rightUsage = runUsage(right.summary, right.trace);
  return {
    spanMs: delta(
      runSpan(left.summary, left.trace).spanMs,
      runSpan(right.summary, right.trace).spanMs,
    ),
    totalTokens: delta(leftUsage.totalTokens, rightUsage.totalTokens),
    totalCost: delta(leftUsage.totalCost, rightUsage.totalCost),
    steps: delta(
      left.trace?.steps.length ?? null,
      right.trace?.steps.length ?? null,
    ),
  };
}

function delta(left: number | null, right: number | null): MetricDelta {
  return {
    left,
    right,
    delta: left !== null && right !== null ? right - left : null,
  };
}
