import { useEffect, useRef, type PointerEvent } from "react";
import { useTimelineOverview } from "../../api/timeline-queries";
import type { RunTrace } from "../../model/run";
import type { RowsSpec } from "../../model/timeline/timeline-tasks";
import type { RowViewport } from "./TimelineRows";
import type { TimeWindow } from "./useTimeWindow";
import { LABEL_WIDTH } from "./timeline-style";

const HEIGHT = 32;

/**
 * The whole run in a strip: every row squeezed into bands, time across, shaded by how
 * many steps cross each cell (the worker's aggregate, far below a pixel on a large run),
 * with the part in view outlined. A click or a drag moves the view there.
 */
export function TimelineMinimap({
  trace,
  now,
  rowsSpec,
  width,
  trailing,
  timeWindow,
  viewport,
  onMove,
}: {
  trace: RunTrace;
  now: number;
  rowsSpec: RowsSpec;
  width: number;
  /** Room kept free after the strip (the rows' tokens-and-cost column). */
  trailing: number;
  timeWindow: TimeWindow;
  viewport: RowViewport;
  onMove: (centerMs: number, row: number) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { data } = useTimelineOverview(
    trace,
    now,
    rowsSpec,
    { width: Math.floor(width), height: HEIGHT },
    width > 0,
  );
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context || !data) return;
    canvas.width = data.width;
    canvas.height = data.height;
    const ink = getComputedStyle(canvas).color;
    let max = 1;
    for (const count of data.cells) if (count > max) max = count;
    const image = context.createImageData(data.width, data.height);
    const [r, g, b] = rgbOf(ink);
    for (let i = 0; i < data.cells.length; i++) {
      const count = data.cells[i]!;
      if (count === 0) continue;
      image.data[i * 4] = r;
      image.data[i * 4 + 1] = g;
      image.data[i * 4 + 2] = b;
      // Shade by log(count): one step and a thousand both show.
      image.data[i * 4 + 3] = 70 + (185 * Math.log1p(count)) / Math.log1p(max);
    }
    context.putImageData(image, 0, 0);
  }, [data]);

  const span = data ? data.timeTo - data.timeFrom : 1;
  const xOfMs = (ms: number) =>
    data ? ((ms - data.timeFrom) / span) * width : 0;
  const move = (event: PointerEvent) => {
    if (!data || event.buttons === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width;
    const y = (event.clientY - box.top) / box.height;
    onMove(data.timeFrom + x * span, Math.floor(y * viewport.total));
  };
  const left = Math.max(0, xOfMs(timeWindow.from));
  const right = Math.min(width, xOfMs(timeWindow.to));
  const top =
    viewport.total > 0 ? (viewport.first / viewport.total) * HEIGHT : 0;
  const height =
    viewport.total > 0
      ? Math.max(3, (viewport.count / viewport.total) * HEIGHT)
      : HEIGHT;
  return (
    <div className="flex shrink-0 border-b border-slate-200 [scrollbar-gutter:stable] overflow-hidden">
      <div
        className="shrink-0 px-1 text-[10px] leading-8 text-slate-600"
        style={{ width: LABEL_WIDTH }}
      >
        The whole run · click to go there
      </div>
      <div
        className="relative min-w-0 flex-1 cursor-pointer"
        style={{ height: HEIGHT }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          move(event);
        }}
        onPointerMove={move}
        data-testid="timeline-minimap"
        aria-hidden
      >
        <canvas
          ref={canvasRef}
          className="absolute inset-0 size-full text-accent [image-rendering:pixelated]"
        />
        <span
          className="absolute border border-slate-900"
          style={{ left, width: Math.max(2, right - left), top, height }}
        />
      </div>
      <div className="shrink-0" style={{ width: trailing }} />
    </div>
  );
}

/** `rgb(1, 2, 3)` (what a computed colour reads as) → [1, 2, 3]. */
function rgbOf(color: string): [number, number, number] {
  const [r = 60, g = 70, b = 130] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}
