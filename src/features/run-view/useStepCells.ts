import { useMemo, useRef } from "react";
import type { RunTrace, Step } from "../../model/run";
import { buildStepCells, type StepCell } from "../../model/tree/step-cell";

/**
 * The tree cells of a trace. While it streams in, each snapshot shares its step objects
 * with the last one, so only the steps of the new batch are computed; a whole trace (or
 * another run) is computed once, as before.
 */
export function useStepCells(trace: RunTrace, isComplete: boolean): StepCell[] {
  const last = useRef<{ steps: readonly Step[]; cells: StepCell[] } | null>(
    null,
  );
  return useMemo(() => {
    const previous = isComplete ? undefined : (last.current ?? undefined);
    const cells = buildStepCells(trace, previous, isComplete);
    last.current = { steps: trace.steps, cells };
    return cells;
  }, [trace, isComplete]);
}
