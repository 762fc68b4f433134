import type { ReactNode } from "react";
import { ResizeHandle } from "./ResizeHandle";
import { useStoredLayout } from "./useStoredLayout";

const MIN_HEIGHT = 80;

/**
 * A band of panels above the main view (the run's findings and context panels): a bar
 * that hides and shows it, the band at a height the bar under it resizes, both remembered
 * in this browser under `storageKey`. Generic: the band's content is `children`.
 */
export function CollapsibleStrip({
  storageKey,
  label,
  initialHeight,
  maxHeight,
  children,
}: {
  storageKey: string;
  /** What the band holds, for the bar's button: "Hide findings and panels". */
  label: string;
  initialHeight: number;
  maxHeight: number;
  children: ReactNode;
}) {
  const [layout, setLayout] = useStoredLayout(
    storageKey,
    { size: initialHeight, isCollapsed: false },
    MIN_HEIGHT,
    maxHeight,
  );
  return (
    <div className="flex shrink-0 flex-col">
      <button
        type="button"
        aria-expanded={!layout.isCollapsed}
        onClick={() => setLayout({ isCollapsed: !layout.isCollapsed })}
        className="self-start rounded px-1 text-xs text-slate-600 hover:bg-slate-100 print:hidden"
      >
        {layout.isCollapsed ? `▸ Show ${label}` : `▾ Hide ${label}`}
      </button>
      {!layout.isCollapsed && (
        <>
          <div
            className="flex min-h-0 flex-col gap-2 py-1 print:!h-auto"
            style={{ height: layout.size }}
          >
            {children}
          </div>
          <ResizeHandle
            orientation="horizontal"
            label={`Resize ${label}`}
            size={layout.size}
            min={MIN_HEIGHT}
            max={maxHeight}
            onResize={(size) => setLayout({ size })}
          />
        </>
      )}
    </div>
  );
}
