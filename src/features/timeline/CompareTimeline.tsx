import { useMemo, useRef, type KeyboardEvent } from "react";
import { formatDuration } from "../../model/format/duration";
import type { CompareTimelineProps } from "../../ui/timeline-props";
import { largestDeltas, runAxis } from "../../model/timeline/compare-bars";
import { useElementSize } from "../../ui/useElementSize";
import {
  CompareTimelineRow,
  DELTA_WIDTH,
  deltaText,
  PAIR_ROW_HEIGHT,
} from "./CompareTimelineRow";
import { TimelineRuler } from "./TimelineRuler";
import { LABEL_WIDTH } from "./timeline-style";
import { useTimeScale, useTimeWindow } from "./useTimeWindow";
import { ZoomButtons } from "./ZoomButtons";
import { useScrollView } from "./useScrollView";
import { useWheelAndDrag } from "./useWheelAndDrag";

/** The rows that differ most in length, named above the rows. */
const LISTED_DELTAS = 5;

/**
 * The compare view's timeline (`view=timeline`): the two runs one above the other on a
 * common relative axis (each from its own start), in the aligned tree's rows, each pair
 * joined, with how much longer this run's step took — and the pairs that differ most,
 * named. Rows are virtualised; a row's bars are O(1) from its two steps' times.
 */
export function CompareTimeline({
  leftTrace,
  rightTrace,
  nodes,
  rows,
  selectedIndex,
  onSelectRow,
}: CompareTimelineProps) {
  const axes = useMemo(
    () => ({ left: runAxis(leftTrace), right: runAxis(rightTrace) }),
    [leftTrace, rightTrace],
  );
  const deltas = useMemo(
    () => largestDeltas(nodes, axes.left, axes.right, LISTED_DELTAS),
    [nodes, axes],
  );
  const longest = Math.max(axes.left.span, axes.right.span);
  const { window, zoom, pan, show, reset } = useTimeWindow(0, longest);
  const [sizeRef, size] = useElementSize<HTMLDivElement>();
  const barWidth = Math.max(0, size.width - LABEL_WIDTH - DELTA_WIDTH);
  const scale = useTimeScale(window, barWidth);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { view, measure } = useScrollView(scrollerRef);
  useWheelAndDrag(scrollerRef, barWidth, scale.msPerPx, zoom, pan);
  const first = Math.max(0, Math.floor(view.top / PAIR_ROW_HEIGHT) - 8);
  const last = Math.min(
    rows.length,
    Math.ceil((view.top + view.height) / PAIR_ROW_HEIGHT) + 8,
  );
  const position = selectedIndex === null ? -1 : rows.indexOf(selectedIndex);
  const goTo = (at: number) => {
    const row = Math.max(0, Math.min(rows.length - 1, at));
    const scroller = scrollerRef.current;
    if (
      scroller &&
      (row * PAIR_ROW_HEIGHT < scroller.scrollTop ||
        (row + 1) * PAIR_ROW_HEIGHT >
          scroller.scrollTop + scroller.clientHeight)
    )
      scroller.scrollTop = row * PAIR_ROW_HEIGHT - scroller.clientHeight / 2;
    if (rows[row] !== undefined) onSelectRow(rows[row]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: position + 1,
      ArrowUp: position - 1,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key in moves) goTo(moves[event.key]!);
    else if (event.key === "+" || event.key === "=") zoom(0.5);
    else if (event.key === "-") zoom(2);
    else if (event.key === "0") reset();
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-label="Timeline of both runs"
      className="flex h-full min-h-0 flex-col"
    >
      <div className="space-y-1 border-b border-slate-200 px-3 py-2 text-xs">
        <div className="flex flex-wrap items-center gap-x-3">
          <h2 className="text-sm font-semibold">Timeline of both runs</h2>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden className="h-2 w-4 rounded-sm bg-slate-400" />
            the other run {formatDuration(axes.left.span)}
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden className="h-2 w-4 rounded-sm bg-accent" />
            this run {formatDuration(axes.right.span)}
          </span>
          <span className="text-slate-600">each from its own start</span>
          <ZoomButtons onZoom={zoom} onFit={reset} fitWhat="both runs" />
        </div>
        {deltas.length > 0 && (
          <ol
            aria-label="Largest differences"
            className="flex flex-wrap gap-x-3"
          >
            {deltas.map(({ node, deltaMs }) => {
              const step = nodes[node]!.right ?? nodes[node]!.left!;
              return (
                <li key={node}>
                  <button
                    type="button"
                    onClick={() => goTo(rows.indexOf(node))}
                    className="underline decoration-dotted"
                  >
                    <span className="font-mono">{step.path}</span> {step.name}:{" "}
                    <span
                      className={
                        deltaMs > 0 ? "text-step-warn" : "text-step-ok"
                      }
                    >
                      {deltaText(deltaMs)}
                    </span>{" "}
                    in this run
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <div
        ref={sizeRef}
        className="[scrollbar-gutter:stable] overflow-hidden"
      />
      <TimelineRuler
        scale={scale}
        applied={null}
        chosen={null}
        onChoose={(range) => range && show(range)}
        trailing={DELTA_WIDTH}
      />
      <div
        ref={scrollerRef}
        role="listbox"
        aria-label="Aligned steps on the time axis"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={measure}
        className="relative min-h-0 flex-1 overflow-y-auto overflow-x-hidden [scrollbar-gutter:stable]"
      >
        <div
          className="relative"
          style={{ height: rows.length * PAIR_ROW_HEIGHT }}
        >
          {rows.slice(first, last).map((index, at) => (
            <CompareTimelineRow
              key={index}
              node={nodes[index]!}
              top={(first + at) * PAIR_ROW_HEIGHT}
              axes={axes}
              scale={scale}
              isSelected={index === selectedIndex}
              onSelect={() => onSelectRow(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
