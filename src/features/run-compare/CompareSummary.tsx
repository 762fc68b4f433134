import { DataText } from "../../ui/DataText";
import type { RunDiff } from "../../model/diff/diff-run";
import { firstChanges } from "../../model/diff/first-changes";
import type { RunMetricsDelta } from "../../model/diff/metrics-delta";
import { cn } from "../../ui/cn";
import { CompareErrors } from "./CompareErrors";
import { MetricDeltas } from "./MetricDeltas";
import { STATUS_CHIP } from "./diff-status-style";

/**
 * The comparison at a glance: where the runs first diverge (the first pair whose inputs
 * differ) and, beside it, the first pair that got the same inputs and answered differently
 * (one click selects either), how
 * many steps were added, removed or changed, the errors of each side and whether they
 * repeat, and the differences in span, tokens and cost.
 */
export function CompareSummary({
  diff,
  metrics,
  onSelectRow,
}: {
  diff: RunDiff;
  metrics: RunMetricsDelta | null;
  onSelectRow: (index: number) => void;
}) {
  const { divergence: first, resultChange: firstResult } = firstChanges(diff);
  const { counts } = diff;
  return (
    <section aria-label="Comparison summary" className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {first ? (
          <button
            type="button"
            onClick={() => onSelectRow(diff.firstDivergence!)}
            className="rounded-md border border-diff-changed/40 bg-diff-changed-soft px-2.5 py-1 text-left font-medium text-slate-900 hover:border-diff-changed"
          >
            First divergence:{" "}
            <span className="font-mono">{first.right!.path}</span>{" "}
            <DataText text={first.right!.name} />
            <span className="ml-1 text-xs text-slate-600">
              (inputs differ) →
            </span>
          </button>
        ) : (
          <span className="rounded-md border border-slate-200 px-2.5 py-1 text-slate-700">
            No paired step has different inputs.
          </span>
        )}
        {firstResult && (
          <button
            type="button"
            onClick={() => onSelectRow(diff.firstResultChange!)}
            className="rounded-md border border-diff-changed/40 px-2.5 py-1 text-left font-medium text-slate-900 hover:border-diff-changed"
          >
            First result change:{" "}
            <span className="font-mono">{firstResult.right!.path}</span>{" "}
            <DataText text={firstResult.right!.name} />
            <span className="ml-1 text-xs text-slate-600">
              (same inputs, {firstResult.differs.join(", ")} differ) →
            </span>
          </button>
        )}
        <ul aria-label="Step counts" className="flex flex-wrap gap-1.5">
          <Count label="changed" value={counts.changed} tone="changed" />
          <Count label="added" value={counts.added} tone="added" />
          <Count label="removed" value={counts.removed} tone="removed" />
          <Count label="same" value={counts.same} tone="same" />
        </ul>
        {metrics && <MetricDeltas metrics={metrics} />}
      </div>
      <CompareErrors diff={diff} onSelectRow={onSelectRow} />
    </section>
  );
}

function Count({
  label,
  value,
  tone,
}: {
  label: string;
  value: number;
  tone: keyof typeof STATUS_CHIP;
}) {
  return (
    <li
      className={cn(
        "rounded px-1.5 py-0.5 text-xs font-semibold tabular-nums",
        value > 0 ? STATUS_CHIP[tone] : "bg-slate-50 text-slate-500",
      )}
    >
      {value} {label}
    </li>
  );
}
