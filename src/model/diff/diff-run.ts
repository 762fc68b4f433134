/**
 * The diff of two runs: the aligned rows of `alignRuns`, each with a status, plus what a
 * summary needs — counts, the first point of divergence, the first result change, the rows
 * a "next change" key visits, and the errors of each side with whether the other run failed
 * there too.
 *
 * Status of a row: `added` (only in the right run, "this run"), `removed` (only in the
 * left, "the other run"), `changed` (paired, and something differs), `same` (paired, and
 * inputs, result, reasoning, status and error all match). `differs` says what moved, so a
 * row can say it. Values are compared by `sameIo` (decoded, key-sorted), so key order and
 * escaping never count. Results count: a step that got the same question and returned a
 * different answer (a moved watermark, 21 rows → 3, a child COMPLETED → FAILED) is exactly
 * what docs/reference/investigation-workflow.md §6 asks to look at.
 *
 * The first divergence stays the first pair whose *inputs* differ (where the runs were
 * asked different things); `firstResultChange` is the first pair with equal inputs whose
 * result, reasoning, status or error differ (where the same question got another answer).
 *
 * Complexity: O(rows) after the alignment, plus one decode and stringify per step that
 * moved (and, for two conversations, one stringify per message: `conversation-inputs.ts`).
 * Non-goals: timing differences (durations always differ between runs).
 */
import type { RunTrace, Step } from "../run";
import { alignRuns, stepSignature } from "./align";
import { conversationPrefixIds, newPrefixTables } from "./conversation-inputs";
import { isConversationReply, sameIo } from "./step-io";

export type DiffStatus = "same" | "changed" | "added" | "removed";

/** What can differ between the two steps of a pair, in the order a row names them. */
export const DIFF_ASPECTS = [
  "inputs",
  "result",
  "reasoning",
  "status",
  "error",
] as const;
export type DiffAspect = (typeof DIFF_ASPECTS)[number];

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
  /** What differs between the paired steps; empty for `same`, `added` and `removed`. */
  differs: DiffAspect[];
  /** Some descendant is not `same`. */
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
  /** The step the other run has at this place (the pair), whether or not it failed. */
  aligned: Step | null;
  /**
   * When the aligned step did not fail (or there is none): the first step of the other run
   * with the same signature and error, elsewhere — a match to name by where it is, never
   * to pass off as the aligned step.
   */
  sameErrorElsewhere: Step | null;
}

export interface RunDiff {
  nodes: DiffNode[];
  byKey: ReadonlyMap<string, number>;
  counts: DiffCounts;
  /** The first row in tree order whose inputs moved: the first divergence. */
  firstDivergence: number | null;
  /** The first row in tree order with equal inputs and a different result, reasoning, status or error. */
  firstResultChange: number | null;
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
  let firstResultChange: number | null = null;
  const sameInputs = inputsComparer(left, right);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const l = row.left >= 0 ? left.steps[row.left] : undefined;
    const r = row.right >= 0 ? right.steps[row.right] : undefined;
    const differs = l && r ? differences(l, r, sameInputs) : [];
    const status: DiffStatus = !l
      ? "added"
      : !r
        ? "removed"
        : differs.length > 0
          ? "changed"
          : "same";
    counts[status]++;
    const key = r ? `r:${r.path}` : `l:${l!.path}`;
    byKey.set(key, i);
    const node: DiffNode = {
      key,
      status,
      parent: row.parent,
      depth: row.depth,
      children: row.children,
      differs,
      hasChangedDescendant: false,
    };
    if (l) node.left = l;
    if (r) node.right = r;
    nodes[i] = node;
    if (status === "changed") {
      if (differs[0] === "inputs") firstDivergence ??= i;
      else firstResultChange ??= i;
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
    if (node.status !== "same" || node.hasChangedDescendant)
      nodes[node.parent]!.hasChangedDescendant = true;
  }
  return {
    nodes,
    byKey,
    counts,
    firstDivergence,
    firstResultChange,
    changeStops,
    errors: {
      left: collectErrors(nodes, "left", right),
      right: collectErrors(nodes, "right", left),
    },
  };
}

/** What differs between two paired steps, in `DIFF_ASPECTS` order. */
function differences(
  l: Step,
  r: Step,
  sameInputs: (l: Step, r: Step) => boolean,
): DiffAspect[] {
  const out: DiffAspect[] = [];
  if (!sameInputs(l, r)) out.push("inputs");
  if (!sameIo(l, r, "result")) out.push("result");
  if (!sameIo(l, r, "reasoning")) out.push("reasoning");
  if (l.status !== r.status || l.isError !== r.isError) out.push("status");
  if (l.error !== r.error) out.push("error");
  return out;
}

/**
 * How inputs are compared: `sameIo`, except that two conversation replies compare the
 * conversation before them (and their model), which only the whole traces hold.
 */
function inputsComparer(
  left: RunTrace,
  right: RunTrace,
): (l: Step, r: Step) => boolean {
  const plain = (l: Step, r: Step) => sameIo(l, r, "inputs");
  if (left.generation !== "conversation" || right.generation !== "conversation")
    return plain;
  const tables = newPrefixTables();
  const leftIds = conversationPrefixIds(left, tables);
  const rightIds = conversationPrefixIds(right, tables);
  return (l, r) =>
    isConversationReply(l) && isConversationReply(r)
      ? leftIds[l.index] === rightIds[r.index] &&
        (l.llm?.model ?? null) === (r.llm?.model ?? null)
      : plain(l, r);
}

/**
 * Errors of one side, in tree order, each with what the other run did there: its aligned
 * step first (failed or not), and only when that step did not fail, the same tool and
 * error anywhere else in the other run.
 */
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
    const aligned = node[otherSide] ?? null;
    const sameErrorElsewhere = aligned?.isError
      ? null
      : (otherErrors.get(`${stepSignature(step)}\u0000${step.error ?? ""}`) ??
        null);
    out.push({ node: index, step, aligned, sameErrorElsewhere });
  });
  return out;
}
