/**
 * A fan-out whose children failed. The children come from the spawn tree (every run
 * below this one: sub-tasks, consults, their own children) and from the `spawn_subtasks`
 * results in this run's trace (each child's `execution_record_id` and status), merged by
 * id, so the finding stands when `/tree` is unavailable too.
 */
import { isSpawnStep, traceRecordRefs } from "../decode/record-refs";
import type { SpawnTree } from "../spawn/spawn-tree";
import {
  makeFinding,
  type Finding,
  type FindingInput,
  type FindingRunRef,
} from "./finding";
import { plural, stepRef } from "./finding-helpers";

interface Child {
  runId: string;
  agentId: string | null;
  status: string | null;
  label: string;
  stepIndex: number | null;
}

export function findFailedChildren(input: FindingInput): Finding[] {
  const { summary, trace, tree } = input;
  const children = new Map<string, Child>();
  for (const node of tree ? descendantsOf(tree, summary.id) : []) {
    children.set(node.runId, node);
  }
  if (trace) {
    for (const ref of traceRecordRefs(trace, isSpawnStep)) {
      const known = children.get(ref.id);
      children.set(ref.id, {
        runId: ref.id,
        agentId: known?.agentId ?? null,
        // The tree reads the child's record; the spawn result is what the parent was told.
        status: known?.status ?? ref.status,
        label: known?.label ?? "sub-task",
        stepIndex: ref.stepIndex,
      });
    }
  }
  const all = [...children.values()];
  const failed = all.filter((child) => child.status === "FAILED");
  if (failed.length === 0) return [];
  const runs: FindingRunRef[] = failed.map((child) => ({
    runId: child.runId,
    agentId: child.agentId,
    label: child.label,
    status: child.status,
  }));
  const stepIndexes = [
    ...new Set(
      failed
        .map((child) => child.stepIndex)
        .filter((index): index is number => index !== null),
    ),
  ];
  return [
    makeFinding({
      kind: "failed-children",
      severity: "error",
      title: `${failed.length} of ${plural(all.length, "child run")} failed`,
      detail:
        "A fan-out's children are runs of their own: the parent can finish while a child failed. Open each failed child to read its trace.",
      runs,
      steps: trace
        ? stepIndexes.map((index) =>
            stepRef(trace, index, "its result names the failed child"),
          )
        : [],
    }),
  ];
}

/** Every node below `runId` in the tree (pre-order: until depth climbs back). */
function descendantsOf(tree: SpawnTree, runId: string): Child[] {
  const start = tree.nodes.findIndex((node) => node.id === runId);
  if (start < 0) return [];
  const depth = tree.nodes[start]!.depth;
  const out: Child[] = [];
  for (let i = start + 1; i < tree.nodes.length; i++) {
    const node = tree.nodes[i]!;
    if (node.depth <= depth) break;
    out.push({
      runId: node.id,
      agentId: node.agentId,
      status: node.status,
      label:
        node.subject ??
        (node.runType ? node.runType.toLowerCase() : "child run"),
      stepIndex: null,
    });
  }
  return out;
}
