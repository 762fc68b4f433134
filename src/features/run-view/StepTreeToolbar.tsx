import { forwardRef, useEffect, useState } from "react";
import { cn } from "../../ui/cn";
import { ToolbarButton } from "../../ui/ToolbarButton";

/**
 * Filter box (debounced into the URL's `q`), errors-only switch, next/previous error and
 * expand/collapse all. Keyboard: `/` focuses the filter, `e` / `E` jump between errors.
 */
export const StepTreeToolbar = forwardRef<
  HTMLInputElement,
  {
    query: string;
    errorsOnly: boolean;
    errorCount: number;
    /** The trace is still streaming in: counts are "so far", error navigation waits. */
    isLoading?: boolean;
    matchCount: number | null;
    errorPosition: number | null;
    onQueryChange: (query: string) => void;
    onErrorsOnlyChange: (errorsOnly: boolean) => void;
    onAdjacentError: (direction: 1 | -1) => void;
    /** Opens or closes every step, or the selected step's subtree. */
    onSetOpen: (scope: "all" | "selected", isOpen: boolean) => void;
    hasSelection: boolean;
  }
>(function StepTreeToolbar(props, inputRef) {
  const [draft, setDraft] = useState(props.query);
  const { onQueryChange, query } = props;
  useEffect(() => setDraft(query), [query]);
  useEffect(() => {
    if (draft === query) return;
    const timer = setTimeout(() => onQueryChange(draft), 250);
    return () => clearTimeout(timer);
  }, [draft, query, onQueryChange]);

  return (
    <div className="space-y-1.5 border-b border-slate-200 px-2 py-1.5 text-xs">
      <div className="flex items-center gap-2">
        <input
          ref={inputRef}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onQueryChange(draft);
            // Esc leaves the box so the page's keys work again; the filter stays (a search
            // box would clear itself on Esc).
            else if (event.key === "Escape") {
              event.preventDefault();
              event.currentTarget.blur();
            }
          }}
          placeholder="Filter: name, tool, text in parameters and results  ( / )"
          aria-label="Filter steps"
          className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1"
        />
        {props.matchCount !== null && (
          <span aria-live="polite" className="text-slate-600">
            {props.matchCount} match{props.matchCount === 1 ? "" : "es"}
          </span>
        )}
        <label className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={props.errorsOnly}
            onChange={(event) => props.onErrorsOnlyChange(event.target.checked)}
          />
          Errors only
        </label>
      </div>
      <div className="flex items-center gap-2">
        <div
          className="flex items-center gap-1"
          role="group"
          aria-label="Errors"
        >
          <ToolbarButton
            label="Previous error (E)"
            disabled={props.errorCount === 0 || props.isLoading}
            onClick={() => props.onAdjacentError(-1)}
          >
            ↑ Error
          </ToolbarButton>
          <ToolbarButton
            label="Next error (e)"
            disabled={props.errorCount === 0 || props.isLoading}
            onClick={() => props.onAdjacentError(1)}
          >
            ↓ Error
          </ToolbarButton>
          <span
            className={cn(
              "tabular-nums",
              props.errorCount > 0 ? "text-step-error" : "text-slate-500",
            )}
          >
            {props.errorPosition !== null
              ? `${props.errorPosition} / ${props.errorCount}`
              : `${props.errorCount} error${props.errorCount === 1 ? "" : "s"}${props.isLoading ? " so far" : ""}`}
          </span>
        </div>
        <div
          className="ml-auto flex items-center gap-1"
          role="group"
          aria-label="Expand and collapse"
        >
          <ToolbarButton
            label="Expand the selected step's subtree"
            disabled={!props.hasSelection}
            onClick={() => props.onSetOpen("selected", true)}
          >
            + Step
          </ToolbarButton>
          <ToolbarButton
            label="Collapse the selected step's subtree"
            disabled={!props.hasSelection}
            onClick={() => props.onSetOpen("selected", false)}
          >
            − Step
          </ToolbarButton>
          <ToolbarButton
            label="Expand all"
            onClick={() => props.onSetOpen("all", true)}
          >
            + All
          </ToolbarButton>
          <ToolbarButton
            label="Collapse all"
            onClick={() => props.onSetOpen("all", false)}
          >
            − All
          </ToolbarButton>
        </div>
      </div>
    </div>
  );
});
