/**
 * A spawn tree rebuilt from one run's own data, for when `/tree` fails or is absent (the
 * workflow's fallback, docs/reference/investigation-workflow.md#part-b--the-spawn-tree): the run itself; its root, when `rootExecutionId` names another run;
 * and, one level down, every run its results name — the `execution_record_id`s decoded
 * from `spawn_subtasks` results (sub-tasks) and consult results (consults).
 *
 * It is partial by nature: grandchildren, costs and timings of the children are unknown,
 * and the children's agents are unknown (links resolve them). Complexity: one pass over
 * the steps; only results that mention a record id are decoded.
 */
import { asMs, type RunSummary, type RunTrace } from "../run";
import {
  isConsultStep,
  isSpawnStep,
  traceRecordRefs,
} from "../decode/record-refs";
import { totalsOf, type SpawnTree, type SpawnTreeNode } from "./spawn-tree";

export function fallbackSpawnTree(
  summary: RunSummary,
  trace: RunTrace | null,
): SpawnTree {
  const rootId = trace?.rootExecutionId ?? summary.rootExecutionId ?? null;
  const nodes: SpawnTreeNode[] = [];
  const isRoot = rootId === null || rootId === summary.id;
  if (!isRoot) {
    nodes.push({
      ...emptyNode(rootId, null, 0),
      runType: "ROOT",
    });
  }
  const runDepth = isRoot ? 0 : 1;
  nodes.push({
    id: summary.id,
    agentId: summary.agentId,
    parentId: isRoot ? null : rootId,
    depth: runDepth,
    runType: summary.runType ?? trace?.runType ?? null,
    status: summary.status ?? trace?.status ?? null,
    startTime: summary.startTime,
    endTime: summary.endTime,
    durationMs:
      summary.startTime !== null && summary.endTime !== null
        ? asMs(summary.endTime - summary.startTime)
        : null,
    totalCost: summary.costs.total,
    credits: null,
    triggerType: summary.trigger?.type ?? null,
    subject: summary.subject,
    participantDisplayName: summary.trigger?.participantDisplayName ?? null,
  });
  if (trace) {
    const children = traceRecordRefs(
      trace,
      (step) => isSpawnStep(step) || isConsultStep(step),
    );
    for (const ref of children) {
      if (ref.id === summary.id || ref.id === rootId) continue;
      const step = trace.steps[ref.stepIndex]!;
      nodes.push({
        ...emptyNode(ref.id, summary.id, runDepth + 1),
        runType: isSpawnStep(step) ? "SUBTASK" : "CONSULT",
        status: ref.status,
      });
    }
  }
  return {
    source: "trace",
    rootExecutionId: rootId ?? summary.id,
    nodes,
    totals: totalsOf(nodes),
    problems: [
      "Rebuilt from this run's trace: its root and the runs its results name. Grandchildren, and the children's costs and timings, are not known.",
    ],
  };
}

function emptyNode(
  id: string,
  parentId: string | null,
  depth: number,
): SpawnTreeNode {
  return {
    id,
    agentId: null,
    parentId,
    depth,
    runType: null,
    status: null,
    startTime: null,
    endTime: null,
    durationMs: null,
    totalCost: null,
    credits: null,
    triggerType: null,
    subject: null,
    participantDisplayName: null,
  };
}
