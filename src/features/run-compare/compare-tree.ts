import type { DiffNode, RunDiff } from "../../model/diff/diff-run";
import { flatTree, type FlatTree } from "../../model/tree/flat-tree";

/**
 * The aligned rows of a diff as the one tree shows them: "Hide unchanged" keeps the rows
 * that differ and their ancestors, and a large diff opens every row on the way to a change.
 */
export function compareTree(diff: RunDiff, hideUnchanged: boolean): FlatTree {
  return flatTree(
    diff.nodes,
    (index) => diff.nodes[index]!.key,
    hideUnchanged ? differingRows(diff) : null,
    (index) => leadsToChange(diff.nodes[index]!),
    // A group of aligned rows is named by the steps' paths, this run's where it has one.
    (index) => {
      const node = diff.nodes[index]!;
      return (node.right ?? node.left)!.path;
    },
  );
}

/** Rows that differ between the runs: what "Hide unchanged" keeps (with their ancestors). */
function differingRows(diff: RunDiff): number[] {
  const rows: number[] = [];
  diff.nodes.forEach((node, index) => {
    if (node.status !== "same") rows.push(index);
  });
  return rows;
}

/** A paired row with a change below it: opened on a large diff so the change shows. */
function leadsToChange(node: DiffNode): boolean {
  return (
    node.hasChangedDescendant &&
    node.status !== "added" &&
    node.status !== "removed"
  );
}
