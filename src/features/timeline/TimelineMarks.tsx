import { formatDuration } from "../../model/format/duration";
import type { GapMark } from "../../model/timeline/timeline-window";
import type { WaitSegment } from "../../model/timeline/waits";
import { xOf, type TimeScale } from "./timeline-style";

/** Wide enough to carry its words inside. */
const LABEL_MIN_PX = 96;

/** The span of `start … stop` on screen, clipped a little outside the area. */
function placed(scale: TimeScale, start: number, stop: number) {
  const left = Math.max(-4, xOf(scale, start));
  const right = Math.min(scale.width + 4, xOf(scale, stop));
  return { left, width: Math.max(1, right - left) };
}

export function gapWords(gap: GapMark): string {
  return gap.count > 1
    ? `${gap.count} gaps, ${formatDuration(gap.stop - gap.start)} across, each under a pixel`
    : `${formatDuration(gap.stop - gap.start)} with no step running`;
}

/** Stretches inside a flow step (or the run) that no child covers: hatched, named. */
export function GapMarks({
  gaps,
  scale,
}: {
  gaps: readonly GapMark[];
  scale: TimeScale;
}) {
  return gaps.map((gap) => {
    const { left, width } = placed(scale, gap.start, gap.stop);
    if (left > scale.width || left + width < 0) return null;
    const words = gapWords(gap);
    return (
      <span
        key={gap.start}
        title={words}
        data-testid="timeline-gap"
        className="absolute inset-y-0.5 overflow-hidden whitespace-nowrap border-x border-dashed border-slate-500 bg-[repeating-linear-gradient(135deg,transparent_0_4px,var(--color-slate-300)_4px_6px)] px-1 text-[10px] leading-5 text-slate-700"
        style={{ left, width }}
      >
        {width >= LABEL_MIN_PX && (
          <span className="rounded-sm bg-white/85 px-0.5">{words}</span>
        )}
      </span>
    );
  });
}

export function waitWords(wait: WaitSegment): string {
  return `${wait.isOpen ? "waiting" : "waited"} ${formatDuration(wait.stop - wait.start)}${wait.isOpen ? " so far" : ""} for ${wait.label}`;
}

/** A wait (a suspension, a human gate) as a segment of its own, named by what it waited on. */
export function WaitMarks({
  waits,
  scale,
}: {
  waits: readonly WaitSegment[];
  scale: TimeScale;
}) {
  return waits.map((wait) => {
    const { left, width } = placed(scale, wait.start, wait.stop);
    if (left > scale.width || left + width < 0) return null;
    const words = waitWords(wait);
    return (
      <span
        key={`${wait.source}-${wait.start}`}
        title={words}
        data-testid="timeline-wait"
        className="absolute inset-y-0.5 overflow-hidden whitespace-nowrap rounded-sm border border-step-warn bg-[repeating-linear-gradient(45deg,var(--tl-step-warn-soft)_0_5px,var(--tl-step-warn-line)_5px_8px)] px-1 text-[10px] leading-5 text-step-warn"
        style={{ left, width }}
      >
        {width >= LABEL_MIN_PX && (
          <span className="rounded-sm bg-white/85 px-0.5 font-medium">
            {words}
          </span>
        )}
      </span>
    );
  });
}
