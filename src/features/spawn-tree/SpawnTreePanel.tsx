import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import type { RunDetail } from "../../model/run";
import { PanelShell } from "../../ui/PanelShell";
import { SpawnTreeList } from "./SpawnTreeList";
import { buildSpawnTreeRows, describeTotals } from "./spawn-tree-rows";
import { useSpawnTree } from "./useSpawnTree";

/** The run view's compact spawn tree: totals, every run with this one marked, a link to the full tree. */
export function SpawnTreePanel({
  detail,
  agentId,
}: {
  detail: RunDetail;
  agentId: string;
}) {
  const { tree, treeError, isLoading } = useSpawnTree(detail, agentId);
  const rows = useMemo(
    () => (tree ? buildSpawnTreeRows(tree, detail.summary.id, agentId) : []),
    [tree, detail.summary.id, agentId],
  );
  return (
    <PanelShell
      label="Spawn tree"
      title="Spawn tree"
      tools={
        <>
          {tree && (
            <span className="truncate text-[11px] text-slate-500">
              {describeTotals(tree)}
            </span>
          )}
          <Link
            from="/agents/$agentId/runs/$runId/"
            to="/agents/$agentId/runs/$runId/tree"
            className="ml-auto shrink-0 text-xs text-accent underline"
          >
            Open tree
          </Link>
        </>
      }
      isHeaderWrapping={false}
      bodyClassName="px-2 py-1"
    >
      {isLoading && <p className="p-1 text-xs text-slate-500">Loading…</p>}
      {treeError && (
        <p className="p-1 text-xs text-step-warn" title={treeError}>
          /tree is unavailable: rebuilt from this run&apos;s results.
        </p>
      )}
      {/* What the tree cannot vouch for (runs missing from it) qualifies the totals
            above: its first sentence here, the whole on hover and on the tree page. */}
      {tree?.problems.map((problem) => (
        <p key={problem} title={problem} className="p-1 text-xs text-step-warn">
          {firstSentence(problem)}
        </p>
      ))}
      {tree && rows.length === 1 ? (
        <p className="p-1 text-xs text-slate-600">
          No sub-tasks or consults: this run is alone in its tree.
        </p>
      ) : (
        <SpawnTreeList rows={rows} agentHint={agentId} />
      )}
    </PanelShell>
  );
}

function firstSentence(text: string): string {
  const end = text.indexOf(". ");
  return end === -1 ? text : text.slice(0, end + 1);
}
