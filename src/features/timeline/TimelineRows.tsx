import {
  forwardRef,
  useCallback,
  useDeferredValue,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import { useTimelineWindow } from "../../api/timeline-queries";
import type { RunTrace } from "../../model/run";
import type { RowsSpec } from "../../model/timeline/timeline-tasks";
import type { TimelineRow } from "../../model/timeline/timeline-window";
import { TimelineRowView, type SecondaryScale } from "./TimelineRowView";
import { TIMELINE_ROW_HEIGHT, type TimeScale } from "./timeline-style";
import { useScrollView } from "./useScrollView";
import { useWheelAndDrag } from "./useWheelAndDrag";
import type { TimeWindow } from "./useTimeWindow";

/** Rows are asked of the worker in pages of this many, one page beyond the view. */
const PAGE_ROWS = 64;
/** How finely the view's place among the rows is reported (the minimap is 32 px tall). */
const VIEWPORT_STEPS = 256;
/** Rows rendered beyond the view, above and below. */
const OVERSCAN = 8;

export interface TimelineRowsHandle {
  scrollToRow(row: number): void;
}

export interface RowViewport {
  first: number;
  count: number;
  total: number;
}

/**
 * The timeline's rows, virtualised: only the rows in view (and a page around them) are
 * asked of the worker and rendered, so a million-step run draws as fast as a small one.
 * A `tree` that holds the focus and answers the tree's keys — ↑ ↓ move, → opens or goes
 * to the first child, ← closes or goes to the parent, Home / End, Page Up / Down, Enter
 * opens the step in the inspector — and the timeline's: + and − zoom, 0 fits the run.
 */
export const TimelineRows = forwardRef<
  TimelineRowsHandle,
  {
    trace: RunTrace;
    now: number;
    rowsSpec: RowsSpec;
    timeWindow: TimeWindow;
    barWidth: number;
    selectedIndex: number | null;
    secondary: SecondaryScale | null;
    onSelect: (path: string) => void;
    onToggle: (path: string) => void;
    onOpenStep: () => void;
    onZoom: (factor: number, anchor?: number) => void;
    onPan: (deltaMs: number) => void;
    onFit: () => void;
    onViewport: (viewport: RowViewport) => void;
    /** The selected step's row, when loaded (for its figures below the rows). */
    onSelectedRow: (row: TimelineRow | null) => void;
  }
>(function TimelineRows(props, ref) {
  const { timeWindow, barWidth, onSelect, onViewport } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { view, measure } = useScrollView(scrollerRef);
  const first = Math.floor(view.top / TIMELINE_ROW_HEIGHT);
  const last = Math.ceil((view.top + view.height) / TIMELINE_ROW_HEIGHT);
  const rowFrom = Math.max(0, (Math.floor(first / PAGE_ROWS) - 1) * PAGE_ROWS);
  const rowTo = (Math.ceil(last / PAGE_ROWS) + 1) * PAGE_ROWS;
  // The gaps are merged for the window asked; while zooming, the last answer draws on.
  const asked = useDeferredValue(timeWindow);
  const { data } = useTimelineWindow(
    props.trace,
    props.now,
    props.rowsSpec,
    {
      rowFrom,
      rowTo,
      timeFrom: asked.from,
      timeTo: asked.to,
      widthPx: barWidth,
    },
    props.selectedIndex,
    barWidth > 0,
  );
  const rows = data?.rows ?? NO_ROWS;
  const total = data?.rowCount ?? 0;
  const msPerPx = (timeWindow.to - timeWindow.from) / Math.max(1, barWidth);
  // One object while the window stands: the rows are memoised on it, and scrolling must
  // render only the rows that come into view.
  const scale: TimeScale = useMemo(
    () => ({ from: timeWindow.from, msPerPx, width: barWidth }),
    [timeWindow.from, msPerPx, barWidth],
  );
  const { wasDrag } = useWheelAndDrag(
    scrollerRef,
    barWidth,
    msPerPx,
    props.onZoom,
    props.onPan,
  );

  // The minimap draws the view at its own resolution: report it when that changes, not
  // on every scrolled row (each report renders the pane above the rows).
  const count = Math.max(1, last - first);
  const step = Math.max(1, Math.floor(total / VIEWPORT_STEPS));
  const reported = Math.floor(first / step) * step;
  useEffect(
    () => onViewport({ first: reported, count, total }),
    [reported, count, total, onViewport],
  );

  const scrollToRow = useCallback((row: number, center = true) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const top = row * TIMELINE_ROW_HEIGHT;
    if (
      center ||
      top < scroller.scrollTop ||
      top + TIMELINE_ROW_HEIGHT > scroller.scrollTop + scroller.clientHeight
    )
      scroller.scrollTop = top - scroller.clientHeight / 2;
  }, []);
  useImperativeHandle(ref, () => ({ scrollToRow }), [scrollToRow]);

  // The selected step in view once, when it changes (a click in the tree, a deep link).
  const selectedRow = data?.selectedRow ?? -1;
  const scrolledFor = useRef<number | null>(null);
  useEffect(() => {
    if (selectedRow < 0 || scrolledFor.current === props.selectedIndex) return;
    scrolledFor.current = props.selectedIndex;
    scrollToRow(selectedRow, false);
  }, [selectedRow, props.selectedIndex, scrollToRow]);

  // A key that lands on a row not loaded yet (End, Page Down) selects it when it arrives.
  const [pendingRow, setPendingRow] = useState<number | null>(null);
  useEffect(() => {
    if (pendingRow === null) return;
    const found = rows.find((row) => row.row === pendingRow);
    if (found) {
      setPendingRow(null);
      onSelect(found.path);
    }
  }, [pendingRow, rows, onSelect]);
  const goToRow = (row: number) => {
    if (total === 0) return;
    const target = Math.max(0, Math.min(total - 1, row));
    scrollToRow(target, false);
    setPendingRow(target);
  };

  // Rows arrive a page at a time; only those in view (and a few around) are rendered.
  const shown = useMemo(
    () =>
      rows.filter(
        (row) => row.row >= first - OVERSCAN && row.row <= last + OVERSCAN,
      ),
    [rows, first, last],
  );
  const selected = rows.find((row) => row.index === props.selectedIndex);
  const { onSelectedRow } = props;
  useEffect(() => onSelectedRow(selected ?? null), [selected, onSelectedRow]);
  const onKeyDown = (event: KeyboardEvent) => {
    const handled = handleKey(event.key, selected, rows, {
      ...props,
      goToRow,
      pageRows: Math.max(1, last - first - 1),
      selectedRow,
    });
    if (handled) event.preventDefault();
  };

  return (
    <div
      ref={scrollerRef}
      role="tree"
      aria-label="Steps on the time axis"
      title="Ctrl + wheel (or pinch) zooms; Shift + wheel or dragging the bars pans; + − 0 zoom from the keyboard"
      aria-activedescendant={
        selected ? `timeline-row-${selected.index}` : undefined
      }
      tabIndex={0}
      onScroll={measure}
      onKeyDown={onKeyDown}
      onClickCapture={(event) => {
        if (wasDrag()) event.stopPropagation();
      }}
      className="relative min-h-32 flex-1 overflow-y-auto overflow-x-hidden [scrollbar-gutter:stable] [will-change:scroll-position]"
    >
      <div style={{ height: total * TIMELINE_ROW_HEIGHT }} className="relative">
        {shown.map((row) => (
          <TimelineRowView
            key={row.index}
            row={row}
            scale={scale}
            isSelected={row.index === props.selectedIndex}
            secondary={props.secondary}
            onSelect={onSelect}
            onToggle={props.onToggle}
          />
        ))}
      </div>
    </div>
  );
});

const NO_ROWS: TimelineRow[] = [];

function handleKey(
  key: string,
  selected: TimelineRow | undefined,
  rows: readonly TimelineRow[],
  actions: {
    onSelect: (path: string) => void;
    onToggle: (path: string) => void;
    onOpenStep: () => void;
    onZoom: (factor: number) => void;
    onFit: () => void;
    goToRow: (row: number) => void;
    pageRows: number;
    selectedRow: number;
  },
): boolean {
  const at = selected?.row ?? actions.selectedRow;
  const select = (row: number) => actions.goToRow(row);
  switch (key) {
    case "ArrowDown":
      select(at < 0 ? 0 : at + 1);
      return true;
    case "ArrowUp":
      select(at < 0 ? 0 : at - 1);
      return true;
    case "PageDown":
      select(Math.max(0, at) + actions.pageRows);
      return true;
    case "PageUp":
      select(Math.max(0, at) - actions.pageRows);
      return true;
    case "Home":
      select(0);
      return true;
    case "End":
      select(Number.MAX_SAFE_INTEGER);
      return true;
    case "ArrowRight":
      if (!selected || selected.childCount === 0) return false;
      if (selected.isCollapsed) actions.onToggle(selected.path);
      else select(selected.row + 1);
      return true;
    case "ArrowLeft": {
      if (!selected) return false;
      if (selected.childCount > 0 && !selected.isCollapsed)
        actions.onToggle(selected.path);
      else {
        const parent = rows.find((row) => row.index === selected.parent);
        if (parent) actions.onSelect(parent.path);
        else if (selected.parent >= 0)
          actions.onSelect(selected.path.replace(/\.\d+$/, ""));
      }
      return true;
    }
    case "Enter":
      if (selected) actions.onOpenStep();
      return Boolean(selected);
    case "+":
    case "=":
      actions.onZoom(0.5);
      return true;
    case "-":
      actions.onZoom(2);
      return true;
    case "0":
      actions.onFit();
      return true;
  }
  return false;
}
