import { ToolbarButton } from "../../ui/ToolbarButton";

/**
 * Next/previous change (`n` / `N`), "hide unchanged", expand/collapse all, and the column
 * heads of the aligned tree.
 */
export function CompareToolbar({
  changeCount,
  changePosition,
  hideUnchanged,
  onAdjacentChange,
  onHideUnchangedChange,
  onExpandAll,
  onCollapseAll,
}: {
  changeCount: number;
  /** 1-based position of the selected row among the changes, or null. */
  changePosition: number | null;
  hideUnchanged: boolean;
  onAdjacentChange: (direction: 1 | -1) => void;
  onHideUnchangedChange: (hide: boolean) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
}) {
  return (
    <div className="border-b border-slate-200 text-xs">
      <div className="flex items-center gap-2 px-2 py-1.5">
        <div
          role="group"
          aria-label="Changes"
          className="flex items-center gap-1"
        >
          <ToolbarButton
            label="Previous change (N)"
            disabled={changeCount === 0}
            onClick={() => onAdjacentChange(-1)}
          >
            ↑ Previous
          </ToolbarButton>
          <ToolbarButton
            label="Next change (n)"
            disabled={changeCount === 0}
            onClick={() => onAdjacentChange(1)}
          >
            ↓ Next
          </ToolbarButton>
          <span className="tabular-nums text-slate-600">
            {changePosition !== null
              ? `${changePosition} / ${changeCount}`
              : `${changeCount} change${changeCount === 1 ? "" : "s"}`}
          </span>
        </div>
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={hideUnchanged}
            onChange={(event) => onHideUnchangedChange(event.target.checked)}
          />
          Hide unchanged
        </label>
        <div className="ml-auto flex items-center gap-1">
          <ToolbarButton label="Expand all" onClick={onExpandAll}>
            Expand all
          </ToolbarButton>
          <ToolbarButton label="Collapse all" onClick={onCollapseAll}>
            Collapse all
          </ToolbarButton>
        </div>
      </div>
      <div
        aria-hidden
        className="flex gap-1.5 bg-slate-50 py-0.5 pl-[98px] pr-2 font-semibold uppercase tracking-wide text-slate-500"
      >
        <span className="flex-1">Other run (left)</span>
        <span className="flex-1">This run (right)</span>
      </div>
    </div>
  );
}
