import { memo } from "react";
import { Badge } from "../../ui/Badge";
import { cn } from "../../ui/cn";
import { runStatusTone } from "../../ui/status-tone";
import { SpawnTreeNodeLink } from "./SpawnTreeNodeLink";
import { Table, type TableColumn } from "../../ui/Table";
import { Timestamp } from "../../ui/Timestamp";
import type { SpawnTreeRowView } from "./spawn-tree-rows";

const COLUMNS: TableColumn[] = [
  { heading: "Run", className: "py-1 pr-3" },
  { heading: "Status", className: "pr-3", width: "w-28" },
  { heading: "Type", className: "pr-3", width: "w-20" },
  { heading: "Agent", className: "pr-3", width: "w-44" },
  { heading: "Started", className: "pr-3", width: "w-56" },
  { heading: "Trigger", className: "pr-3", width: "w-32" },
  { heading: "Duration", className: "pr-3 text-right", width: "w-20" },
  { heading: "Cost", className: "pr-3 text-right", width: "w-20" },
  { heading: "Credits", className: "text-right", width: "w-16" },
];

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
    <Table
      look="compact"
      columns={COLUMNS}
      rows={rows}
      renderRow={(row) => (
        <SpawnTreeTableRow key={row.node.id} row={row} agentHint={agentHint} />
      )}
    />
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
