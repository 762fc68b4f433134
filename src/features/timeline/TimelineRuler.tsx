import { useRef, useState, type PointerEvent } from "react";
import { timeTicks } from "../../model/timeline/ticks";
import type { TimeRange } from "../../model/timeline/time-range";
import { atText, LABEL_WIDTH, xOf, type TimeScale } from "./timeline-style";

/**
 * The time axis: ticks from the run's start, the range the steps are filtered to (the URL's
 * `range`) and the one being chosen, shaded. Dragging across it chooses a range; what to do
 * with it (zoom in, keep only the steps inside) is the pane's.
 */
export function TimelineRuler({
  scale,
  applied,
  chosen,
  onChoose,
  trailing,
}: {
  scale: TimeScale;
  applied: TimeRange | null;
  chosen: TimeRange | null;
  onChoose: (range: TimeRange | null) => void;
  /** Room kept free after the axis (the rows' tokens-and-cost column). */
  trailing: number;
}) {
  const areaRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const ticks = timeTicks(
    scale.from,
    scale.from + scale.width * scale.msPerPx,
    Math.max(2, Math.floor(scale.width / 90)),
  );
  const timeAt = (event: PointerEvent) => {
    const box = areaRef.current!.getBoundingClientRect();
    return scale.from + (event.clientX - box.left) * scale.msPerPx;
  };
  const shown = drag
    ? { from: Math.min(drag.from, drag.to), to: Math.max(drag.from, drag.to) }
    : chosen;
  return (
    <div className="flex h-6 shrink-0 border-b border-slate-200 text-[10px] text-slate-600 [scrollbar-gutter:stable] overflow-hidden">
      <div
        className="flex shrink-0 items-center px-1"
        style={{ width: LABEL_WIDTH }}
      >
        from the run's start · drag to choose
      </div>
      <div
        ref={areaRef}
        data-testid="timeline-ruler"
        className="relative min-w-0 flex-1 cursor-crosshair select-none overflow-hidden"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          const at = timeAt(event);
          setDrag({ from: at, to: at });
        }}
        onPointerMove={(event) => {
          if (drag) setDrag({ ...drag, to: timeAt(event) });
        }}
        onPointerUp={() => {
          if (!drag) return;
          const from = Math.min(drag.from, drag.to);
          const to = Math.max(drag.from, drag.to);
          setDrag(null);
          // A click (under 3 px) clears the choice.
          onChoose(to - from > 3 * scale.msPerPx ? { from, to } : null);
        }}
      >
        {applied && <Shade scale={scale} range={applied} tone="applied" />}
        {shown && <Shade scale={scale} range={shown} tone="chosen" />}
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute top-0 h-full border-l border-slate-300 pl-0.5 leading-6"
            style={{ left: xOf(scale, tick) }}
          >
            {atText(tick)}
          </span>
        ))}
      </div>
      <div className="shrink-0" style={{ width: trailing }} />
    </div>
  );
}

function Shade({
  scale,
  range,
  tone,
}: {
  scale: TimeScale;
  range: TimeRange;
  tone: "applied" | "chosen";
}) {
  const left = Math.max(0, xOf(scale, range.from));
  const right = Math.min(scale.width, xOf(scale, range.to));
  if (right <= left) return null;
  return (
    <span
      aria-hidden
      className={
        tone === "chosen"
          ? "absolute inset-y-0 border-x-2 border-accent bg-accent-soft"
          : "absolute inset-y-0 bg-step-ok-soft"
      }
      style={{ left, width: right - left }}
    />
  );
}
