/** Display data of each spawn-tree node, computed once per tree rather than per render. */
import { formatCost } from "../../model/format/cost";
import { formatDuration } from "../../model/format/duration";
import { formatCount } from "../../model/format/number";
import type { SpawnTree, SpawnTreeNode } from "../../model/spawn/spawn-tree";

export interface SpawnTreeRowView {
  node: SpawnTreeNode;
  isCurrent: boolean;
  /** A consult child that ran under another agent than the run being viewed. */
  isOtherAgent: boolean;
  label: string;
  durationText: string;
  costText: string;
  creditsText: string;
}

export function buildSpawnTreeRows(
  tree: SpawnTree,
  currentRunId: string,
  currentAgentId: string,
): SpawnTreeRowView[] {
  return tree.nodes.map((node) => ({
    node,
    isCurrent: node.id === currentRunId,
    isOtherAgent: node.agentId !== null && node.agentId !== currentAgentId,
    label: node.subject ?? node.participantDisplayName ?? node.id,
    durationText:
      node.durationMs !== null
        ? formatDuration(node.durationMs)
        : node.startTime !== null
          ? "open"
          : "—",
    costText: formatCost(node.totalCost),
    creditsText: node.credits === null ? "—" : formatCount(node.credits),
  }));
}

export function describeTotals(tree: SpawnTree): string {
  const { runs, failed, cost, credits, elapsedMs } = tree.totals;
  return [
    `${runs} run${runs === 1 ? "" : "s"}`,
    failed === null
      ? "failed: unknown (no statuses recorded)"
      : `${failed} failed`,
    cost !== null ? `${formatCost(cost)} total` : null,
    credits !== null ? `${formatCount(credits)} credits` : null,
    // The API reports 0 while a run in the tree is still open.
    elapsedMs !== null && elapsedMs > 0
      ? `${formatDuration(elapsedMs)} elapsed`
      : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
