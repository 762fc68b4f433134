/**
 * A record plus its trace → `RunDetail`, with a fingerprint that tells two fetches of a
 * live run apart (the seed's warning: a suspended trace can differ between two reads).
 */
import { asMs, type RunDetail, type RunSummary, type RunTrace } from "../run";
import { runStatus } from "../run-metrics";

export function buildRunDetail(
  summary: RunSummary,
  trace: RunTrace | null,
  traceUnavailable: string | null,
  fetchedAt: number,
  previous?: RunDetail,
): RunDetail {
  const fingerprint = fingerprintRun(summary, trace);
  const unchanged =
    previous !== undefined && previous.fingerprint === fingerprint;
  return {
    summary,
    trace,
    traceUnavailable,
    fingerprint,
    fetchedAt: asMs(fetchedAt),
    lastChangedAt: unchanged ? previous.lastChangedAt : asMs(fetchedAt),
  };
}

/**
 * FNV-1a over what a live run changes: status, step count, and every step's status and
 * end time. O(n) once per fetch; cheap next to parsing the payload.
 */
export function fingerprintRun(
  summary: RunSummary,
  trace: RunTrace | null,
): string {
  let hash = 0x811c9dc5;
  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  };
  feed(`${summary.status}|${summary.endTime}|${summary.deliveryStatus}`);
  if (trace) {
    feed(
      `${trace.status}|${trace.endTime}|${JSON.stringify(trace.waitingFor)}|${trace.steps.length}`,
    );
    for (const step of trace.steps) feed(`${step.status}${step.endTime}`);
  }
  return (hash >>> 0).toString(16);
}

/** A run still changes while in progress or suspended; finished runs never do. */
export function isRunLive(
  detail: Pick<RunDetail, "summary" | "trace">,
): boolean {
  const status = runStatus(detail);
  if (status === "IN_PROGRESS" || status === "WAITING_FOR_ASYNC") return true;
  // Old-generation runs report no status: an open end time is the only sign of life.
  if (status === null && detail.trace) return detail.trace.endTime === null;
  return false;
}
