import { useDeferredValue } from "react";
import { useTimelineWindow } from "../../api/timeline-queries";
import { formatDuration } from "../../model/format/duration";
import type { RunTrace } from "../../model/run";
import type { RowsSpec } from "../../model/timeline/timeline-tasks";
import type { TimelineSummary } from "../../model/timeline/timeline-summary";
import { GapMarks, WaitMarks } from "./TimelineMarks";
import {
  LABEL_WIDTH,
  TIMELINE_ROW_HEIGHT,
  xOf,
  type TimeScale,
} from "./timeline-style";

const NO_ROWS_SPEC: RowsSpec = {
  query: "",
  errorsOnly: false,
  range: null,
  collapsed: [],
};

/**
 * The run itself as the first row: its span (trace end − start), the stretches where no
 * top-level step ran, every wait, and — when the outer step's own `duration` covers only
 * part of the span (the duration trap) — that duration bracketed where the step ran, so
 * the two lengths are compared at a glance.
 */
export function TimelineRunStrip({
  trace,
  summary,
  scale,
  trailing,
}: {
  trace: RunTrace;
  summary: TimelineSummary;
  scale: TimeScale;
  /** Room kept free after the bar (the rows' tokens-and-cost column). */
  trailing: number;
}) {
  const asked = useDeferredValue(scale);
  const { data } = useTimelineWindow(
    trace,
    summary.now,
    NO_ROWS_SPEC,
    {
      rowFrom: 0,
      rowTo: 0,
      timeFrom: asked.from,
      timeTo: asked.from + asked.width * asked.msPerPx,
      widthPx: asked.width,
    },
    null,
    scale.width > 0,
  );
  const left = Math.max(-2, xOf(scale, 0));
  const right = Math.min(scale.width + 2, xOf(scale, summary.runEnd));
  const trap = summary.trap;
  return (
    <div
      className="flex shrink-0 border-b border-slate-200 text-xs [scrollbar-gutter:stable] overflow-hidden"
      style={{ height: TIMELINE_ROW_HEIGHT + 4 }}
      data-testid="timeline-run-strip"
    >
      <div
        className="flex shrink-0 items-center gap-1 px-1 font-medium"
        style={{ width: LABEL_WIDTH }}
      >
        Run
        <span className="font-normal text-slate-600">
          {formatDuration(summary.runEnd)}
          {summary.isOpen && " so far"}
        </span>
      </div>
      <div className="relative min-w-0 flex-1 overflow-hidden">
        {right > left && (
          <span
            className="absolute inset-y-1.5 rounded-sm bg-slate-200"
            style={{ left, width: right - left }}
          />
        )}
        {trap && (
          <TrapBracket
            scale={scale}
            from={trap.outerStart}
            to={trap.outerStart + trap.outerMs}
            words={`step ${trap.outer.path} says ${formatDuration(trap.outerMs)}`}
          />
        )}
        <GapMarks gaps={data?.runGaps ?? []} scale={scale} />
        <WaitMarks waits={summary.waits} scale={scale} />
      </div>
      <div className="shrink-0" style={{ width: trailing }} />
    </div>
  );
}

function TrapBracket({
  scale,
  from,
  to,
  words,
}: {
  scale: TimeScale;
  from: number;
  to: number;
  words: string;
}) {
  const left = Math.max(0, xOf(scale, from));
  const right = Math.min(scale.width, xOf(scale, to));
  if (Number.isNaN(left) || right <= left) return null;
  return (
    <span
      title={`The outer step's own duration covers only this: ${words}`}
      className="absolute inset-y-0 border-x-2 border-t-2 border-step-warn text-[10px] leading-6 text-step-warn"
      style={{ left, width: right - left }}
    >
      <span className="absolute right-full mr-1 whitespace-nowrap rounded-sm bg-white/85 px-0.5">
        {words} ▸
      </span>
    </span>
  );
}
