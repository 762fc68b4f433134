import { memo } from "react";
import { Badge } from "../../ui/Badge";
import { cn } from "../../ui/cn";
import { runStatusTone } from "../../ui/status-tone";
import { SpawnTreeNodeLink } from "./SpawnTreeNodeLink";
import type { SpawnTreeRowView } from "./spawn-tree-rows";
import { markBidiControls } from "../../model/format/bidi-controls";

/** The compact spawn tree of the run view: one line per run, indented, this run marked ▸. */
export function SpawnTreeList({
  rows,
  agentHint,
}: {
  rows: SpawnTreeRowView[];
  agentHint: string;
}) {
  return (
    <ul aria-label="Runs in the tree" className="text-xs">
      {rows.map((row) => (
        <SpawnTreeListRow key={row.node.id} row={row} agentHint={agentHint} />
      ))}
    </ul>
  );
}

const SpawnTreeListRow = memo(function SpawnTreeListRow({
  row,
  agentHint,
}: {
  row: SpawnTreeRowView;
  agentHint: string;
}) {
  const { node } = row;
  return (
    <li aria-current={row.isCurrent ? "true" : undefined}>
      <SpawnTreeNodeLink
        node={node}
        agentHint={agentHint}
        className={cn(
          "flex items-center gap-1.5 rounded px-1 py-0.5 hover:bg-slate-50",
          row.isCurrent && "bg-accent-soft",
        )}
      >
        <span
          aria-hidden
          className="w-3 shrink-0 text-accent"
          style={{ marginLeft: `${node.depth * 14}px` }}
        >
          {row.isCurrent ? "▸" : ""}
        </span>
        <Badge tone={runStatusTone(node.status)}>{node.status ?? "—"}</Badge>
        <span className="shrink-0 text-[10px] uppercase text-slate-500">
          {node.runType ?? ""}
        </span>
        <span
          className={cn(
            "min-w-0 flex-1 truncate",
            row.isCurrent && "font-semibold",
          )}
          title={markBidiControls(row.label)}
        >
          {markBidiControls(row.label)}
          {row.isCurrent && <span className="sr-only"> (this run)</span>}
        </span>
        {row.isOtherAgent && (
          <span
            className="max-w-28 shrink-0 truncate font-mono text-step-open"
            title={`Ran under another agent: ${node.agentId}`}
          >
            {node.agentId}
          </span>
        )}
        <span className="shrink-0 tabular-nums text-slate-600">
          {row.durationText}
        </span>
      </SpawnTreeNodeLink>
    </li>
  );
});
