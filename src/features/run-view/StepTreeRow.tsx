import { memo } from "react";
import { cn } from "../../ui/cn";
import type { Tone } from "../../ui/status-tone";
import type { StepRowView } from "./step-row-view";

const STATUS_TEXT: Record<Tone, string> = {
  error: "text-step-error",
  ok: "text-step-ok",
  open: "text-step-open",
  warn: "text-step-warn",
  muted: "text-step-muted",
};

/** One step: `1.1.3  TOOL · Search Emails  SUCCESS · 4.8s · google_gmail/search  ✗ error`. */
export const StepTreeRow = memo(function StepTreeRow({
  view,
  noteCount,
  isInternal,
  isOpen,
  isSelected,
  isFocused,
  onToggle,
}: {
  view: StepRowView;
  /** Notes pinned to this step (a marker when any). */
  noteCount: number;
  isInternal: boolean;
  isOpen: boolean;
  isSelected: boolean;
  isFocused: boolean;
  onToggle: () => void;
}) {
  return (
    <div
      data-testid={`step-row-${view.path}`}
      aria-label={`${view.path} ${view.type} ${view.name}${view.error ? " — error" : ""}${noteCount > 0 ? ` — ${noteCount} ${noteCount === 1 ? "note" : "notes"}` : ""}`}
      className={cn(
        "flex h-full cursor-default items-center gap-1.5 whitespace-nowrap pr-2 text-[13px]",
        isSelected ? "bg-accent-soft" : "hover:bg-slate-50",
        isFocused && "ring-1 ring-inset ring-accent/60",
        view.error && !isSelected && "bg-step-error-soft/60",
      )}
    >
      {isInternal ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={isOpen ? `Collapse ${view.path}` : `Expand ${view.path}`}
          onClick={(event) => {
            event.stopPropagation();
            onToggle();
          }}
          className="flex size-4 shrink-0 items-center justify-center text-slate-500 hover:text-slate-900"
        >
          {isOpen ? "▾" : "▸"}
        </button>
      ) : (
        <span className="size-4 shrink-0" />
      )}
      <span className="shrink-0 font-mono text-xs text-slate-500 tabular-nums">
        {view.path}
      </span>
      <span className="shrink-0 text-[11px] font-semibold text-slate-500">
        {view.type}
      </span>
      <span className="truncate font-medium text-slate-900">{view.name}</span>
      {noteCount > 0 && (
        <span
          data-testid={`note-marker-${view.path}`}
          title={`${noteCount} ${noteCount === 1 ? "note" : "notes"} on this step`}
          className="shrink-0 rounded bg-amber-100 px-1 text-[10px] font-semibold text-amber-800"
        >
          ✎ {noteCount}
        </span>
      )}
      {view.tags.map((tag) => (
        <span
          key={tag}
          className="shrink-0 rounded bg-accent-soft px-1 text-[10px] font-semibold text-accent"
        >
          {tag}
        </span>
      ))}
      <span
        className={cn(
          "shrink-0 text-[11px] font-semibold",
          STATUS_TEXT[view.tone],
        )}
      >
        {view.statusText}
      </span>
      {view.durationText && (
        <span className="shrink-0 text-xs text-slate-500 tabular-nums">
          {view.durationText}
        </span>
      )}
      {view.detail && (
        <span className="shrink-0 truncate font-mono text-[11px] text-slate-500">
          {view.detail}
        </span>
      )}
      {view.isPartialResult && (
        <span
          className="shrink-0 rounded bg-step-warn-soft px-1 text-[10px] font-semibold text-step-warn"
          title="The model saw only part of this result"
        >
          PARTIAL RESULT
        </span>
      )}
      {view.hasProblems && (
        <span
          className="shrink-0 text-[10px] font-semibold text-step-warn"
          title="This step does not match the documented shape"
        >
          MALFORMED
        </span>
      )}
      {view.error && (
        <span className="truncate text-xs text-step-error">✗ {view.error}</span>
      )}
    </div>
  );
});
