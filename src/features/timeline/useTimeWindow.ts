import { useCallback, useMemo, useState } from "react";
import type { TimeScale } from "./timeline-style";

export interface TimeWindow {
  from: number;
  to: number;
}

/** The narrowest window zoom goes to: a millisecond (the traces' resolution). */
const MIN_SPAN_MS = 1;

/**
 * The stretch of time the timeline shows (ms from the run's start): fit to the run, zoomed
 * around a point, panned, or set. Transient view state, like a scroll position: the range
 * that filters steps is in the URL (`range`), the zoom is not.
 */
export function useTimeWindow(axisFrom: number, axisTo: number) {
  const fit = useCallback((): TimeWindow => {
    const span = Math.max(axisTo - axisFrom, MIN_SPAN_MS);
    return { from: axisFrom - span * 0.01, to: axisTo + span * 0.02 };
  }, [axisFrom, axisTo]);
  const [window, setWindow] = useState<TimeWindow>(fit);
  const [axisKey, setAxisKey] = useState(`${axisFrom}:${axisTo}`);
  // A new trace (a live run read again) fits again.
  if (axisKey !== `${axisFrom}:${axisTo}`) {
    setAxisKey(`${axisFrom}:${axisTo}`);
    setWindow(fit());
  }

  const clamp = useCallback(
    (next: TimeWindow): TimeWindow => {
      const whole = fit();
      const maxSpan = whole.to - whole.from;
      const span = Math.min(
        Math.max(next.to - next.from, MIN_SPAN_MS),
        maxSpan,
      );
      const from = Math.min(Math.max(next.from, whole.from), whole.to - span);
      return { from, to: from + span };
    },
    [fit],
  );

  /** Zooms by `factor` (< 1 in) keeping the time at `anchor` (0 … 1 across) in place. */
  const zoom = useCallback(
    (factor: number, anchor = 0.5) =>
      setWindow((current) => {
        const span = current.to - current.from;
        const at = current.from + span * anchor;
        const next = span * factor;
        return clamp({
          from: at - next * anchor,
          to: at - next * anchor + next,
        });
      }),
    [clamp],
  );
  const pan = useCallback(
    (deltaMs: number) =>
      setWindow((current) =>
        clamp({ from: current.from + deltaMs, to: current.to + deltaMs }),
      ),
    [clamp],
  );
  const show = useCallback(
    (next: TimeWindow) => setWindow(clamp(next)),
    [clamp],
  );
  const reset = useCallback(() => setWindow(fit()), [fit]);
  return { window, zoom, pan, show, reset, whole: fit() };
}

/** The window spread across `barWidth` pixels: one object while neither changes. */
export function useTimeScale(window: TimeWindow, barWidth: number): TimeScale {
  return useMemo(
    () => ({
      from: window.from,
      msPerPx: (window.to - window.from) / Math.max(1, barWidth),
      width: barWidth,
    }),
    [window, barWidth],
  );
}
