import { useMemo, useRef } from "react";
import type { RunTrace, Step } from "../../model/run";
import { buildStepRowViews, type StepRowView } from "./step-row-view";

/**
 * The row views of a trace. While it streams in, each snapshot shares its step objects with
 * the last one, so only the steps of the new batch are computed; a whole trace (or another
 * run) is computed once, as before.
 */
export function useStepRowViews(
  trace: RunTrace,
  isComplete: boolean,
): StepRowView[] {
  const last = useRef<{ steps: readonly Step[]; rows: StepRowView[] } | null>(
    null,
  );
  return useMemo(() => {
    const previous = isComplete ? undefined : (last.current ?? undefined);
    const rows = buildStepRowViews(trace, previous, isComplete);
    last.current = { steps: trace.steps, rows };
    return rows;
  }, [trace, isComplete]);
}
