import type {
  MetricDelta,
  RunMetricsDelta,
} from "../../model/diff/metrics-delta";
import { formatCost } from "../../model/format/cost";
import { formatDuration } from "../../model/format/duration";
import { formatCount } from "../../model/format/number";

/** Other run → this run, with the difference: `Run span 9m 41s → 11m 23s (+1m 42s)`. */
export function MetricDeltas({ metrics }: { metrics: RunMetricsDelta }) {
  return (
    <dl
      aria-label="Differences in span, tokens and cost"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs"
    >
      <Delta label="Run span" metric={metrics.spanMs} format={formatDuration} />
      <Delta label="Tokens" metric={metrics.totalTokens} format={formatCount} />
      <Delta label="Cost" metric={metrics.totalCost} format={formatCost} />
      <Delta label="Steps" metric={metrics.steps} format={formatCount} />
    </dl>
  );
}

function Delta({
  label,
  metric,
  format,
}: {
  label: string;
  metric: MetricDelta;
  format: (value: number) => string;
}) {
  const show = (value: number | null) => (value === null ? "—" : format(value));
  const sign = metric.delta === null ? "" : metric.delta >= 0 ? "+" : "−";
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className="uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="tabular-nums">
        {show(metric.left)} → {show(metric.right)}
        {metric.delta !== null && metric.delta !== 0 && (
          <span className="ml-1 font-semibold text-slate-700">
            ({sign}
            {format(Math.abs(metric.delta))})
          </span>
        )}
      </dd>
    </div>
  );
}
