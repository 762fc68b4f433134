/**
 * The dotted paths of the steps with the given ids: how a conversation turn, which names
 * its step by id (`traceStepId`), is linked to the step in the tree. One pass over the
 * steps, O(steps); runs in the trace worker, so only the few paths asked for cross.
 */
import type { RunTrace } from "../run";

export function stepPathsById(
  trace: RunTrace,
  ids: readonly string[],
): Record<string, string> {
  const wanted = new Set(ids);
  const paths: Record<string, string> = {};
  for (const step of trace.steps) {
    if (wanted.size === 0) break;
    if (step.id !== null && wanted.delete(step.id)) paths[step.id] = step.path;
  }
  return paths;
}
