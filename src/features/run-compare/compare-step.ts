/**
 * The compare route's `step` param ↔ a diff row. `step` names a step of this run (the
 * right side) by its dotted path, as in the run view; a step only the other run has is
 * named `left-<path>` (its path in the other run), so every row can be linked.
 */
import type { DiffNode, RunDiff } from "../../model/diff/diff-run";

const LEFT_PREFIX = "left-";

/** The row a `step` param names, or null when neither run has that step. */
export function rowForStep(
  diff: RunDiff,
  leftRows: ReadonlyMap<string, number>,
  step: string | undefined,
): number | null {
  if (step === undefined) return null;
  if (step.startsWith(LEFT_PREFIX))
    return leftRows.get(step.slice(LEFT_PREFIX.length)) ?? null;
  return diff.byKey.get(`r:${step}`) ?? null;
}

/** The `step` param that selects a row. */
export function stepForRow(node: DiffNode): string {
  return node.right
    ? node.right.path
    : stepForSide("left", node.left?.path ?? "");
}

/** The `step` param that selects a step of one side by its path in that run. */
export function stepForSide(side: "left" | "right", path: string): string {
  return side === "left" ? `${LEFT_PREFIX}${path}` : path;
}

/** Left-run path → row, for `left-<path>` links (paired rows included). */
export function leftRowIndex(diff: RunDiff): Map<string, number> {
  const rows = new Map<string, number>();
  diff.nodes.forEach((node, index) => {
    if (node.left) rows.set(node.left.path, index);
  });
  return rows;
}
