/**
 * "The same step" across two runs of one agent, for the systemic-error finding.
 *
 * A step's signature is its kind plus its tool identity (`integrationId/toolId`) or, for
 * non-tool steps, its name; its path signature prefixes its ancestors' signatures, so a
 * search under the digest LLM step is not the search under the main one. Every step of
 * the other run with the same path signature is a counterpart.
 *
 * `counterpartSteps` is the seam for the compare view's alignment (`src/model/diff/`):
 * once it exists, build the same `(index) => indexes` function from its pairs instead.
 * Complexity: O(n + m) to index both runs; each lookup is one map read.
 */
import type { RunTrace, Step } from "../run";

export function stepSignature(step: Step): string {
  const tool = step.tool?.tool;
  return tool ? `${step.kind}:${tool.label}` : `${step.kind}:${step.name}`;
}

/** Path signatures of every step, in pre-order (parents are computed before children). */
export function pathSignatures(trace: RunTrace): string[] {
  const signatures = new Array<string>(trace.steps.length);
  for (const step of trace.steps) {
    const own = stepSignature(step);
    signatures[step.index] =
      step.parent >= 0 ? `${signatures[step.parent]} > ${own}` : own;
  }
  return signatures;
}

/** For a step of `current`, the indexes of the steps of `previous` that are the same step. */
export function counterpartSteps(
  current: RunTrace,
  previous: RunTrace,
): (index: number) => readonly number[] {
  const currentSignatures = pathSignatures(current);
  const bySignature = new Map<string, number[]>();
  pathSignatures(previous).forEach((signature, index) => {
    const list = bySignature.get(signature);
    if (list) list.push(index);
    else bySignature.set(signature, [index]);
  });
  return (index) => bySignature.get(currentSignatures[index] ?? "") ?? [];
}
