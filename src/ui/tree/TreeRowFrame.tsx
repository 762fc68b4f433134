import type { ReactNode } from "react";
import { cn } from "../cn";
import type { TreeRowState } from "./ReadOnlyTree";

/**
 * What every tree row has around its cells: selection and focus marks, a tint when not
 * selected, and the fold toggle (or the space it takes) — one frame for both trees.
 */
export function TreeRowFrame({
  state,
  testId,
  label,
  tint,
  status,
  toggleLabel,
  children,
}: {
  state: TreeRowState;
  testId: string;
  /** The row's accessible name. */
  label: string;
  /** Background classes when the row is not selected (an error, a diff status). */
  tint?: string | false | null;
  /** `data-status`, for rows that have one (the compare view's). */
  status?: string;
  toggleLabel: (isOpen: boolean) => string;
  children: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      data-status={status}
      aria-label={label}
      className={cn(
        "flex h-full cursor-default items-center gap-1.5 whitespace-nowrap pr-2 text-[13px]",
        state.isSelected ? "bg-accent-soft" : (tint ?? "hover:bg-slate-50"),
        state.isFocused && "ring-1 ring-inset ring-accent/60",
      )}
    >
      {state.isInternal ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={toggleLabel(state.isOpen)}
          onClick={(event) => {
            event.stopPropagation();
            state.onToggle();
          }}
          className="flex size-4 shrink-0 items-center justify-center text-slate-500 hover:text-slate-900"
        >
          {state.isOpen ? "▾" : "▸"}
        </button>
      ) : (
        <span className="size-4 shrink-0" />
      )}
      {children}
    </div>
  );
}
