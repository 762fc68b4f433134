/**
 * How the timeline looks and reads: bar classes by step kind (the model knows `LLM_STEP`,
 * the feature knows `bg-accent`), the scale from time to pixels, and the words a row is
 * named by for screen readers.
 */
import { formatDuration } from "../../model/format/duration";
import type { StepKind } from "../../model/run";
import {
  SPAN_AFTER_PARENT,
  SPAN_BEFORE_PARENT,
  SPAN_NO_END,
  SPAN_OPEN,
} from "../../model/timeline/step-spans";
import type { TimelineRow } from "../../model/timeline/timeline-window";

export const TIMELINE_ROW_HEIGHT = 24;
export const LABEL_WIDTH = 210;

export const KIND_BAR_CLASS: Record<StepKind, string> = {
  LLM_STEP: "bg-accent",
  TOOL: "bg-step-open",
  FLOW_STEP: "bg-slate-300",
  OTHER: "bg-step-muted",
};

export const KIND_WORDS: Record<StepKind, string> = {
  LLM_STEP: "LLM",
  TOOL: "tool",
  FLOW_STEP: "flow",
  OTHER: "step",
};

/** Time ↔ pixels across the bar area: `from` at x = 0, `msPerPx` per pixel. */
export interface TimeScale {
  from: number;
  msPerPx: number;
  width: number;
}

export const xOf = (scale: TimeScale, ms: number) =>
  (ms - scale.from) / scale.msPerPx;

/** "+1m 02s" from the run's start; "0" at it. */
export const atText = (ms: number) =>
  ms === 0 ? "0" : `${ms < 0 ? "−" : "+"}${formatDuration(Math.abs(ms))}`;

/** What a row says to a screen reader (and its tooltip): the step, when, how long, why marked. */
export function rowDescription(row: TimelineRow): string {
  const parts = [`${row.path} ${row.name}`, KIND_WORDS[row.kind]];
  if (row.isError) parts.push("error");
  if (Number.isNaN(row.start)) parts.push("untimed: no start recorded");
  else {
    parts.push(`starts at ${atText(row.start)}`);
    if (row.flags & SPAN_NO_END) parts.push("no end recorded");
    else {
      parts.push(
        `${row.flags & SPAN_OPEN ? "running for" : "lasts"} ${formatDuration(row.stop - row.start)}`,
      );
      if (row.childCount > 0)
        parts.push(
          `own ${formatDuration(row.selfMs)}, children ${formatDuration(row.childrenMs)}`,
        );
    }
  }
  if (row.flags & SPAN_BEFORE_PARENT) parts.push("starts before its parent");
  if (row.flags & SPAN_AFTER_PARENT) parts.push("ends after its parent");
  if (row.onPath) parts.push("on the critical path");
  return parts.join(", ");
}
