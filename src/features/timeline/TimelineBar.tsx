import { formatDuration } from "../../model/format/duration";
import {
  SPAN_BEFORE_PARENT,
  SPAN_DURATION_DIFFERS,
  SPAN_NO_END,
  SPAN_OPEN,
} from "../../model/timeline/step-spans";
import type { TimelineRow } from "../../model/timeline/timeline-window";
import { cn } from "../../ui/cn";
import { GapMarks, WaitMarks } from "./TimelineMarks";
import { KIND_BAR_CLASS, xOf, type TimeScale } from "./timeline-style";

/**
 * One step's bar on the shared axis: its span (a point when no end is recorded, running on
 * to now when open), the gaps inside it and its waits over it, its duration beside it, a
 * rule under it on the critical path, and marks for times that disagree (a start before
 * its parent's, a reported duration that is not end − start). Untimed: said, not drawn.
 */
export function TimelineBar({
  row,
  scale,
}: {
  row: TimelineRow;
  scale: TimeScale;
}) {
  if (Number.isNaN(row.start))
    return (
      <span className="absolute left-1 text-[11px] italic leading-6 text-slate-500">
        untimed — no start recorded
      </span>
    );
  const isPoint = (row.flags & SPAN_NO_END) !== 0;
  const left = xOf(scale, row.start);
  const right = isPoint ? left : xOf(scale, row.stop);
  const clippedLeft = Math.max(-2, left);
  const width = Math.max(2, Math.min(scale.width + 2, right) - clippedLeft);
  const isOpen = (row.flags & SPAN_OPEN) !== 0;
  const note = isPoint
    ? "no end recorded"
    : `${formatDuration(row.stop - row.start)}${isOpen ? " so far, still running" : ""}`;
  const differs =
    (row.flags & SPAN_DURATION_DIFFERS) !== 0 && row.reportedMs !== null
      ? `reports duration ${formatDuration(row.reportedMs)}`
      : null;
  return (
    <>
      {isPoint ? (
        <span
          className={cn(
            "absolute top-1.5 size-3 -translate-x-1.5 rounded-full border-2 border-dashed border-slate-500",
          )}
          style={{ left }}
        />
      ) : (
        <span
          className={cn(
            "absolute inset-y-1 rounded-sm",
            row.isError ? "bg-step-error" : KIND_BAR_CLASS[row.kind],
            isOpen &&
              "rounded-r-none border-r-4 border-dotted border-step-warn",
          )}
          style={{ left: clippedLeft, width }}
        />
      )}
      {row.onPath && !isPoint && (
        <span
          aria-hidden
          className="absolute bottom-0 h-0.5 bg-slate-900"
          style={{ left: clippedLeft, width }}
        />
      )}
      <GapMarks gaps={row.gaps} scale={scale} />
      <WaitMarks waits={row.waits} scale={scale} />
      {(row.flags & SPAN_BEFORE_PARENT) !== 0 && left >= 0 && (
        <span
          title="Starts before its parent: clock skew, or a parent re-entered on resume"
          className="absolute text-[11px] font-bold leading-6 text-step-warn"
          style={{ left: left - 10 }}
        >
          ◂
        </span>
      )}
      {right + 4 < scale.width && (
        <span
          className="absolute whitespace-nowrap text-[11px] leading-6 text-slate-600"
          style={{ left: Math.max(0, right) + 4 }}
        >
          {note}
          {differs && <span className="text-step-warn"> · {differs}</span>}
        </span>
      )}
    </>
  );
}
