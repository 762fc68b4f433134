/**
 * What a row of the aligned tree shows, computed once per diff (O(rows)) so rendering a
 * row is a lookup: `rows[node.index]`. Each side is the step's cell from the one step-cell
 * builder, so a step reads the same here as in its own run's tree.
 */
import type {
  DiffAspect,
  DiffNode,
  DiffStatus,
} from "../../model/diff/diff-run";
import type { StepCell, StepCells } from "../../model/tree/step-cell";

export interface CompareRowView {
  key: string;
  status: DiffStatus;
  /** What differs between the paired steps (empty unless `changed`). */
  differs: DiffAspect[];
  depth: number;
  left: StepCell | null;
  right: StepCell | null;
  /** Accessible name of the row: both paths and the status in words. */
  label: string;
}

export const STATUS_LABEL: Record<DiffStatus, string> = {
  same: "same",
  changed: "changed",
  added: "added",
  removed: "removed",
};

export function buildCompareRowViews(
  nodes: readonly DiffNode[],
  leftCells: StepCells,
  rightCells: StepCells,
): CompareRowView[] {
  return nodes.map((node) => {
    const left = node.left ? leftCells(node.left.index)! : null;
    const right = node.right ? rightCells(node.right.index)! : null;
    const name = (right ?? left)!.name;
    const what =
      node.differs.length > 0 ? ` (${node.differs.join(", ")} differ)` : "";
    return {
      key: node.key,
      status: node.status,
      differs: node.differs,
      depth: node.depth,
      left,
      right,
      label: `${left?.path ?? "—"} ↔ ${right?.path ?? "—"} ${name}: ${STATUS_LABEL[node.status]}${what}`,
    };
  });
}
