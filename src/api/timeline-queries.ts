/**
 * The timeline's reads of a trace, as query hooks over its trace tasks
 * (`model/timeline/timeline-tasks.ts`): run in the worker for a trace it keeps, on the page
 * for one the page holds whole (a fast-agent history). Each answer is small — a summary,
 * the rows of one window, the minimap's cells — however large the run.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import type { RunTrace } from "../model/run";
import type { RowsSpec } from "../model/timeline/timeline-tasks";
import type { WindowQuery } from "../model/timeline/timeline-window";
import type { TraceTaskOutput } from "../model/trace-tasks";
import { useTraceTask } from "./trace-queries";

/** The run on its time axis as a whole; nothing before the trace is read whole. */
export function useTimelineSummary(
  trace: RunTrace,
  now: number,
  isComplete: boolean,
): UseQueryResult<TraceTaskOutput<"timelineSummary">> {
  return useTraceTask(
    "timelineSummary",
    [trace],
    (key) => ({ traceKey: key(trace)!, now }),
    { enabled: isComplete },
  );
}

/**
 * Rows `window.rowFrom … rowTo` with their bars and the gaps inside `timeFrom … timeTo`;
 * the last answer stays while the next is computed (scrolling and zooming draw from it).
 */
export function useTimelineWindow(
  trace: RunTrace,
  now: number,
  rows: RowsSpec,
  window: WindowQuery,
  selected: number | null,
  isEnabled: boolean,
): UseQueryResult<TraceTaskOutput<"timelineWindow">> {
  return useTraceTask(
    "timelineWindow",
    [trace],
    (key) => ({ traceKey: key(trace)!, now, rows, window, selected }),
    { enabled: isEnabled, keepPrevious: true },
  );
}

/** The minimap's cells: the rows squeezed into `height` bands, time into `width`. */
export function useTimelineOverview(
  trace: RunTrace,
  now: number,
  rows: RowsSpec,
  size: { width: number; height: number },
  isEnabled: boolean,
): UseQueryResult<TraceTaskOutput<"timelineOverview">> {
  return useTraceTask(
    "timelineOverview",
    [trace],
    (key) => ({ traceKey: key(trace)!, now, rows, ...size }),
    { enabled: isEnabled && size.width > 0, keepPrevious: true },
  );
}
