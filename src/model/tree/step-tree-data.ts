/**
 * The nested shape a tree widget wants, built from the flat pre-order step array in one
 * pass (no recursion): each node is `{id: dotted path, index, children}`; leaves have
 * `children: null` so the widget draws them without a toggle.
 */
import type { RunTrace } from "../run";

export interface StepTreeNode {
  /** The dotted path: stable across polls of a live run, so selection and open state survive. */
  id: string;
  index: number;
  children: StepTreeNode[] | null;
}

export function buildStepTreeData(trace: RunTrace): StepTreeNode[] {
  const nodes: StepTreeNode[] = trace.steps.map((step) => ({
    id: step.path,
    index: step.index,
    children: step.children.length > 0 ? [] : null,
  }));
  const roots: StepTreeNode[] = [];
  // Pre-order guarantees a parent precedes its children, and children arrive in order.
  for (const step of trace.steps) {
    const node = nodes[step.index]!;
    if (step.parent < 0) roots.push(node);
    else nodes[step.parent]!.children!.push(node);
  }
  return roots;
}

/** Open state for a large run: everything above `depth` open, the rest closed. */
export function openStateToDepth(
  trace: RunTrace,
  depth: number,
): Record<string, boolean> {
  const open: Record<string, boolean> = {};
  for (const step of trace.steps) {
    if (step.children.length > 0) open[step.path] = step.depth < depth;
  }
  return open;
}

/** Open state with every step of one subtree open (and its ancestors, so it shows). */
export function openSubtree(
  trace: RunTrace,
  rootIndex: number,
  current: Readonly<Record<string, boolean>>,
  isOpen: boolean,
): Record<string, boolean> {
  const next = { ...current };
  const stack = [rootIndex];
  while (stack.length > 0) {
    const index = stack.pop()!;
    const step = trace.steps[index]!;
    if (step.children.length > 0) next[step.path] = isOpen;
    for (const child of step.children) stack.push(child);
  }
  if (isOpen) {
    for (
      let parent = trace.steps[rootIndex]!.parent;
      parent >= 0;
      parent = trace.steps[parent]!.parent
    ) {
      next[trace.steps[parent]!.path] = true;
    }
  }
  return next;
}

/**
 * The tree of a filter's answer: the matching steps and their ancestors, nothing else, in
 * O(m · depth) for m matches, so filtering a 100,000-step run hands the tree widget a
 * tree the size of the answer instead of the whole run.
 */
export function buildFilteredTreeData(
  trace: RunTrace,
  matches: ReadonlySet<number>,
): StepTreeNode[] {
  const shown = new Set<number>();
  for (const index of matches) {
    for (
      let step = index;
      step >= 0 && !shown.has(step);
      step = trace.steps[step]!.parent
    )
      shown.add(step);
  }
  const nodes = new Map<number, StepTreeNode>();
  const roots: StepTreeNode[] = [];
  // Ascending index is pre-order, so a parent's node exists before its children's.
  for (const index of [...shown].sort((a, b) => a - b)) {
    const step = trace.steps[index]!;
    const node: StepTreeNode = { id: step.path, index, children: null };
    nodes.set(index, node);
    const parent = nodes.get(step.parent);
    if (!parent) roots.push(node);
    else (parent.children ??= []).push(node);
  }
  return roots;
}
