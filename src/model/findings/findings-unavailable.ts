/**
 * Whether a run's findings can be computed. A run with no trace by design (REJECTED runs
 * never ran; the record says none was recorded) is judged from its record. A run whose
 * trace should exist but did not load — an error answer, a 429, a reset, a body cut short
 * or not JSON, a read cancelled — cannot be judged at all: "no errors, nothing cut short"
 * would be a clean bill of health the data does not give.
 */
import type { RunDetail, RunSummary } from "../run";

/** The record says there is no trace to read. */
export function hasNoTraceByDesign(summary: RunSummary): boolean {
  return summary.status === "REJECTED" || summary.hasTrace === false;
}

/** Why the record says the run has no trace to read; null when it should have one. */
export function noTraceReason(summary: RunSummary): string | null {
  if (summary.status === "REJECTED")
    return "REJECTED runs were stopped at the pre-flight gate and never ran, so there is no trace.";
  if (summary.hasTrace === false) return "No trace was recorded for this run.";
  return null;
}

/** Why the findings cannot be computed; null when they can. */
export function findingsUnavailable(
  detail: Pick<RunDetail, "summary" | "trace" | "traceUnavailable">,
): string | null {
  if (detail.trace !== null || hasNoTraceByDesign(detail.summary)) return null;
  return detail.traceUnavailable ?? "The trace did not load.";
}
