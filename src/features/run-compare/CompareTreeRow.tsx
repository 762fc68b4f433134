import { memo } from "react";
import type { StepCell } from "../../model/tree/step-cell";
import { cn } from "../../ui/cn";
import type { TreeRowState } from "../../ui/tree/ReadOnlyTree";
import { StepCellView } from "../../ui/tree/StepCellView";
import { TreeRowFrame } from "../../ui/tree/TreeRowFrame";
import { STATUS_LABEL, type CompareRowView } from "./compare-row-view";
import { STATUS_CHIP, STATUS_ROW } from "./diff-status-style";

const INDENT_PX = 12;
/** Deeper rows stop indenting further, so a 3,000-level chain still shows its labels. */
const MAX_INDENT_LEVELS = 20;
const indent = (depth: number) =>
  Math.min(depth, MAX_INDENT_LEVELS) * INDENT_PX;

/** One aligned row: status in words, the other run's step, this run's step. */
export const CompareTreeRow = memo(function CompareTreeRow({
  view,
  state,
}: {
  view: CompareRowView;
  state: TreeRowState;
}) {
  const anchor = view.right?.path ?? `left-${view.left?.path ?? ""}`;
  return (
    <TreeRowFrame
      state={state}
      testId={`compare-row-${anchor}`}
      status={view.status}
      label={view.label}
      tint={cn(STATUS_ROW[view.status], "hover:bg-slate-50")}
      toggleLabel={(isOpen) => (isOpen ? "Collapse row" : "Expand row")}
    >
      <span
        className={cn(
          "w-[70px] shrink-0 rounded px-1 text-center text-[10px] font-semibold uppercase tracking-wide",
          STATUS_CHIP[view.status],
        )}
      >
        {STATUS_LABEL[view.status]}
      </span>
      <Side cell={view.left} depth={view.depth} side="the other run" />
      <span aria-hidden className="h-full w-px shrink-0 bg-slate-200" />
      <Side cell={view.right} depth={view.depth} side="this run" />
      {view.differs.length > 0 && (
        // At most 9rem, so the names keep the room (the whole list on hover and in the
        // diff panel's tabs).
        <span
          className="max-w-[9rem] shrink-0 truncate rounded border border-diff-changed/40 px-1 text-[10px] font-semibold text-slate-700"
          title={`What differs between the two steps: ${view.differs.join(", ")}`}
        >
          {view.differs.join(" · ")}
        </span>
      )}
    </TreeRowFrame>
  );
});

function Side({
  cell,
  depth,
  side,
}: {
  cell: StepCell | null;
  depth: number;
  side: string;
}) {
  if (!cell)
    return (
      <span className="min-w-0 flex-1 truncate text-xs italic text-slate-500">
        <span style={{ paddingLeft: indent(depth) }}>not in {side}</span>
      </span>
    );
  // A container: a narrow half drops the duration before the name is cut (`StepCellView`).
  return (
    <span
      className="@container flex min-w-0 flex-1 items-center gap-1.5 overflow-hidden"
      style={{ paddingLeft: indent(depth) }}
    >
      <StepCellView cell={cell} side />
    </span>
  );
}
