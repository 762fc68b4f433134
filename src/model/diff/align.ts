/**
 * Align the step trees of two runs row by row.
 *
 * Each step gets a signature: its kind and its tool identity (`integrationId/toolId`), or
 * its kind and display name when it calls no tool (or the step's `alignKey`, where its name
 * is content — a fast-agent message). Two steps can pair only when their
 * signatures are equal and their parents are paired (top-level steps pair among
 * themselves), so a step's full signature is its own plus its ancestors' — as jaeger-ui's
 * TraceDiff keys a node by its lineage. The children of each paired pair are aligned with
 * `alignSequences` (Myers LCS), so a step inserted or missing on one side does not shift
 * every row after it. The subtree of an unpaired step is unpaired as a whole.
 *
 * The result is one flat list of rows in tree order (pre-order), each with the left and
 * right step index (-1 for the side that lacks it), its parent row and depth: the shape a
 * tree widget and "first divergence in tree order" both want.
 *
 * Approach: one explicit stack (no recursion, for deep traces); signatures are interned to
 * small integers once per run. Complexity: O(L + R) plus the sequence alignments, which
 * are O((n+m)·d) per sibling list (d = unpaired siblings) with an O(n log n) fallback.
 *
 * Non-goals: pairing steps across different parents (a step moved to another parent shows
 * as removed there and added here) or by content similarity.
 */
import type { RunTrace, Step } from "../run";
import { alignSequences } from "./sequence-align";

export interface AlignedRow {
  /** Step index in the left run, or -1. */
  left: number;
  /** Step index in the right run, or -1. */
  right: number;
  /** Index of the parent row, or -1 for a top-level row. */
  parent: number;
  depth: number;
  /** Indexes of the child rows, in order. */
  children: number[];
}

/**
 * The part of a step's signature that is its own: kind plus tool identity, else its align
 * key (a conversation message, whose name is its text), else its name.
 */
export function stepSignature(step: Step): string {
  const identity = step.tool?.tool?.label || step.alignKey || step.name;
  const kind = step.kind === "OTHER" ? `OTHER:${step.type}` : step.kind;
  return `${kind}\u0000${identity}`;
}

interface Task {
  left: number;
  right: number;
  parent: number;
  depth: number;
}

/** Rows of the aligned trees, in pre-order. */
export function alignRuns(left: RunTrace, right: RunTrace): AlignedRow[] {
  const ids = new Map<string, number>();
  const leftSigs = internSignatures(left, ids);
  const rightSigs = internSignatures(right, ids);
  const rows: AlignedRow[] = [];
  const stack: Task[] = [];
  pushChildren(stack, left.roots, right.roots, leftSigs, rightSigs, -1, 0);
  while (stack.length > 0) {
    const task = stack.pop()!;
    const index = rows.length;
    rows.push({
      left: task.left,
      right: task.right,
      parent: task.parent,
      depth: task.depth,
      children: [],
    });
    if (task.parent >= 0) rows[task.parent]!.children.push(index);
    const leftChildren =
      task.left >= 0 ? left.steps[task.left]!.children : NONE;
    const rightChildren =
      task.right >= 0 ? right.steps[task.right]!.children : NONE;
    pushChildren(
      stack,
      leftChildren,
      rightChildren,
      leftSigs,
      rightSigs,
      index,
      task.depth + 1,
    );
  }
  return rows;
}

const NONE: readonly number[] = [];

/** Aligns two sibling lists and pushes the rows in reverse, so they pop in order. */
function pushChildren(
  stack: Task[],
  leftChildren: readonly number[],
  rightChildren: readonly number[],
  leftSigs: Int32Array,
  rightSigs: Int32Array,
  parent: number,
  depth: number,
): void {
  if (leftChildren.length === 0 && rightChildren.length === 0) return;
  const a = Int32Array.from(leftChildren, (index) => leftSigs[index]!);
  const b = Int32Array.from(rightChildren, (index) => rightSigs[index]!);
  const pairs = alignSequences(a, b);
  for (let p = pairs.length - 1; p >= 0; p--) {
    const pair = pairs[p]!;
    stack.push({
      left: pair.a >= 0 ? leftChildren[pair.a]! : -1,
      right: pair.b >= 0 ? rightChildren[pair.b]! : -1,
      parent,
      depth,
    });
  }
}

function internSignatures(trace: RunTrace, ids: Map<string, number>) {
  const out = new Int32Array(trace.steps.length);
  for (const step of trace.steps) {
    const signature = stepSignature(step);
    let id = ids.get(signature);
    if (id === undefined) {
      id = ids.size;
      ids.set(signature, id);
    }
    out[step.index] = id;
  }
  return out;
}
