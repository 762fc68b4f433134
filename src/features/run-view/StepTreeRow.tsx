import { memo } from "react";
import type { StepCell } from "../../model/tree/step-cell";
import type { TreeRowState } from "../../ui/tree/ReadOnlyTree";
import { StepCellView } from "../../ui/tree/StepCellView";
import { TreeRowFrame } from "../../ui/tree/TreeRowFrame";

/**
 * One step of the run's tree: its cell in the shared row frame, tinted when it failed,
 * marked when notes are pinned to it.
 */
export const StepTreeRow = memo(function StepTreeRow({
  view: cell,
  noteCount,
  state,
}: {
  view: StepCell;
  noteCount: number;
  state: TreeRowState;
}) {
  return (
    <TreeRowFrame
      state={state}
      testId={`step-row-${cell.path}`}
      label={
        noteCount > 0
          ? `${cell.label} — ${noteCount} ${noteCount === 1 ? "note" : "notes"}`
          : cell.label
      }
      tint={cell.error && "bg-step-error-soft/60"}
      toggleLabel={(isOpen) => `${isOpen ? "Collapse" : "Expand"} ${cell.path}`}
    >
      <StepCellView cell={cell} noteCount={noteCount} />
    </TreeRowFrame>
  );
});
