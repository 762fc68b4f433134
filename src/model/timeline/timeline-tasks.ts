/**
 * The timeline's trace tasks (`../trace-tasks.ts` includes them): the summary, a window of
 * rows × time, and the minimap, each over the model laid out once per trace
 * (`timeline-model.ts`). They run where the trace is — in the worker for the traces it
 * keeps — so the page receives only what the visible rows draw.
 *
 * The rows are the tree's: the filter's matches with their ancestors (text, errors only,
 * time range), less the subtrees of collapsed steps. The last rows asked of each trace
 * are kept, so scrolling and zooming reuse them.
 */
import type { RunTrace } from "../run";
import type { TraceTaskContext } from "../trace-tasks";
import { matchSteps } from "../tree/search";
import { overviewOf } from "./overview";
import { parseTimeRange } from "./time-range";
import { timelineOf } from "./timeline-model";
import { rowOfStep, visibleRows } from "./timeline-rows";
import { timelineSummary } from "./timeline-summary";
import { timelineWindow, type WindowQuery } from "./timeline-window";

/** Which rows show: the tree's filter, and the steps collapsed (by dotted path). */
export interface RowsSpec {
  query: string;
  errorsOnly: boolean;
  /** The `range` param as written (`from-to`, ms from the run's start). */
  range: string | null;
  collapsed: string[];
}

const lastRows = new WeakMap<
  RunTrace,
  { key: string; rows: Int32Array; collapsed: Set<number> }
>();

function rowsOf(trace: RunTrace, now: number, spec: RowsSpec) {
  const key = JSON.stringify(spec);
  const kept = lastRows.get(trace);
  if (kept?.key === key) return kept;
  const model = timelineOf(trace, now);
  const collapsed = new Set<number>();
  for (const path of spec.collapsed) {
    const index = trace.byPath.get(path);
    if (index !== undefined) collapsed.add(index);
  }
  const matches = matchSteps(trace, {
    query: spec.query,
    errorsOnly: spec.errorsOnly,
    range: parseTimeRange(spec.range ?? undefined),
  });
  const rows = visibleRows(trace, model.subtreeEnd, matches, collapsed);
  const entry = { key, rows, collapsed };
  lastRows.set(trace, entry);
  return entry;
}

export const TIMELINE_TASKS = {
  /** The run on its time axis, as a whole (`timeline-summary.ts`). */
  timelineSummary: (
    input: { traceKey: string; now: number },
    context: TraceTaskContext,
  ) => {
    const trace = context.trace(input.traceKey);
    return timelineSummary(trace, timelineOf(trace, input.now));
  },

  /** The rows and time the timeline shows; `selectedRow` places the selected step. */
  timelineWindow: (
    input: {
      traceKey: string;
      now: number;
      rows: RowsSpec;
      window: WindowQuery;
      selected: number | null;
    },
    context: TraceTaskContext,
  ) => {
    const trace = context.trace(input.traceKey);
    const { rows, collapsed } = rowsOf(trace, input.now, input.rows);
    return {
      ...timelineWindow(
        trace,
        timelineOf(trace, input.now),
        rows,
        input.window,
        collapsed,
      ),
      selectedRow:
        input.selected === null ? -1 : rowOfStep(rows, input.selected),
    };
  },

  /** The minimap's cells (`overview.ts`). */
  timelineOverview: (
    input: {
      traceKey: string;
      now: number;
      rows: RowsSpec;
      width: number;
      height: number;
    },
    context: TraceTaskContext,
  ) => {
    const trace = context.trace(input.traceKey);
    const { rows } = rowsOf(trace, input.now, input.rows);
    return overviewOf(
      timelineOf(trace, input.now),
      rows,
      input.width,
      input.height,
    );
  },
};
