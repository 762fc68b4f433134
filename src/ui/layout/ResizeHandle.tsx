import type { KeyboardEvent, PointerEvent } from "react";
import { cn } from "../cn";

/** How far one arrow key press moves a handle. */
const KEY_STEP = 24;

/**
 * The bar between two panels: drag it, or focus it and use the arrow keys (Home/End for the
 * limits), to resize the panel before it. A focusable `separator` with its value, as ARIA's
 * window splitter pattern has it.
 */
export function ResizeHandle({
  orientation,
  label,
  size,
  min,
  max,
  onResize,
}: {
  /** "vertical": a bar between columns (drag sideways); "horizontal": between rows. */
  orientation: "vertical" | "horizontal";
  label: string;
  size: number;
  min: number;
  max: number;
  onResize: (size: number) => void;
}) {
  const isColumns = orientation === "vertical";
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const start = isColumns ? event.clientX : event.clientY;
    const startSize = size;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (moveEvent: globalThis.PointerEvent) =>
      onResize(
        startSize + (isColumns ? moveEvent.clientX : moveEvent.clientY) - start,
      );
    const stop = () => {
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", stop);
      handle.removeEventListener("pointercancel", stop);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", stop);
    handle.addEventListener("pointercancel", stop);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const grow = isColumns ? "ArrowRight" : "ArrowDown";
    const shrink = isColumns ? "ArrowLeft" : "ArrowUp";
    if (event.key === grow) onResize(size + KEY_STEP);
    else if (event.key === shrink) onResize(size - KEY_STEP);
    else if (event.key === "Home") onResize(min);
    else if (event.key === "End") onResize(max);
    else return;
    event.preventDefault();
  };
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-orientation={orientation}
      aria-valuenow={size}
      aria-valuemin={min}
      aria-valuemax={max}
      title={`${label}: drag, or focus and use the arrow keys`}
      onPointerDown={handlePointerDown}
      onKeyDown={handleKeyDown}
      className={cn(
        "shrink-0 touch-none bg-slate-200 hover:bg-accent/60 focus-visible:bg-accent/60 print:hidden",
        isColumns ? "w-1.5 cursor-col-resize" : "h-1.5 cursor-row-resize",
      )}
    />
  );
}
