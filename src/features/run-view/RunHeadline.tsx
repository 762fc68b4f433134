import type { RunDetail } from "../../model/run";
import {
  errorCountOf,
  isUndelivered,
  neverRan,
  runSpan,
  runStatus,
  runUsage,
} from "../../model/run-metrics";
import { formatCost } from "../../model/format/cost";
import { formatDuration } from "../../model/format/duration";
import { formatCount } from "../../model/format/number";
import { Badge } from "../../ui/Badge";
import { deliveryTone, runStatusTone } from "../../ui/status-tone";
import { Timestamp } from "../../ui/Timestamp";
import { useNow } from "../../ui/useNow";

/**
 * The run at a glance, like the CLI's headline: status and delivery, agent and revision,
 * the run span (trace end − start, never the outermost step's duration), cost, tokens,
 * steps and errors.
 */
export function RunHeadline({
  detail,
}: {
  /** The record alone paints at once; the trace adds span, usage and step counts. */
  detail: Pick<RunDetail, "summary" | "trace">;
}) {
  const { summary, trace } = detail;
  const now = useNow(1000);
  const status = runStatus(detail);
  const span = runSpan(summary, trace);
  const usage = runUsage(summary, trace);
  const undelivered = isUndelivered({
    status,
    deliveryStatus: summary.deliveryStatus,
  });
  const errorCount = trace ? errorCountOf(trace) : null;
  // A REJECTED run's start = end and zero usage are not a span or a spend (`neverRan`).
  const didNotRun = neverRan(status);
  const notRunTokens = didNotRun && !usage.totalTokens;
  return (
    <section
      aria-label="Run summary"
      className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm"
    >
      <div className="flex items-center gap-1.5">
        <Badge tone={runStatusTone(status)} className="text-xs">
          {status ?? "STATUS NOT REPORTED"}
        </Badge>
        {summary.deliveryStatus &&
          summary.deliveryStatus !== "NOT_APPLICABLE" && (
            <Badge
              tone={deliveryTone(summary.deliveryStatus, undelivered)}
              className="text-xs"
            >
              {undelivered
                ? `${summary.deliveryStatus} — completed but not delivered`
                : summary.deliveryStatus}
            </Badge>
          )}
        {summary.runType && <Badge tone="muted">{summary.runType}</Badge>}
      </div>
      <Fact label="Agent">
        <span className="font-mono">{summary.agentId}</span>
        {(summary.agentRevision ?? trace?.agentRevision) !== null && (
          <span className="text-slate-500">
            {" "}
            · revision {summary.agentRevision ?? trace?.agentRevision}
          </span>
        )}
      </Fact>
      <Fact label="Run span" title="trace.endTime − trace.startTime">
        {didNotRun
          ? "not run"
          : span.spanMs !== null
            ? formatDuration(span.spanMs)
            : span.isOpen && span.startTime !== null
              ? `open · ${formatDuration(now - span.startTime)} so far`
              : "—"}
      </Fact>
      <Fact label="Started">
        <Timestamp ms={span.startTime} />
      </Fact>
      <Fact
        label="Cost"
        title={
          usage.source === "steps"
            ? "Summed over LLM steps (the record has no total)"
            : undefined
        }
      >
        {formatCost(usage.totalCost)}
      </Fact>
      <Fact label="Tokens">
        {notRunTokens
          ? "not run"
          : usage.totalTokens === null
            ? "—"
            : formatCount(usage.totalTokens)}
        {usage.inputTokens !== null && !notRunTokens && (
          <span className="text-slate-500">
            {" "}
            ({formatCount(usage.inputTokens)} in ·{" "}
            {formatCount(usage.outputTokens ?? 0)} out)
          </span>
        )}
      </Fact>
      {trace && (
        <Fact label="Steps">
          {formatCount(trace.steps.length)} step
          {trace.steps.length === 1 ? "" : "s"} ·{" "}
          {errorCount === null ? (
            <span title="No step of this trace records a status">
              errors not recorded
            </span>
          ) : (
            <span
              className={
                errorCount > 0 ? "font-semibold text-step-error" : undefined
              }
            >
              {errorCount} error{errorCount === 1 ? "" : "s"}
            </span>
          )}
        </Fact>
      )}
    </section>
  );
}

function Fact({
  label,
  title,
  children,
}: {
  label: string;
  title?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div title={title}>
      <span className="mr-1.5 text-xs uppercase tracking-wide text-slate-500">
        {label}
      </span>
      <span className="tabular-nums">{children}</span>
    </div>
  );
}
