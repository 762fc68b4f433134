/**
 * Which run is "the previous run" of this one, from the agent's runs that started before
 * it (newest first, as `executions list --until <start − 1>` returns them). A fan-out
 * lists the orchestrator and its children together, so for a ROOT run the SUBTASK and
 * CONSULT children are skipped; a child run is compared with the previous child of the
 * same kind.
 */
import type { RunSummary } from "../run";

const CHILD_TYPES = new Set(["SUBTASK", "CONSULT"]);

export function pickPreviousRun(
  current: RunSummary,
  candidates: readonly RunSummary[],
): RunSummary | null {
  const kind = current.runType;
  const isChild = kind !== null && CHILD_TYPES.has(kind);
  for (const run of candidates) {
    if (run.id === current.id) continue;
    if (
      current.startTime !== null &&
      run.startTime !== null &&
      run.startTime >= current.startTime
    )
      continue;
    if (
      isChild
        ? run.runType !== kind
        : run.runType !== null && CHILD_TYPES.has(run.runType)
    )
      continue;
    return run;
  }
  return null;
}
