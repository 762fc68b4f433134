import { memo } from "react";
import type { StepCell } from "../../model/tree/step-cell";
import type { TreeRowState } from "../../ui/tree/ReadOnlyTree";
import { StepCellView } from "../../ui/tree/StepCellView";
import { TreeRowFrame } from "../../ui/tree/TreeRowFrame";

/**
 * One step of the run's tree: its cell in the shared row frame, tinted when it failed,
 * marked when notes are pinned to it, and, while closed, saying how many failed steps it
 * holds.
 */
export const StepTreeRow = memo(function StepTreeRow({
  view: cell,
  noteCount,
  errorsInside,
  state,
}: {
  view: StepCell;
  noteCount: number;
  /** Failed steps below this row; shown while it is closed. */
  errorsInside: number;
  state: TreeRowState;
}) {
  const hiddenErrors = state.isInternal && !state.isOpen ? errorsInside : 0;
  const hidden =
    hiddenErrors > 0
      ? `${hiddenErrors} failed ${hiddenErrors === 1 ? "step" : "steps"} inside`
      : null;
  return (
    <TreeRowFrame
      state={state}
      testId={`step-row-${cell.path}`}
      label={[
        cell.label,
        noteCount > 0 && `${noteCount} ${noteCount === 1 ? "note" : "notes"}`,
        hidden,
      ]
        .filter(Boolean)
        .join(" — ")}
      tint={cell.error && "bg-step-error-soft/60"}
      toggleLabel={(isOpen) => `${isOpen ? "Collapse" : "Expand"} ${cell.path}`}
    >
      <StepCellView cell={cell} noteCount={noteCount} hiddenErrors={hidden} />
    </TreeRowFrame>
  );
});
