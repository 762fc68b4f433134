import { memo } from "react";
import { formatCost } from "../../model/format/cost";
import type { TimelineRow } from "../../model/timeline/timeline-window";
import { cn } from "../../ui/cn";
import { DataText } from "../../ui/DataText";
import { TimelineBar } from "./TimelineBar";
import {
  LABEL_WIDTH,
  rowDescription,
  TIMELINE_ROW_HEIGHT,
  type TimeScale,
} from "./timeline-style";

export interface SecondaryScale {
  maxTokens: number;
  maxCost: number;
}

export const SECONDARY_WIDTH = 72;

/**
 * One row of the timeline: the step's path and name, indented like the tree (with its
 * open/closed mark), its bar, and — when the trace records them — its tokens and cost as a
 * second scale. A `treeitem`: the rows' container owns focus and keys.
 */
export const TimelineRowView = memo(TimelineRowBody, isSameRow);

/**
 * Each window the worker answers is new objects, most of them rows already shown: a row
 * renders again only when what it draws changed (its place, open state, marks, scale,
 * selection), so scrolling renders the rows coming into view and no others.
 */
function isSameRow(before: RowProps, after: RowProps): boolean {
  const a = before.row;
  const b = after.row;
  return (
    before.scale === after.scale &&
    before.isSelected === after.isSelected &&
    before.secondary === after.secondary &&
    before.onSelect === after.onSelect &&
    before.onToggle === after.onToggle &&
    a.index === b.index &&
    a.row === b.row &&
    a.isCollapsed === b.isCollapsed &&
    a.stop === b.stop &&
    sameMarks(a.gaps, b.gaps) &&
    a.waits.length === b.waits.length
  );
}

const sameMarks = (
  a: readonly { start: number; stop: number; count: number }[],
  b: readonly { start: number; stop: number; count: number }[],
) =>
  a.length === b.length &&
  a.every(
    (mark, i) =>
      mark.start === b[i]!.start &&
      mark.stop === b[i]!.stop &&
      mark.count === b[i]!.count,
  );

interface RowProps {
  row: TimelineRow;
  scale: TimeScale;
  isSelected: boolean;
  secondary: SecondaryScale | null;
  onSelect: (path: string) => void;
  onToggle: (path: string) => void;
}

function TimelineRowBody({
  row,
  scale,
  isSelected,
  secondary,
  onSelect,
  onToggle,
}: RowProps) {
  const hasChildren = row.childCount > 0;
  return (
    <div
      role="treeitem"
      id={`timeline-row-${row.index}`}
      data-testid={`timeline-row-${row.path}`}
      aria-level={row.depth + 1}
      aria-selected={isSelected}
      aria-expanded={hasChildren ? !row.isCollapsed : undefined}
      aria-label={rowDescription(row)}
      onClick={() => onSelect(row.path)}
      className={cn(
        // Contained: a row's layout and paint never reach past it.
        "absolute inset-x-0 flex cursor-default text-xs [contain:strict]",
        isSelected ? "bg-accent-soft" : "hover:bg-slate-50",
      )}
      style={{
        top: row.row * TIMELINE_ROW_HEIGHT,
        height: TIMELINE_ROW_HEIGHT,
      }}
    >
      <div
        className="flex shrink-0 items-center gap-1 overflow-hidden border-r border-slate-200 pr-1"
        style={{
          width: LABEL_WIDTH,
          paddingLeft: 4 + Math.min(row.depth, 12) * 10,
        }}
      >
        <span
          aria-hidden
          onClick={(event) => {
            if (!hasChildren) return;
            event.stopPropagation();
            onToggle(row.path);
          }}
          className="w-3 shrink-0 text-center text-slate-500"
        >
          {hasChildren ? (row.isCollapsed ? "▸" : "▾") : ""}
        </span>
        <span className="shrink-0 font-mono text-slate-500">{row.path}</span>
        <DataText
          text={row.name}
          className={cn("truncate", row.isError && "text-step-error")}
        />
      </div>
      <div className="relative min-w-0 flex-1 overflow-hidden">
        <TimelineBar row={row} scale={scale} />
      </div>
      {secondary && <SecondaryCell row={row} scale={secondary} />}
    </div>
  );
}

/** Tokens as a bar against the run's largest step, cost in words. */
function SecondaryCell({
  row,
  scale,
}: {
  row: TimelineRow;
  scale: SecondaryScale;
}) {
  const share =
    row.tokens !== null && scale.maxTokens > 0
      ? row.tokens / scale.maxTokens
      : 0;
  return (
    <div
      className="relative shrink-0 border-l border-slate-200 px-1 text-right text-[10px] leading-6 tabular-nums text-slate-600"
      style={{ width: SECONDARY_WIDTH }}
      title={
        row.tokens === null && row.cost === null
          ? "no tokens or cost recorded"
          : `${row.tokens ?? "—"} tokens · ${formatCost(row.cost)}`
      }
    >
      {share > 0 && (
        <span
          aria-hidden
          className="absolute inset-y-2 left-0 bg-step-ok-soft"
          style={{ width: `${share * 100}%` }}
        />
      )}
      <span className="relative">
        {row.cost !== null
          ? formatCost(row.cost)
          : row.tokens !== null
            ? `${row.tokens} tok`
            : ""}
      </span>
    </div>
  );
}
