import { memo } from "react";
import { cn } from "../../ui/cn";
import type { Tone } from "../../ui/status-tone";
import {
  STATUS_LABEL,
  type CompareCell,
  type CompareRowView,
} from "./compare-row-view";
import { STATUS_CHIP, STATUS_ROW } from "./diff-status-style";

const TONE_TEXT: Record<Tone, string> = {
  error: "text-step-error",
  ok: "text-step-ok",
  open: "text-step-open",
  warn: "text-step-warn",
  muted: "text-step-muted",
};

const INDENT_PX = 12;
/** Deeper rows stop indenting further, so a 3,000-level chain still shows its labels. */
const MAX_INDENT_LEVELS = 20;
const indent = (depth: number) =>
  Math.min(depth, MAX_INDENT_LEVELS) * INDENT_PX;

/** One aligned row: status in words, the other run's step, this run's step. */
export const CompareTreeRow = memo(function CompareTreeRow({
  view,
  isInternal,
  isOpen,
  isSelected,
  isFocused,
  onToggle,
}: {
  view: CompareRowView;
  isInternal: boolean;
  isOpen: boolean;
  isSelected: boolean;
  isFocused: boolean;
  onToggle: () => void;
}) {
  const anchor = view.right?.path ?? `left-${view.left?.path ?? ""}`;
  return (
    <div
      data-testid={`compare-row-${anchor}`}
      data-status={view.status}
      aria-label={view.label}
      className={cn(
        "flex h-full cursor-default items-center gap-1.5 whitespace-nowrap pr-1 text-[13px]",
        isSelected ? "bg-accent-soft" : STATUS_ROW[view.status],
        !isSelected && "hover:bg-slate-50",
        isFocused && "ring-1 ring-inset ring-accent/60",
      )}
    >
      {isInternal ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={isOpen ? "Collapse row" : "Expand row"}
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
      <span
        className={cn(
          "w-[70px] shrink-0 rounded px-1 text-center text-[10px] font-semibold uppercase tracking-wide",
          STATUS_CHIP[view.status],
        )}
      >
        {STATUS_LABEL[view.status]}
      </span>
      <Cell cell={view.left} depth={view.depth} side="the other run" />
      <span aria-hidden className="h-full w-px shrink-0 bg-slate-200" />
      <Cell cell={view.right} depth={view.depth} side="this run" />
      {view.outcomeChanged && (
        <span
          className="shrink-0 rounded border border-step-warn-line px-1 text-[10px] font-semibold text-step-warn"
          title="The two steps ended differently (status or error)"
        >
          STATUS ≠
        </span>
      )}
    </div>
  );
});

function Cell({
  cell,
  depth,
  side,
}: {
  cell: CompareCell | null;
  depth: number;
  side: string;
}) {
  if (!cell)
    return (
      <span className="min-w-0 flex-1 truncate text-xs italic text-slate-400">
        <span style={{ paddingLeft: indent(depth) }}>not in {side}</span>
      </span>
    );
  return (
    <span
      className="flex min-w-0 flex-1 items-center gap-1.5 overflow-hidden"
      style={{ paddingLeft: indent(depth) }}
    >
      <span className="shrink-0 font-mono text-xs text-slate-500 tabular-nums">
        {cell.path}
      </span>
      <span className="truncate font-medium text-slate-900">{cell.name}</span>
      <span
        className={cn(
          "shrink-0 text-[11px] font-semibold",
          TONE_TEXT[cell.tone],
        )}
      >
        {cell.error ? "✗ ERROR" : cell.statusText}
      </span>
      {cell.durationText && (
        <span className="shrink-0 text-xs text-slate-500 tabular-nums">
          {cell.durationText}
        </span>
      )}
    </span>
  );
}
