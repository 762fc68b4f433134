import { useEffect, useRef, type RefObject } from "react";
import { LABEL_WIDTH } from "./timeline-style";

/**
 * Zoom and pan on the timeline's rows with the pointer: Ctrl/⌘ + wheel (a trackpad's pinch
 * arrives so) zooms around the pointer, Shift + wheel or a sideways wheel pans, dragging the
 * bars sideways pans; the plain wheel scrolls the rows. `wasDrag()` tells a click that
 * ended a drag from a click on a row.
 */
export function useWheelAndDrag(
  scrollerRef: RefObject<HTMLElement | null>,
  barWidth: number,
  msPerPx: number,
  onZoom: (factor: number, anchor: number) => void,
  onPan: (deltaMs: number) => void,
): { wasDrag: () => boolean } {
  const latest = useRef({ barWidth, msPerPx, onZoom, onPan });
  latest.current = { barWidth, msPerPx, onZoom, onPan };
  const dragged = useRef(false);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const barX = (clientX: number) =>
      clientX - scroller.getBoundingClientRect().left - LABEL_WIDTH;
    // Not React's onWheel: that listener is passive, and zooming must stop the page's own
    // zoom (Ctrl + wheel) and the sideways scroll.
    const onWheel = (event: WheelEvent) => {
      const { barWidth, msPerPx, onZoom, onPan } = latest.current;
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        const anchor = Math.min(1, Math.max(0, barX(event.clientX) / barWidth));
        onZoom(Math.exp(event.deltaY * 0.002), anchor);
      } else if (
        event.shiftKey ||
        Math.abs(event.deltaX) > Math.abs(event.deltaY)
      ) {
        event.preventDefault();
        onPan((event.deltaX || event.deltaY) * msPerPx);
      }
    };
    let lastX: number | null = null;
    let moved = 0;
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 || barX(event.clientX) < 0) return;
      lastX = event.clientX;
      moved = 0;
      dragged.current = false;
    };
    const onMove = (event: PointerEvent) => {
      if (lastX === null) return;
      const dx = event.clientX - lastX;
      moved += Math.abs(dx);
      lastX = event.clientX;
      if (moved > 3) {
        dragged.current = true;
        latest.current.onPan(-dx * latest.current.msPerPx);
      }
    };
    const onUp = () => {
      lastX = null;
    };
    scroller.addEventListener("wheel", onWheel, { passive: false });
    scroller.addEventListener("pointerdown", onDown);
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    return () => {
      scroller.removeEventListener("wheel", onWheel);
      scroller.removeEventListener("pointerdown", onDown);
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
    };
  }, [scrollerRef]);

  return {
    wasDrag: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}
