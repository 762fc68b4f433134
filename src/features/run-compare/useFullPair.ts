import { useMemo } from "react";
import { useTraceWithPayloads } from "../../api/trace-queries";
import type { DiffNode } from "../../model/diff/diff-run";
import type { RunTrace } from "../../model/run";

const NONE: number[] = [];

/**
 * The selected pair with both steps in full (parameters, messages, results): the diff
 * panel compares payloads, which a worker-kept trace sends on request. null while loading.
 */
export function useFullPair(
  node: DiffNode,
  leftTrace: RunTrace,
  rightTrace: RunTrace,
): DiffNode | null {
  const leftIndexes = useMemo(
    () => (node.left ? [node.left.index] : NONE),
    [node.left],
  );
  const rightIndexes = useMemo(
    () => (node.right ? [node.right.index] : NONE),
    [node.right],
  );
  const left = useTraceWithPayloads(leftTrace, leftIndexes).trace;
  const right = useTraceWithPayloads(rightTrace, rightIndexes).trace;
  return useMemo(() => {
    if (!left || !right) return null;
    const full: DiffNode = { ...node };
    if (node.left) full.left = left.steps[node.left.index]!;
    if (node.right) full.right = right.steps[node.right.index]!;
    return full;
  }, [node, left, right]);
}
