import type { ReactNode } from "react";
import { ResizeHandle } from "./ResizeHandle";
import { useBandFit } from "./useBandFit";
import { useStoredLayout } from "./useStoredLayout";

const MIN_HEIGHT = 80;
/** The resize bar under the band (`h-1.5`). */
const HANDLE_HEIGHT = 6;
/** Below the lowest lead: the content's padding and its panel's padding and border. */
const LEAD_MARGIN = 14;

/**
 * A band of panels above the main view (the run's findings and context panels): a bar
 * that hides and shows it, the band at a height the bar under it resizes, both remembered
 * in this browser under `storageKey`. Generic: the band's content is `children`.
 *
 * Until the person resizes it, the band sizes itself to the screen: at least
 * `initialHeight`, taller when its `BAND_LEAD` content (the first finding) needs it to
 * show whole, but never so tall that the view below keeps less than `reserveBelow` px.
 * With `collapseWithoutRoom`, a band that would get less than half its initial height
 * that way (a line or two of each panel) opens hidden: the view below is the answer, and
 * the bar says what is hidden. Shown by hand, it stays shown.
 * Nothing inside paints past the band, so its controls never slide under the resize bar.
 */
export function CollapsibleStrip({
  storageKey,
  label,
  initialHeight,
  maxHeight,
  reserveBelow = 0,
  collapseWithoutRoom = false,
  children,
}: {
  storageKey: string;
  /** What the band holds, for the bar's button: "Hide findings and panels". */
  label: string;
  initialHeight: number;
  maxHeight: number;
  /** Height the view under the band keeps when the band sizes itself. */
  reserveBelow?: number;
  collapseWithoutRoom?: boolean;
  children: ReactNode;
}) {
  // Size 0: never resized by hand, so the band sizes itself.
  const [layout, setLayout, isStored] = useStoredLayout(
    storageKey,
    { size: 0, isCollapsed: false },
    0,
    maxHeight,
  );
  const [bandRef, fit] = useBandFit(reserveBelow, HANDLE_HEIGHT);
  const wanted = Math.max(
    initialHeight,
    fit.lead === null ? 0 : fit.lead + LEAD_MARGIN,
  );
  const height = clampHeight(
    layout.size > 0 ? layout.size : Math.min(wanted, fit.room),
    maxHeight,
  );
  const isCollapsed = isStored
    ? layout.isCollapsed
    : collapseWithoutRoom && fit.room < Math.max(MIN_HEIGHT, initialHeight / 2);
  return (
    <div ref={bandRef} className="flex shrink-0 flex-col">
      <button
        type="button"
        aria-expanded={!isCollapsed}
        onClick={() => setLayout({ isCollapsed: !isCollapsed })}
        className="self-start rounded px-1 text-xs text-slate-600 hover:bg-slate-100 print:hidden"
      >
        {isCollapsed ? `▸ Show ${label}` : `▾ Hide ${label}`}
      </button>
      {!isCollapsed && (
        <>
          <div
            className="flex min-h-0 flex-col gap-2 overflow-hidden py-1 print:!h-auto print:overflow-visible"
            style={{ height }}
          >
            {children}
          </div>
          <ResizeHandle
            orientation="horizontal"
            label={`Resize ${label}`}
            size={height}
            min={MIN_HEIGHT}
            max={maxHeight}
            onResize={(size) =>
              setLayout({ size: clampHeight(size, maxHeight) })
            }
          />
        </>
      )}
    </div>
  );
}

const clampHeight = (size: number, max: number) =>
  Math.round(Math.min(Math.max(size, MIN_HEIGHT), Math.max(MIN_HEIGHT, max)));
