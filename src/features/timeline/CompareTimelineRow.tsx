import { memo } from "react";
import type { DiffNode } from "../../model/diff/diff-run";
import { formatDuration } from "../../model/format/duration";
import {
  barOf,
  deltaOf,
  type PairBar,
  type RunAxis,
} from "../../model/timeline/compare-bars";
import { cn } from "../../ui/cn";
import { DataText } from "../../ui/DataText";
import { LABEL_WIDTH, xOf, type TimeScale } from "./timeline-style";

export const PAIR_ROW_HEIGHT = 30;
export const DELTA_WIDTH = 84;

/** "+6m 02s" (this run slower), "−12s" (faster). */
export const deltaText = (ms: number) =>
  `${ms > 0 ? "+" : "−"}${formatDuration(Math.abs(ms))}`;

/**
 * One aligned row on the shared relative axis: the other run's step above (slate), this
 * run's below (accent), joined at their starts and ends, and how much longer this run's
 * took. A step only one run has shows alone.
 */
export const CompareTimelineRow = memo(function CompareTimelineRow({
  node,
  top,
  axes,
  scale,
  isSelected,
  onSelect,
}: {
  node: DiffNode;
  /** Pixels from the top of the rows. */
  top: number;
  axes: { left: RunAxis; right: RunAxis };
  scale: TimeScale;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const step = node.right ?? node.left!;
  const left = barOf(node.left, axes.left);
  const right = barOf(node.right, axes.right);
  const delta = deltaOf(left, right);
  const label = `${step.path} ${step.name}: ${describe("the other run", left, node.left)}; ${describe("this run", right, node.right)}${delta ? `; ${deltaText(delta)} in this run` : ""}`;
  return (
    <div
      role="option"
      aria-selected={isSelected}
      aria-label={label}
      data-testid={`compare-timeline-row-${node.right?.path ?? `left-${node.left!.path}`}`}
      onClick={onSelect}
      className={cn(
        "absolute inset-x-0 flex text-xs [contain:strict]",
        isSelected ? "bg-accent-soft" : "hover:bg-slate-50",
      )}
      style={{ top, height: PAIR_ROW_HEIGHT }}
    >
      <div
        className="flex shrink-0 items-center gap-1 overflow-hidden border-r border-slate-200 pr-1"
        style={{
          width: LABEL_WIDTH,
          paddingLeft: 4 + Math.min(node.depth, 12) * 10,
        }}
      >
        <span className="shrink-0 font-mono text-slate-500">{step.path}</span>
        <DataText text={step.name} className="truncate" />
      </div>
      <div className="relative min-w-0 flex-1 overflow-hidden">
        <Join scale={scale} left={left} right={right} />
        <Bar scale={scale} bar={left} className="top-1 bg-slate-400" />
        <Bar scale={scale} bar={right} className="top-4 bg-accent" />
      </div>
      <div
        className={cn(
          "shrink-0 px-1 text-right leading-[30px] tabular-nums",
          delta !== null && delta > 0 ? "text-step-warn" : "text-slate-600",
        )}
        style={{ width: DELTA_WIDTH }}
      >
        {delta ? deltaText(delta) : !left || !right ? "—" : "±0"}
      </div>
    </div>
  );
});

function describe(which: string, bar: PairBar | null, present: unknown) {
  if (!present) return `not in ${which}`;
  if (!bar) return `untimed in ${which}`;
  return `${which} ${Number.isNaN(bar.stop) ? "no end recorded" : formatDuration(bar.stop - bar.start)}`;
}

function Bar({
  scale,
  bar,
  className,
}: {
  scale: TimeScale;
  bar: PairBar | null;
  className: string;
}) {
  if (!bar) return null;
  const left = Math.max(-2, xOf(scale, bar.start));
  const stop = Number.isNaN(bar.stop) ? bar.start : bar.stop;
  const width = Math.max(2, Math.min(scale.width + 2, xOf(scale, stop)) - left);
  return (
    <span
      className={cn("absolute h-2.5 rounded-sm", className)}
      style={{ left, width }}
    />
  );
}

/** Lines from the other run's bar to this run's, at their starts and ends. */
function Join({
  scale,
  left,
  right,
}: {
  scale: TimeScale;
  left: PairBar | null;
  right: PairBar | null;
}) {
  if (!left || !right) return null;
  const ends = (bar: PairBar) => [
    xOf(scale, bar.start),
    xOf(scale, Number.isNaN(bar.stop) ? bar.start : bar.stop),
  ];
  const [l0, l1] = ends(left);
  const [r0, r1] = ends(right);
  return (
    <svg
      aria-hidden
      className="absolute inset-0 size-full overflow-visible text-slate-400"
    >
      <line x1={l0} y1={14} x2={r0} y2={16} stroke="currentColor" />
      <line
        x1={l1}
        y1={14}
        x2={r1}
        y2={16}
        stroke="currentColor"
        strokeDasharray="2 2"
      />
    </svg>
  );
}
