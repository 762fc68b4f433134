/**
 * What the timeline draws for a window of it — rows `rowFrom … rowTo` of the visible rows,
 * time `timeFrom … timeTo` across `widthPx` pixels: each row's step with its bar, own and
 * children's time, waits and the gaps inside it, and the run's own gaps for the strip
 * above the rows. Only this crosses from the worker, however large the run.
 *
 * Below a pixel, gaps are aggregated as Perfetto aggregates slices: neighbours closer than
 * a pixel whose width is under a pixel merge into one mark that counts them, so a parent
 * with 100,000 children draws at most one mark per pixel. O(rows + gaps in the window).
 */
import type { RunTrace, StepKind } from "../run";
import { runSlot } from "./coverage";
import { isIdleParent, type TimelineModel } from "./timeline-model";
import { costOf, tokensOf } from "./time-totals";
import type { WaitSegment } from "./waits";

export interface WindowQuery {
  rowFrom: number;
  rowTo: number;
  timeFrom: number;
  timeTo: number;
  widthPx: number;
}

/** A stretch no child covers, or several under a pixel (`count`). */
export interface GapMark {
  start: number;
  stop: number;
  count: number;
  /** The steps either side (−1: the parent's own start or end); of the first and last merged. */
  before: number;
  after: number;
}

export interface TimelineRow {
  row: number;
  index: number;
  path: string;
  name: string;
  depth: number;
  kind: StepKind;
  isError: boolean;
  parent: number;
  childCount: number;
  isCollapsed: boolean;
  /** Relative ms; `start` NaN: untimed. `stop` NaN: no end (a point). */
  start: number;
  stop: number;
  flags: number;
  selfMs: number;
  childrenMs: number;
  /** The `duration` the step reports, as it came (null when none). */
  reportedMs: number | null;
  onPath: boolean;
  gaps: GapMark[];
  waits: WaitSegment[];
  tokens: number | null;
  cost: number | null;
}

export interface TimelineWindow {
  rowCount: number;
  rows: TimelineRow[];
  /** The run's own gaps (no top-level step running) inside the window. */
  runGaps: GapMark[];
}

export function timelineWindow(
  trace: RunTrace,
  model: TimelineModel,
  rows: Int32Array,
  query: WindowQuery,
  collapsed: ReadonlySet<number>,
): TimelineWindow {
  const from = Math.max(0, Math.floor(query.rowFrom));
  const to = Math.min(rows.length, Math.ceil(query.rowTo));
  const { spans, coverage } = model;
  const out: TimelineRow[] = [];
  for (let row = from; row < to; row++) {
    const index = rows[row]!;
    const step = trace.steps[index]!;
    out.push({
      row,
      index,
      path: step.path,
      name: step.name,
      depth: step.depth,
      kind: step.kind,
      isError: step.isError,
      parent: step.parent,
      childCount: step.children.length,
      isCollapsed: collapsed.has(index),
      start: spans.start[index]!,
      stop: spans.stop[index]!,
      flags: spans.flags[index]!,
      selfMs: coverage.selfMs[index]!,
      childrenMs: coverage.childrenMs[index]!,
      reportedMs: step.durationMs,
      onPath: model.onPath[index] === 1,
      gaps: isIdleParent(step.kind) ? gapMarks(model, index, query) : [],
      waits: model.waits.filter((wait) => wait.step === index),
      tokens: tokensOf(step),
      cost: costOf(step),
    });
  }
  return {
    rowCount: rows.length,
    rows: out,
    runGaps: gapMarks(model, runSlot(trace), query),
  };
}

/** The gaps of parent slot `parent` inside the window, merged below a pixel. */
export function gapMarks(
  model: TimelineModel,
  parent: number,
  query: Pick<WindowQuery, "timeFrom" | "timeTo" | "widthPx">,
): GapMark[] {
  const { gapFrom, gapStart, gapStop, gapBefore, gapAfter } = model.coverage;
  const msPerPx = (query.timeTo - query.timeFrom) / Math.max(1, query.widthPx);
  let low = gapFrom[parent]!;
  let high = gapFrom[parent + 1]!;
  const end = high;
  // The first gap that ends inside or after the window (gaps are in time order).
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (gapStop[mid]! < query.timeFrom) low = mid + 1;
    else high = mid;
  }
  const marks: GapMark[] = [];
  for (let g = low; g < end && gapStart[g]! <= query.timeTo; g++) {
    const start = gapStart[g]!;
    const stop = gapStop[g]!;
    const last = marks[marks.length - 1];
    if (
      last &&
      start - last.stop < msPerPx &&
      (stop - start < msPerPx || last.stop - last.start < msPerPx)
    ) {
      last.stop = stop;
      last.count++;
      last.after = gapAfter[g]!;
      continue;
    }
    marks.push({
      start,
      stop,
      count: 1,
      before: gapBefore[g]!,
      after: gapAfter[g]!,
    });
  }
  return marks;
}
