import { memo } from "react";
import { Badge } from "../../ui/Badge";
import { cn } from "../../ui/cn";
import { runStatusTone } from "../../ui/status-tone";
import { SpawnTreeNodeLink } from "./SpawnTreeNodeLink";
import { Timestamp } from "../../ui/Timestamp";
import type { SpawnTreeRowView } from "./spawn-tree-rows";

/**
 * Every run of the tree, pre-order, indented by depth: subject, status, run type, agent,
 * start time, trigger, duration, cost and credits. The run being viewed is marked ▸ (it is often not the root); a run
 * under another agent (a consult) shows that agent highlighted.
 */
export function SpawnTreeTable({
  rows,
  agentHint,
}: {
  rows: SpawnTreeRowView[];
  agentHint: string;
}) {
  return (
    <table className="w-full table-fixed text-xs">
      <colgroup>
        <col />
        <col className="w-28" />
        <col className="w-20" />
        <col className="w-44" />
        <col className="w-56" />
        <col className="w-32" />
        <col className="w-20" />
        <col className="w-20" />
        <col className="w-16" />
      </colgroup>
      <thead className="text-left text-slate-500">
        <tr>
          <th className="py-1 pr-3 font-medium">Run</th>
          <th className="pr-3 font-medium">Status</th>
          <th className="pr-3 font-medium">Type</th>
          <th className="pr-3 font-medium">Agent</th>
          <th className="pr-3 font-medium">Started</th>
          <th className="pr-3 font-medium">Trigger</th>
          <th className="pr-3 text-right font-medium">Duration</th>
          <th className="pr-3 text-right font-medium">Cost</th>
          <th className="text-right font-medium">Credits</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <SpawnTreeTableRow
            key={row.node.id}
            row={row}
            agentHint={agentHint}
          />
        ))}
      </tbody>
    </table>
  );
}

const SpawnTreeTableRow = memo(function SpawnTreeTableRow({
  row,
  agentHint,
}: {
  row: SpawnTreeRowView;
  agentHint: string;
}) {
  const { node } = row;
  return (
    <tr
      aria-current={row.isCurrent ? "true" : undefined}
      className={cn(
        "border-t border-slate-100",
        row.isCurrent && "bg-accent-soft",
      )}
    >
      <td
        className="py-1 pr-3"
        style={{ paddingLeft: `${node.depth * 16 + 4}px` }}
      >
        <SpawnTreeNodeLink
          node={node}
          agentHint={agentHint}
          className="flex min-w-0 items-center gap-1.5 hover:underline"
        >
          <span aria-hidden className="w-3 shrink-0 text-accent">
            {row.isCurrent ? "▸" : ""}
          </span>
          <span
            className={cn("truncate", row.isCurrent && "font-semibold")}
            title={row.label}
          >
            {row.label}
          </span>
          {row.isCurrent && <span className="sr-only">(this run)</span>}
        </SpawnTreeNodeLink>
      </td>
      <td className="pr-3">
        <Badge tone={runStatusTone(node.status)}>{node.status ?? "—"}</Badge>
      </td>
      <td className="pr-3 text-slate-600">{node.runType ?? "—"}</td>
      <td
        className={cn(
          "truncate pr-3 font-mono",
          row.isOtherAgent ? "text-step-open" : "text-slate-600",
        )}
        title={
          row.isOtherAgent
            ? `Ran under another agent: ${node.agentId}`
            : undefined
        }
      >
        {node.agentId ?? "—"}
      </td>
      <td className="truncate pr-3 tabular-nums">
        <Timestamp ms={node.startTime} />
      </td>
      <td className="truncate pr-3 text-slate-600">
        {node.triggerType ?? "—"}
      </td>
      <td className="whitespace-nowrap pr-3 text-right tabular-nums">
        {row.durationText}
      </td>
      <td className="whitespace-nowrap pr-3 text-right tabular-nums">
        {row.costText}
      </td>
      <td className="whitespace-nowrap text-right tabular-nums">
        {row.creditsText}
      </td>
    </tr>
  );
});
