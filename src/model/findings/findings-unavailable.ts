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

/** Why the findings cannot be computed; null when they can. */
export function findingsUnavailable(
  detail: Pick<RunDetail, "summary" | "trace" | "traceUnavailable">,
): string | null {
  if (detail.trace !== null || hasNoTraceByDesign(detail.summary)) return null;
  return detail.traceUnavailable ?? "The trace did not load.";
}
