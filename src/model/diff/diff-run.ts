/**
 * The diff of two runs: the aligned rows of `alignRuns`, each with a status, plus what a
 * summary needs — counts, the first point of divergence, the rows a "next change" key
 * visits, and the errors of each side with whether the other run failed there too.
 *
 * Status of a row: `added` (only in the right run, "this run"), `removed` (only in the
 * left, "the other run"), `changed` (paired, inputs differ), `same` (paired, inputs equal).
 * Inputs are compared by `sameIo` (decoded, key-sorted), so key order and escaping never
 * count. A pair with equal inputs whose outcome differs (status or error) stays `same`
 * but carries `outcomeChanged`: the question of docs/reference/investigation-workflow.md §6 is which *input* moved, and a step
 * that failed in one run only is worth seeing but is not a divergence. Results are not
 * part of it: two runs' results nearly always differ (ids, timestamps); the Results pane
 * of the diff shows them.
 *
 * Complexity: O(rows) after the alignment, plus one decode and stringify per step.
 * Non-goals: timing differences (durations always differ between runs).
 */
import type { RunTrace, Step } from "../run";
import { alignRuns, stepSignature } from "./align";
import { sameIo } from "./step-io";

export type DiffStatus = "same" | "changed" | "added" | "removed";

export interface DiffNode {
  /** Stable row id: `r:<path>` when the right run has the step, else `l:<path>`. */
  key: string;
  status: DiffStatus;
  left?: Step;
  right?: Step;
  /** Index of the parent node, or -1. */
  parent: number;
  depth: number;
  children: number[];
  /** Paired, and the status or error differ (inputs may be equal). */
  outcomeChanged: boolean;
  /** Some descendant is not `same`, or changed its outcome. */
  hasChangedDescendant: boolean;
}

export interface DiffCounts {
  same: number;
  changed: number;
  added: number;
  removed: number;
}

export interface DiffError {
  node: number;
  step: Step;
  /** The step of the other run that failed at the same place (paired, or same signature and message). */
  alsoFailedIn: Step | null;
}

export interface RunDiff {
  nodes: DiffNode[];
  byKey: ReadonlyMap<string, number>;
  counts: DiffCounts;
  /** The first `changed` row in tree order: the first step whose inputs moved. */
  firstDivergence: number | null;
  /** Rows a "next change" visits, in tree order: changed rows and the top of each added or removed subtree. */
  changeStops: number[];
  errors: { left: DiffError[]; right: DiffError[] };
}

export function diffRuns(left: RunTrace, right: RunTrace): RunDiff {
  const rows = alignRuns(left, right);
  const nodes: DiffNode[] = new Array<DiffNode>(rows.length);
  const byKey = new Map<string, number>();
  const counts: DiffCounts = { same: 0, changed: 0, added: 0, removed: 0 };
  const changeStops: number[] = [];
  let firstDivergence: number | null = null;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const l = row.left >= 0 ? left.steps[row.left] : undefined;
    const r = row.right >= 0 ? right.steps[row.right] : undefined;
    const status = rowStatus(l, r);
    counts[status]++;
    const key = r ? `r:${r.path}` : `l:${l!.path}`;
    byKey.set(key, i);
    const node: DiffNode = {
      key,
      status,
      parent: row.parent,
      depth: row.depth,
      children: row.children,
      outcomeChanged:
        l !== undefined && r !== undefined && outcomeDiffers(l, r),
      hasChangedDescendant: false,
    };
    if (l) node.left = l;
    if (r) node.right = r;
    nodes[i] = node;
    if (status === "changed") {
      firstDivergence ??= i;
      changeStops.push(i);
    } else if (
      status !== "same" &&
      (row.parent < 0 || nodes[row.parent]!.status !== status)
    ) {
      changeStops.push(i);
    }
  }
  // Pre-order: children come after their parent, so a reverse pass folds flags upwards.
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i]!;
    if (node.parent < 0) continue;
    if (
      node.status !== "same" ||
      node.outcomeChanged ||
      node.hasChangedDescendant
    )
      nodes[node.parent]!.hasChangedDescendant = true;
  }
  return {
    nodes,
    byKey,
    counts,
    firstDivergence,
    changeStops,
    errors: {
      left: collectErrors(nodes, "left", right),
      right: collectErrors(nodes, "right", left),
    },
  };
}

function rowStatus(l: Step | undefined, r: Step | undefined): DiffStatus {
  if (!l) return "added";
  if (!r) return "removed";
  return sameIo(l, r, "inputs") ? "same" : "changed";
}

function outcomeDiffers(l: Step, r: Step): boolean {
  return (
    l.isError !== r.isError || l.status !== r.status || l.error !== r.error
  );
}

/** Errors of one side, in tree order, each marked when the other run failed there too. */
function collectErrors(
  nodes: DiffNode[],
  side: "left" | "right",
  other: RunTrace,
): DiffError[] {
  const otherSide = side === "left" ? "right" : "left";
  // Unpaired repeats: same signature and same message anywhere in the other run.
  const otherErrors = new Map<string, Step>();
  for (const index of other.errorIndexes) {
    const step = other.steps[index]!;
    const key = `${stepSignature(step)}\u0000${step.error ?? ""}`;
    if (!otherErrors.has(key)) otherErrors.set(key, step);
  }
  const out: DiffError[] = [];
  nodes.forEach((node, index) => {
    const step = node[side];
    if (!step?.isError) return;
    const partner = node[otherSide];
    const alsoFailedIn = partner?.isError
      ? partner
      : (otherErrors.get(`${stepSignature(step)}\u0000${step.error ?? ""}`) ??
        null);
    out.push({ node: index, step, alsoFailedIn });
  });
  return out;
}
