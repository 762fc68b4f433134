import { DataText } from "../../ui/DataText";
import { memo } from "react";
import { Link } from "@tanstack/react-router";
import { Badge } from "../../ui/Badge";
import { cn } from "../../ui/cn";
import { deliveryTone, runStatusTone } from "../../ui/status-tone";
import { Timestamp } from "../../ui/Timestamp";
import type { RunRowView } from "./run-row-view";

/** The runs, one row each; the whole row opens the run. */
export function RunListTable({
  agentId,
  rows,
}: {
  agentId: string;
  rows: RunRowView[];
}) {
  if (rows.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-6 text-sm text-slate-600">
        No runs match these filters in this time window.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm" aria-label="Runs">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-3 py-2 font-medium">Status</th>
            <th className="px-3 py-2 font-medium">Delivery</th>
            <th className="px-3 py-2 font-medium">Type</th>
            <th className="px-3 py-2 font-medium">Subject</th>
            <th className="px-3 py-2 font-medium">Started</th>
            <th className="px-3 py-2 text-right font-medium">Span</th>
            <th className="px-3 py-2 text-right font-medium">Cost</th>
            <th className="px-3 py-2 text-right font-medium">Tokens</th>
            <th className="px-3 py-2 font-medium">Rev</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <RunListRow key={row.run.id} agentId={agentId} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const RunListRow = memo(function RunListRow({
  agentId,
  row,
}: {
  agentId: string;
  row: RunRowView;
}) {
  const { run } = row;
  return (
    <tr
      data-testid={`run-row-${run.id}`}
      className={cn(
        "relative hover:bg-slate-50",
        row.isUndelivered &&
          "bg-step-warn-soft/60 shadow-[inset_3px_0_0] shadow-step-warn",
      )}
    >
      <td className="px-3 py-2">
        <Badge tone={runStatusTone(run.status)}>
          {run.status ?? "not reported"}
        </Badge>
      </td>
      <td className="px-3 py-2">
        {run.deliveryStatus && run.deliveryStatus !== "NOT_APPLICABLE" ? (
          <Badge
            tone={deliveryTone(run.deliveryStatus, row.isUndelivered)}
            title={
              row.isUndelivered
                ? "COMPLETED but not DELIVERED: the reply was withheld or never landed"
                : undefined
            }
          >
            {row.isUndelivered
              ? `${run.deliveryStatus} · not delivered`
              : run.deliveryStatus}
          </Badge>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </td>
      <td className="px-3 py-2 text-xs text-slate-600">{run.runType ?? "—"}</td>
      <td className="max-w-[28rem] px-3 py-2">
        <Link
          to="/agents/$agentId/runs/$runId"
          params={{ agentId, runId: run.id }}
          className="block truncate font-medium text-slate-900 after:absolute after:inset-0"
          title={run.subject ?? run.id}
        >
          {run.subject !== null ? (
            <DataText text={run.subject} />
          ) : (
            <span className="font-mono text-xs">{run.id}</span>
          )}
        </Link>
        {run.subject && (
          <span className="block truncate font-mono text-[11px] text-slate-400">
            {run.id}
          </span>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-xs">
        <Timestamp ms={run.startTime} />
      </td>
      <td
        className={cn(
          "whitespace-nowrap px-3 py-2 text-right tabular-nums",
          row.isOpen && "text-step-open",
        )}
      >
        {row.spanText}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
        {row.costText}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
        {row.tokensText}
      </td>
      <td className="px-3 py-2 text-xs text-slate-600">
        {run.agentRevision ?? "—"}
      </td>
    </tr>
  );
});
