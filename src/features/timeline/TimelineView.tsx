import { useCallback, useMemo, useRef, useState } from "react";
import { formatDuration } from "../../model/format/duration";
import type { TimelineProps } from "../../ui/timeline-props";
import {
  formatTimeRange,
  parseTimeRange,
  type TimeRange,
} from "../../model/timeline/time-range";
import type { RowsSpec } from "../../model/timeline/timeline-tasks";
import type { TimelineSummary } from "../../model/timeline/timeline-summary";
import type { TimelineRow } from "../../model/timeline/timeline-window";
import { useElementSize } from "../../ui/useElementSize";
import { TimelineBottom } from "./TimelineBottom";
import { TimelineMinimap } from "./TimelineMinimap";
import { TimelineNotes } from "./TimelineNotes";
import { TimelineRanges } from "./TimelineRanges";
import {
  TimelineRows,
  type RowViewport,
  type TimelineRowsHandle,
} from "./TimelineRows";
import { TimelineRuler } from "./TimelineRuler";
import { TimelineRunStrip } from "./TimelineRunStrip";
import { TimelineTotals } from "./TimelineTotals";
import { SECONDARY_WIDTH } from "./TimelineRowView";
import { LABEL_WIDTH } from "./timeline-style";
import { useTimeScale, useTimeWindow } from "./useTimeWindow";
import { ZoomButtons } from "./ZoomButtons";

export type TimelineViewProps = Omit<TimelineProps, "isComplete"> & {
  summary: TimelineSummary;
  now: number;
};

/**
 * The timeline laid out: where the time went and what it hides (notes), the whole run in
 * a minimap, the axis with its range selection, the run's own row, the steps' rows, and
 * below them the selected step's figures, the largest gaps and (fast-agent) the time per
 * turn. Zoom and the collapsed rows are this view's state; the range that filters the
 * steps is the URL's.
 */
export function TimelineView(props: TimelineViewProps) {
  const { trace, summary, now } = props;
  const [sizeRef, size] = useElementSize<HTMLDivElement>();
  const [paneRef, pane] = useElementSize<HTMLElement>();
  const totals = summary.totals;
  const secondary = useMemo(
    () =>
      totals.maxStepTokens > 0 || totals.maxStepCost > 0
        ? { maxTokens: totals.maxStepTokens, maxCost: totals.maxStepCost }
        : null,
    [totals],
  );
  // The tokens-and-cost column after the bars; the rows above keep its width free.
  const trailing = secondary ? SECONDARY_WIDTH : 0;
  const barWidth = Math.max(0, size.width - LABEL_WIDTH - trailing);
  const { window, zoom, pan, show, reset } = useTimeWindow(
    summary.axisFrom,
    summary.axisTo,
  );
  const scale = useTimeScale(window, barWidth);
  const [collapsed, setCollapsed] = useState<readonly string[]>([]);
  const rowsSpec: RowsSpec = useMemo(
    () => ({
      query: props.query,
      errorsOnly: props.errorsOnly,
      range: props.range ?? null,
      collapsed: [...collapsed],
    }),
    [props.query, props.errorsOnly, props.range, collapsed],
  );
  const toggle = useCallback(
    (path: string) =>
      setCollapsed((current) =>
        current.includes(path)
          ? current.filter((each) => each !== path)
          : [...current, path],
      ),
    [],
  );
  const [chosen, setChosen] = useState<TimeRange | null>(null);
  const applied = parseTimeRange(props.range);
  const rowsRef = useRef<TimelineRowsHandle>(null);
  const [viewport, setViewport] = useState<RowViewport>({
    first: 0,
    count: 1,
    total: 0,
  });
  const [selectedRow, setSelectedRow] = useState<TimelineRow | null>(null);
  const showStretch = (range: TimeRange) => {
    const margin = (range.to - range.from) * 0.15;
    show({ from: range.from - margin, to: range.to + margin });
  };

  return (
    <section
      ref={paneRef}
      aria-label="Timeline"
      className="flex h-full min-h-0 flex-col overflow-y-auto"
    >
      <div className="space-y-1.5 border-b border-slate-200 px-3 py-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <h2 className="text-sm font-semibold">Timeline</h2>
          <span className="text-slate-600">
            {formatDuration(summary.runEnd)}
            {summary.isOpen ? " so far (still open)" : ""} ·{" "}
            {summary.stepCount.toLocaleString("en-US")} steps ·{" "}
            {summary.onPathCount.toLocaleString("en-US")} on the critical path
            (underlined)
          </span>
          <ZoomButtons onZoom={zoom} onFit={reset} fitWhat="the whole run" />
        </div>
        <TimelineTotals totals={totals} />
        <TimelineNotes summary={summary} />
        <TimelineRanges
          chosen={chosen}
          applied={applied}
          onZoom={(range) => {
            showStretch(range);
            setChosen(null);
          }}
          onApply={(range) => {
            props.onRangeChange(formatTimeRange(range));
            setChosen(null);
          }}
          onClear={() => props.onRangeChange(undefined)}
          onDismiss={() => setChosen(null)}
        />
      </div>
      <div
        ref={sizeRef}
        className="[scrollbar-gutter:stable] overflow-hidden"
      />
      <TimelineMinimap
        trace={trace}
        now={now}
        rowsSpec={rowsSpec}
        width={barWidth}
        trailing={trailing}
        timeWindow={window}
        viewport={viewport}
        onMove={(center, row) => {
          const span = window.to - window.from;
          show({ from: center - span / 2, to: center + span / 2 });
          rowsRef.current?.scrollToRow(row);
        }}
      />
      <TimelineRuler
        scale={scale}
        applied={applied}
        chosen={chosen}
        onChoose={setChosen}
        trailing={trailing}
      />
      <TimelineRunStrip
        trace={trace}
        summary={summary}
        scale={scale}
        trailing={trailing}
      />
      <TimelineRows
        ref={rowsRef}
        trace={trace}
        now={now}
        rowsSpec={rowsSpec}
        timeWindow={window}
        barWidth={barWidth}
        selectedIndex={props.selectedIndex}
        secondary={secondary}
        onSelect={props.onSelectStep}
        onToggle={toggle}
        onOpenStep={props.onOpenStep}
        onZoom={zoom}
        onPan={pan}
        onFit={reset}
        onViewport={setViewport}
        onSelectedRow={setSelectedRow}
      />
      <TimelineBottom
        summary={summary}
        selected={selectedRow}
        isRoomy={pane.height >= 600}
        onShowGap={(gap) => showStretch({ from: gap.start, to: gap.stop })}
      />
    </section>
  );
}
