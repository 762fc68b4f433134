/**
 * `GET …/executionRecords/{id}/tree` for the demo: every run sharing the anchor's root,
 * pre-order with depths, and totals — resolved from the root, so it includes consult
 * children that ran under another agent.
 */
import type { DemoDataSet, DemoRun, WireObject } from "./dataset";

export function buildSpawnTree(data: DemoDataSet, anchor: DemoRun): WireObject {
  const byId = new Map(data.runs.map((run) => [String(run.record.id), run]));
  const children = new Map<string, DemoRun[]>();
  for (const run of data.runs) {
    if (!run.parentId) continue;
    const siblings = children.get(run.parentId) ?? [];
    siblings.push(run);
    children.set(run.parentId, siblings);
  }
  let root = anchor;
  for (
    let hops = 0;
    root.parentId && byId.has(root.parentId) && hops < 1000;
    hops++
  ) {
    root = byId.get(root.parentId)!;
  }
  const nodes: WireObject[] = [];
  const stack: { run: DemoRun; depth: number }[] = [{ run: root, depth: 0 }];
  while (stack.length > 0) {
    const { run, depth } = stack.pop()!;
    nodes.push(treeNode(run, depth));
    const kids = [...(children.get(String(run.record.id)) ?? [])].sort(
      (a, b) => num(b.record.startTime) - num(a.record.startTime),
    );
    for (const kid of kids) stack.push({ run: kid, depth: depth + 1 });
  }
  const starts = nodes
    .map((node) => num(node.startTime))
    .filter((time) => time > 0);
  const ends = nodes
    .map((node) => num(node.endTime))
    .filter((time) => time > 0);
  const cost = nodes.reduce((sum, node) => sum + num(node.totalCost), 0);
  return {
    rootExecutionId: root.record.id,
    nodes,
    totals: {
      runs: nodes.length,
      failed: nodes.filter((node) => node.status === "FAILED").length,
      cost: Math.round(cost * 1e6) / 1e6,
      credits: nodes.reduce((sum, node) => sum + num(node.creditsCharged), 0),
      elapsedMs:
        starts.length && ends.length
          ? Math.max(...ends) - Math.min(...starts)
          : 0,
    },
  };
}

function treeNode(run: DemoRun, depth: number): WireObject {
  const record = run.record;
  const start = num(record.startTime);
  const end = num(record.endTime);
  const trigger = (record.trigger ?? {}) as WireObject;
  return {
    id: record.id,
    agentId: record.agentId,
    parentExecutionRecordId: run.parentId,
    parentAsyncOperationId: run.parentAsyncOperationId ?? null,
    depth,
    runType: record.runType ?? (run.parentId ? "SUBTASK" : "ROOT"),
    status: record.status,
    startTime: start,
    endTime: end,
    durationMs: end > 0 ? end - start : 0,
    totalCost: num(record.totalCost),
    creditsCharged: Math.round(num(record.totalCost) * 100),
    subject: record.subject ?? null,
    trigger: {
      // `/tree` is a new-generation endpoint: its enums are strings even for an old record.
      type: typeof trigger.type === "string" ? trigger.type : "UNSPECIFIED",
      id: trigger.id ?? null,
      provider: trigger.provider ?? null,
      triggerFireAttemptId: null,
      participantId: trigger.participantId ?? null,
      displayName: trigger.displayName ?? null,
      participantDisplayName: trigger.participantDisplayName ?? null,
      participantKind: trigger.participantKind ?? null,
      participantAvatarFileId: null,
      pipelineId: null,
    },
  };
}

function num(value: unknown): number {
  return typeof value === "number" ? value : 0;
}
