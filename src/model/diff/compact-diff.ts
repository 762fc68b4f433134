/**
 * A `RunDiff` with step indexes in place of steps, and back: the diff is computed where the
 * full steps are (the trace worker) and sent to the page compactly; the page lays it over
 * its own (summary) steps of the same two traces. Rows keep everything else as computed.
 */
import type { RunTrace } from "../run";
import type { DiffError, DiffNode, RunDiff } from "./diff-run";

export interface CompactDiffNode extends Omit<DiffNode, "left" | "right"> {
  left: number;
  right: number;
}

interface CompactDiffError {
  node: number;
  step: number;
  aligned: number;
  sameErrorElsewhere: number;
}

export interface CompactDiff extends Omit<
  RunDiff,
  "nodes" | "byKey" | "errors"
> {
  nodes: CompactDiffNode[];
  errors: { left: CompactDiffError[]; right: CompactDiffError[] };
}

export function compactDiff(diff: RunDiff): CompactDiff {
  const compactError = (error: DiffError): CompactDiffError => ({
    node: error.node,
    step: error.step.index,
    aligned: error.aligned?.index ?? -1,
    sameErrorElsewhere: error.sameErrorElsewhere?.index ?? -1,
  });
  return {
    counts: diff.counts,
    firstDivergence: diff.firstDivergence,
    firstResultChange: diff.firstResultChange,
    changeStops: diff.changeStops,
    nodes: diff.nodes.map(({ left, right, ...node }) => ({
      ...node,
      left: left?.index ?? -1,
      right: right?.index ?? -1,
    })),
    errors: {
      left: diff.errors.left.map(compactError),
      right: diff.errors.right.map(compactError),
    },
  };
}

/** The diff over `left` and `right`, the two traces `compact` was computed from. */
export function hydrateDiff(
  compact: CompactDiff,
  left: RunTrace,
  right: RunTrace,
): RunDiff {
  const byKey = new Map<string, number>();
  const nodes = compact.nodes.map(({ left: l, right: r, ...rest }, index) => {
    byKey.set(rest.key, index);
    const node: DiffNode = rest;
    if (l >= 0) node.left = left.steps[l]!;
    if (r >= 0) node.right = right.steps[r]!;
    return node;
  });
  const hydrateErrors = (
    errors: CompactDiffError[],
    own: RunTrace,
    other: RunTrace,
  ): DiffError[] =>
    errors.map((error) => ({
      node: error.node,
      step: own.steps[error.step]!,
      aligned: error.aligned >= 0 ? other.steps[error.aligned]! : null,
      sameErrorElsewhere:
        error.sameErrorElsewhere >= 0
          ? other.steps[error.sameErrorElsewhere]!
          : null,
    }));
  return {
    nodes,
    byKey,
    counts: compact.counts,
    firstDivergence: compact.firstDivergence,
    firstResultChange: compact.firstResultChange,
    changeStops: compact.changeStops,
    errors: {
      left: hydrateErrors(compact.errors.left, left, right),
      right: hydrateErrors(compact.errors.right, right, left),
    },
  };
}
