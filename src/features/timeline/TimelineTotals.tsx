import { formatCost } from "../../model/format/cost";
import { formatDuration } from "../../model/format/duration";
import type { TimeTotals } from "../../model/timeline/time-totals";
import { cn } from "../../ui/cn";

const PARTS = [
  { key: "llmMs", label: "LLM", className: "bg-accent" },
  { key: "toolMs", label: "tools", className: "bg-step-open" },
  { key: "waitingMs", label: "waiting", className: "bg-step-warn" },
  { key: "idleMs", label: "no step running", className: "bg-slate-300" },
  { key: "otherMs", label: "other steps", className: "bg-step-muted" },
] as const;

/**
 * Where the time went: each step's own time by kind, the waits, and the stretches with no
 * step running, as one bar and in words; tokens and cost beside them when recorded.
 */
export function TimelineTotals({ totals }: { totals: TimeTotals }) {
  const sum = PARTS.reduce((total, part) => total + totals[part.key], 0);
  const shown = PARTS.filter((part) => totals[part.key] > 0);
  return (
    <div className="space-y-1" aria-label="Where the time went" role="group">
      <div className="flex h-2.5 overflow-hidden rounded-sm bg-slate-100">
        {sum > 0 &&
          shown.map((part) => (
            <span
              key={part.key}
              className={part.className}
              style={{ width: `${(totals[part.key] / sum) * 100}%` }}
            />
          ))}
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-slate-700">
        {shown.map((part) => (
          <span key={part.key} className="inline-flex items-center gap-1">
            <span
              aria-hidden
              className={cn("size-2 rounded-sm", part.className)}
            />
            {part.label} {formatDuration(totals[part.key])}
          </span>
        ))}
        {totals.overlapMs > 0 && (
          <span className="text-slate-500">
            (parallel steps overlap by {formatDuration(totals.overlapMs)})
          </span>
        )}
        {totals.tokens !== null && (
          <span>{totals.tokens.toLocaleString("en-US")} tokens</span>
        )}
        {totals.cost !== null && (
          <span>{formatCost(totals.cost)} in LLM steps</span>
        )}
        {totals.untimedSteps > 0 && (
          <span className="text-step-warn">
            {totals.untimedSteps} step{totals.untimedSteps === 1 ? "" : "s"}{" "}
            untimed (no start recorded), counted nowhere
          </span>
        )}
      </p>
    </div>
  );
}
