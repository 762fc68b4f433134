import { useMemo, useState } from "react";
import type { RunTrace } from "../../model/run";
import { StepCellCache, type StepCells } from "../../model/tree/step-cell";

/**
 * The tree cells of a trace, each made when its row first shows and kept for the steps
 * the next snapshot shares (`StepCellCache`): a new snapshot or the complete trace costs
 * the page only the rows on screen.
 */
export function useStepCells(trace: RunTrace, isComplete: boolean): StepCells {
  const [cache] = useState(() => new StepCellCache());
  return useMemo(
    () => cache.cellsOf(trace, isComplete),
    [cache, trace, isComplete],
  );
}
