import { DataText } from "../../ui/DataText";
import { memo } from "react";
import { Link } from "@tanstack/react-router";
import { Badge } from "../../ui/Badge";
import { cn } from "../../ui/cn";
import { deliveryTone, runStatusTone } from "../../ui/status-tone";
import { Timestamp } from "../../ui/Timestamp";
import { CopyButton } from "../../ui/CopyButton";
import type { RunRowView } from "./run-row-view";
import { markBidiControls } from "../../model/format/bidi-controls";
import { RunCustomerCell } from "./RunCustomerCell";

/** One run; the subject's link covers the whole row, so any click on it opens the run. */
export const RunListRow = memo(function RunListRow({
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
      <td className="px-3 py-1">
        <Badge tone={runStatusTone(run.status)}>
          {run.status ?? "not reported"}
        </Badge>
        {run.origin === "TEST" && (
          <Badge
            tone="warn"
            title="A test (draft) run, not production traffic"
            className="ml-1"
          >
            TEST
          </Badge>
        )}
      </td>
      <td className="px-3 py-1">
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
          <span className="text-slate-500">—</span>
        )}
      </td>
      <td className="px-3 py-1 text-xs text-slate-600 max-xl:hidden">
        {run.runType ?? "—"}
      </td>
      <td className="px-3 py-1">
        <RunCustomerCell customer={row.customer} />
      </td>
      {/* max-w-0 + w-full: the subject takes the room the other columns leave and cuts
          (with an ellipsis, whole on hover) rather than widening the table. */}
      <td className="w-full max-w-0 px-3 py-1">
        <Link
          to="/agents/$agentId/runs/$runId"
          params={{ agentId, runId: run.id }}
          className="block truncate font-medium text-slate-900 after:absolute after:inset-0"
          title={markBidiControls(run.subject ?? run.id)}
        >
          {run.subject !== null ? (
            <DataText text={run.subject} />
          ) : (
            <span className="font-mono text-xs">{run.id}</span>
          )}
        </Link>
        {/* Above the row's link overlay: the id can be selected (one click selects it
            whole) and copied without opening the run. */}
        <span className="relative z-10 flex min-w-0 items-center gap-1.5 text-[11px] text-slate-500">
          {run.subject && (
            <span className="cursor-text select-all truncate font-mono">
              {run.id}
            </span>
          )}
          <CopyButton
            text={run.id}
            idle="Copy id"
            label={`Copy id ${run.id}`}
            className="shrink-0 px-1 py-0 text-[11px]"
          />
        </span>
        <span className="block text-[11px] text-slate-500 xl:hidden">
          {run.runType ?? "—"} · {row.costText} · {row.tokensPhrase} · rev{" "}
          {run.agentRevision ?? "—"}
        </span>
      </td>
      <td className="px-3 py-1 text-xs">
        <Timestamp ms={run.startTime} stacked />
      </td>
      <td
        className={cn(
          "whitespace-nowrap px-3 py-1 text-right tabular-nums",
          row.isOpen && "text-step-open",
          row.neverRan && "text-slate-500",
        )}
      >
        {row.spanText}
      </td>
      <td className="whitespace-nowrap px-3 py-1 text-right tabular-nums max-xl:hidden">
        {row.costText}
      </td>
      <td
        className={cn(
          "whitespace-nowrap px-3 py-1 text-right tabular-nums max-xl:hidden",
          row.neverRan && "text-slate-500",
        )}
      >
        {row.tokensText}
      </td>
      <td className="px-3 py-1 text-xs text-slate-600 max-xl:hidden">
        {run.agentRevision ?? "—"}
      </td>
    </tr>
  );
});
