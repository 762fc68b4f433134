/**
 * `GET …/executionRecords/{id}/tree` → `SpawnTree`. Nodes are read one at a time (one odd
 * node is reported, not fatal), enums normalised, `endTime: 0` read as open.
 *
 * A tree pruned by retention still looks whole; the wire field that says so is unknown,
 * so a node whose parent is missing from the tree is taken as the sign, and reported as
 * the inference it is: totals counted here cover only the runs listed, and whether the
 * API's own totals count the missing runs is not known.
 */
import { fruxonTreeNodeSchema, fruxonTreeSchema } from "../wire/fruxon";
import { asMs } from "../run";
import {
  totalsOf,
  type SpawnTree,
  type SpawnTreeNode,
} from "../spawn/spawn-tree";
import { toMeaningfulEnum, toUpperSnake } from "./enums";
import { describeIssues, WireFormatError } from "./wire-error";

export function normalizeFruxonTree(json: unknown): SpawnTree {
  const parsed = fruxonTreeSchema.safeParse(json);
  if (!parsed.success)
    throw new WireFormatError(
      describeIssues(parsed.error.issues),
      "spawn tree",
    );
  const nodes: SpawnTreeNode[] = [];
  const problems: string[] = [];
  parsed.data.nodes.forEach((item, position) => {
    const node = fruxonTreeNodeSchema.safeParse(item);
    if (!node.success) {
      problems.push(
        `Node ${position + 1} could not be read: ${describeIssues(node.error.issues)}.`,
      );
      return;
    }
    const wire = node.data;
    const start = positive(wire.startTime);
    const end = positive(wire.endTime);
    nodes.push({
      id: wire.id,
      agentId: wire.agentId || null,
      parentId: wire.parentExecutionRecordId || null,
      depth: Math.max(0, Math.floor(wire.depth ?? 0)),
      runType: toMeaningfulEnum(wire.runType),
      status: toUpperSnake(wire.status),
      startTime: start === null ? null : asMs(start),
      endTime: end === null ? null : asMs(end),
      durationMs:
        typeof wire.durationMs === "number" && end !== null
          ? asMs(wire.durationMs)
          : start !== null && end !== null
            ? asMs(end - start)
            : null,
      totalCost: wire.totalCost ?? null,
      credits: wire.creditsCharged ?? null,
      triggerType: toMeaningfulEnum(wire.trigger?.type),
      subject: wire.subject || null,
      participantDisplayName:
        wire.trigger?.participantDisplayName ||
        wire.trigger?.displayName ||
        null,
    });
  });
  const ids = new Set(nodes.map((node) => node.id));
  const orphans = nodes.filter(
    (node) => node.parentId !== null && !ids.has(node.parentId),
  ).length;
  const wireTotals = parsed.data.totals;
  if (orphans > 0) problems.push(missingParentsWarning(orphans, !!wireTotals));
  const computed = totalsOf(nodes);
  return {
    source: "api",
    rootExecutionId: parsed.data.rootExecutionId || nodes[0]?.id || null,
    nodes,
    totals: wireTotals
      ? {
          runs: wireTotals.runs ?? computed.runs,
          failed: wireTotals.failed ?? computed.failed,
          cost: wireTotals.cost ?? computed.cost,
          credits: wireTotals.credits ?? computed.credits,
          elapsedMs:
            typeof wireTotals.elapsedMs === "number"
              ? asMs(wireTotals.elapsedMs)
              : computed.elapsedMs,
        }
      : computed,
    problems,
  };
}

/** What the nodes show when some name a parent the tree lacks — said as an inference. */
function missingParentsWarning(orphans: number, hasWireTotals: boolean) {
  const runs =
    orphans === 1 ? "1 run names a parent" : `${orphans} runs name a parent`;
  const totals = hasWireTotals
    ? "The totals are the API's: whether they count the missing runs is unknown."
    : "The totals count only the runs listed.";
  return `${runs} that is not in this tree, so runs are missing from it — perhaps pruned by retention (the API does not say). ${totals}`;
}

function positive(value: number | null | undefined): number | null {
  return typeof value === "number" && value > 0 ? value : null;
}
