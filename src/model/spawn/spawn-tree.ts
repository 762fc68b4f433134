/**
 * The spawn tree a run belongs to: the orchestrator, every sub-task and every consult, in
 * pre-order with depths, and totals across them (`executions tree`). The run asked about
 * is often not the root — asking about a consult returns the tree the consult sits in.
 *
 * Two sources: the `/tree` endpoint (`source: "api"`), or, when it fails or is absent, a
 * partial tree rebuilt from the run's own trace (`source: "trace"`, see `fallback-tree.ts`).
 */
import { asMs, type Ms } from "../run";

export interface SpawnTreeNode {
  id: string;
  /** Each node carries its own agent: a consult child runs under the consulted agent. */
  agentId: string | null;
  parentId: string | null;
  depth: number;
  /** `ROOT`, `SUBTASK`, `CONSULT`; null when not reported. */
  runType: string | null;
  status: string | null;
  startTime: Ms | null;
  /** null while the run is open. */
  endTime: Ms | null;
  durationMs: Ms | null;
  totalCost: number | null;
  /** `creditsCharged`; null when not reported. */
  credits: number | null;
  /** Why the run started (`trigger.type`: SCHEDULE, INTEGRATION_EVENT, …); null when not reported. */
  triggerType: string | null;
  subject: string | null;
  /** Whom the run served, when the node says. */
  participantDisplayName: string | null;
}

export interface SpawnTreeTotals {
  runs: number;
  /** null when no node reports a status (old generation): unknown, not zero. */
  failed: number | null;
  cost: number | null;
  /** Credits charged across the tree; null when no node reports them. */
  credits: number | null;
  /** Wall-clock span of the whole tree. */
  elapsedMs: Ms | null;
}

export interface SpawnTree {
  source: "api" | "trace";
  rootExecutionId: string | null;
  /** Pre-order; `depth` says the nesting. */
  nodes: SpawnTreeNode[];
  totals: SpawnTreeTotals;
  /** What the tree cannot vouch for (pruned parents, a partial rebuild). */
  problems: string[];
}

/** Totals computed from the nodes, for trees whose source gives none. */
export function totalsOf(nodes: readonly SpawnTreeNode[]): SpawnTreeTotals {
  let cost = 0;
  let hasCost = false;
  let start = Infinity;
  let end = -Infinity;
  let failed = 0;
  let hasStatus = false;
  let credits: number | null = null;
  for (const node of nodes) {
    if (node.status !== null) hasStatus = true;
    if (node.status === "FAILED") failed++;
    if (node.credits !== null) credits = (credits ?? 0) + node.credits;
    if (node.totalCost !== null) {
      cost += node.totalCost;
      hasCost = true;
    }
    if (node.startTime !== null) start = Math.min(start, node.startTime);
    if (node.endTime !== null) end = Math.max(end, node.endTime);
  }
  return {
    runs: nodes.length,
    failed: hasStatus ? failed : null,
    cost: hasCost ? Math.round(cost * 1e6) / 1e6 : null,
    credits,
    elapsedMs:
      Number.isFinite(start) && Number.isFinite(end) && end >= start
        ? asMs(end - start)
        : null,
  };
}
