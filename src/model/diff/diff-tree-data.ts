/**
 * The nested shape a tree widget wants, built from a run diff's flat pre-order rows in one
 * pass (no recursion): `{id: row key, index: row index, children}`; leaves have
 * `children: null`. Mirrors `tree/step-tree-data.ts` for the aligned tree.
 */
import type { DiffNode } from "./diff-run";

export interface DiffTreeNode {
  /** The row key (`r:<path>` or `l:<path>`): stable for one pair of runs. */
  id: string;
  index: number;
  children: DiffTreeNode[] | null;
}

export function buildDiffTreeData(nodes: readonly DiffNode[]): DiffTreeNode[] {
  const out: DiffTreeNode[] = nodes.map((node, index) => ({
    id: node.key,
    index,
    children: node.children.length > 0 ? [] : null,
  }));
  const roots: DiffTreeNode[] = [];
  nodes.forEach((node, index) => {
    if (node.parent < 0) roots.push(out[index]!);
    else out[node.parent]!.children!.push(out[index]!);
  });
  return roots;
}

/** Open state for a large diff: rows above `depth` open, and every row on the way to a change. */
export function diffOpenState(
  nodes: readonly DiffNode[],
  depth: number,
): Record<string, boolean> {
  const open: Record<string, boolean> = {};
  for (const node of nodes) {
    if (node.children.length > 0)
      open[node.key] =
        node.depth < depth ||
        (node.hasChangedDescendant &&
          node.status !== "added" &&
          node.status !== "removed");
  }
  return open;
}
