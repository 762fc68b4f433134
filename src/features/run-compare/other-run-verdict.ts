import type { DiffError } from "../../model/diff/diff-run";

export type VerdictTone = "failed" | "elsewhere" | "clear";

/**
 * What the other run did where this error happened, in words: its aligned step first —
 * failed too, or not (and how, when its status says) — and a same tool and error elsewhere
 * in it only named as elsewhere, with its path, never as the aligned step's.
 */
export function otherRunVerdict(
  error: DiffError,
  otherRun: string,
): { text: string; tone: VerdictTone } {
  const { aligned, sameErrorElsewhere: elsewhere } = error;
  if (aligned?.isError)
    return {
      text: `also failed in ${otherRun} (${aligned.path})`,
      tone: "failed",
    };
  const alignedSays = aligned
    ? aligned.status === "SUCCESS"
      ? `succeeded in ${otherRun} (${aligned.path})`
      : `did not fail in ${otherRun} (${aligned.path}: ${aligned.status ?? "status not recorded"})`
    : null;
  if (elsewhere) {
    const where = `same error at step ${elsewhere.path} in ${otherRun}`;
    return {
      text: aligned
        ? `${where}, not at the aligned step — that one ${alignedSays}`
        : `no aligned step in ${otherRun}; same error at step ${elsewhere.path} there`,
      tone: "elsewhere",
    };
  }
  return {
    text: alignedSays ?? `no aligned step in ${otherRun}, nor this error`,
    tone: "clear",
  };
}
