import { useMemo, useRef } from "react";
import type { RunTrace } from "../../model/run";
import {
  buildStepCells,
  type BuiltCells,
  type StepCell,
} from "../../model/tree/step-cell";

/**
 * The tree cells of a trace. While it streams in, each snapshot shares its step objects
 * with the last one, so only the steps of the new batch are computed; when it completes,
 * only the cells that depend on whether the run has ended (steps without an end) are
 * computed again; another run's trace is computed once.
 */
export function useStepCells(trace: RunTrace, isComplete: boolean): StepCell[] {
  const last = useRef<BuiltCells | null>(null);
  return useMemo(() => {
    const built = buildStepCells(trace, last.current ?? undefined, isComplete);
    last.current = built;
    return built.cells;
  }, [trace, isComplete]);
}
