import { useCallback, useMemo, type ReactNode } from "react";
import type { RunTrace } from "../../model/run";
import { errorsInside } from "../../model/tree/errors-inside";
import type { TreeRow } from "../../model/tree/nest-rows";
import type { StepCells } from "../../model/tree/step-cell";
import type { TreeRowState } from "../../ui/tree/ReadOnlyTree";
import { StepTreeRow } from "./StepTreeRow";

/**
 * The run tree's row renderer: each row's precomputed cell, its notes and the failed steps
 * it holds, all lookups. A new note changes only this renderer (held in context): the
 * visible rows redraw, arborist's props stay as they were.
 */
export function useStepRowRenderer(
  trace: RunTrace,
  cells: StepCells,
  /** Notes per step path: a row's marker is one lookup. */
  notedSteps: ReadonlyMap<string, number>,
): (row: TreeRow, state: TreeRowState) => ReactNode {
  // Failed steps below each row: a closed row says what it hides.
  const errorsInsideRows = useMemo(
    () => errorsInside(trace.steps, trace.errorIndexes),
    [trace],
  );
  return useCallback(
    (row: TreeRow, state: TreeRowState) => {
      const cell = cells(row.index);
      return cell === undefined ? null : (
        <StepTreeRow
          view={cell}
          noteCount={notedSteps.get(cell.path) ?? 0}
          errorsInside={errorsInsideRows.get(row.index) ?? 0}
          state={state}
        />
      );
    },
    [cells, notedSteps, errorsInsideRows],
  );
}
