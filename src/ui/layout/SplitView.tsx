import type { ReactNode } from "react";
import { cn } from "../cn";
import { useElementSize } from "../useElementSize";
import { ResizeHandle } from "./ResizeHandle";
import { useStoredLayout } from "./useStoredLayout";

/** The narrowest a side may be made (narrower, hide it instead). */
const MIN_SIDE = 240;

/**
 * Two panels side by side (the step tree and the inspector): the bar between them resizes
 * the first, either can be hidden and shown again, and this browser remembers both under
 * `storageKey`. Generic: any two panels, named for the buttons that hide and show them.
 */
export function SplitView({
  storageKey,
  firstLabel,
  secondLabel,
  initialFirstSize,
  first,
  second,
}: {
  storageKey: string;
  /** What the first panel is ("steps"): "Hide steps", "Show steps". */
  firstLabel: string;
  secondLabel: string;
  /** The first panel's width until the person resizes it, as a share of the whole. */
  initialFirstSize: (width: number) => number;
  first: ReactNode;
  second: ReactNode;
}) {
  const [sizeRef, { width }] = useElementSize<HTMLDivElement>();
  const max = Math.max(MIN_SIDE, width - MIN_SIDE);
  const [firstLayout, setFirst] = useStoredLayout(
    storageKey,
    { size: 0, isCollapsed: false },
    0,
    Number.POSITIVE_INFINITY,
  );
  const [secondLayout, setSecond] = useStoredLayout(
    `${storageKey}.second`,
    { size: 0, isCollapsed: false },
    0,
    0,
  );
  // Until resized by hand (size 0), the first panel takes its share of today's width.
  const size = Math.min(
    Math.max(
      firstLayout.size > 0 ? firstLayout.size : initialFirstSize(width),
      MIN_SIDE,
    ),
    max,
  );
  const isFirstHidden = firstLayout.isCollapsed;
  const isSecondHidden = !isFirstHidden && secondLayout.isCollapsed;
  return (
    <div ref={sizeRef} className="flex min-h-0 min-w-0 flex-1">
      {isFirstHidden ? (
        <SideButton
          isRail
          label={`Show ${firstLabel}`}
          symbol="›"
          onClick={() => setFirst({ isCollapsed: false })}
        />
      ) : (
        <div
          className={cn(
            isSecondHidden ? "min-w-0 flex-1" : "min-w-0 shrink-0",
            // On paper the second panel (the detail: the selected step) is printed alone.
            !isSecondHidden && "print:hidden",
          )}
          style={isSecondHidden || width === 0 ? undefined : { width: size }}
        >
          {first}
        </div>
      )}
      {!isFirstHidden && !isSecondHidden && (
        <div className="flex shrink-0 flex-col items-center border-x border-slate-200 bg-slate-50 print:hidden">
          <SideButton
            label={`Hide ${firstLabel}`}
            symbol="‹"
            onClick={() => setFirst({ isCollapsed: true })}
          />
          <SideButton
            label={`Hide ${secondLabel}`}
            symbol="›"
            onClick={() => setSecond({ isCollapsed: true })}
          />
          <div className="flex min-h-0 flex-1">
            <ResizeHandle
              orientation="vertical"
              label={`Resize ${firstLabel}`}
              size={size}
              min={MIN_SIDE}
              max={max}
              onResize={(next) => setFirst({ size: next })}
            />
          </div>
        </div>
      )}
      {isSecondHidden ? (
        <SideButton
          isRail
          label={`Show ${secondLabel}`}
          symbol="‹"
          onClick={() => setSecond({ isCollapsed: false })}
        />
      ) : (
        <div className="min-h-0 min-w-0 flex-1">{second}</div>
      )}
    </div>
  );
}

/** A hide button on the bar (`isRail` false) or the rail a hidden side leaves, which shows it. */
function SideButton({
  label,
  symbol,
  isRail = false,
  onClick,
}: {
  label: string;
  symbol: string;
  isRail?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={
        isRail
          ? "w-5 shrink-0 border-x border-slate-200 bg-slate-50 text-xs text-slate-600 hover:bg-slate-100 print:hidden"
          : "w-4 py-0.5 text-xs leading-none text-slate-600 hover:bg-slate-200"
      }
    >
      {symbol}
    </button>
  );
}
