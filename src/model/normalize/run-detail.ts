/**
 * A record plus its trace → `RunDetail`, with a fingerprint that tells two fetches of a
 * live run apart (docs/reference/investigation-workflow.md §4: a suspended trace can differ between two reads).
 */
import {
  asMs,
  type RunDetail,
  type RunSummary,
  type RunTrace,
  type Step,
  type TraceChange,
} from "../run";
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
    lastChange: unchanged
      ? previous.lastChange
      : previous
        ? describeChange(previous, summary, trace, fetchedAt)
        : null,
  };
}

/** What differs between the previous read and this one. O(steps) once per changed read. */
export function describeChange(
  previous: Pick<RunDetail, "summary" | "trace">,
  summary: RunSummary,
  trace: RunTrace | null,
  at: number,
): TraceChange {
  const before = previous.trace;
  let stepsClosed = 0;
  if (before && trace) {
    for (const step of before.steps) {
      const now = trace.byPath.get(step.path);
      if (
        step.endTime === null &&
        now !== undefined &&
        trace.steps[now]!.endTime !== null
      )
        stepsClosed++;
    }
  }
  return {
    at: asMs(at),
    stepsBefore: before?.steps.length ?? 0,
    stepsAfter: trace?.steps.length ?? 0,
    statusBefore: previous.summary.status ?? before?.status ?? null,
    statusAfter: summary.status ?? trace?.status ?? null,
    waitingBefore: before?.waitingFor?.kind ?? null,
    waitingAfter: trace?.waitingFor?.kind ?? null,
    stepsClosed,
  };
}

/**
 * FNV-1a over what a live run changes: status, step count, and every step's status and
 * end time. The steps' part is O(n): the trace worker computes it where it reads the
 * trace (`stepsFingerprint`), so the page hashes only the record and the header.
 */
export function fingerprintRun(
  summary: RunSummary,
  trace: RunTrace | null,
): string {
  const hash = fnv1a();
  hash.feed(`${summary.status}|${summary.endTime}|${summary.deliveryStatus}`);
  if (trace)
    hash.feed(
      `${trace.status}|${trace.endTime}|${JSON.stringify(trace.waitingFor)}|${trace.steps.length}|${trace.stepsFingerprint ?? fingerprintSteps(trace.steps)}`,
    );
  return hash.digest();
}

/** FNV-1a over every step's status and end time, in order. */
export function fingerprintSteps(
  steps: readonly Pick<Step, "status" | "endTime">[],
): string {
  const hash = fnv1a();
  for (const step of steps) hash.feed(`${step.status}${step.endTime}`);
  return hash.digest();
}

function fnv1a() {
  let hash = 0x811c9dc5;
  return {
    feed(text: string) {
      for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
      }
    },
    digest: () => (hash >>> 0).toString(16),
  };
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

/** "2 new steps · 1 step finished · WAITING_FOR_ASYNC → IN_PROGRESS · no longer waiting on a CONSULT". */
export function summarizeChange(change: TraceChange): string {
  const parts: string[] = [];
  const added = change.stepsAfter - change.stepsBefore;
  if (added > 0) parts.push(`${added} new step${added === 1 ? "" : "s"}`);
  if (added < 0) parts.push(`${-added} step${added === -1 ? "" : "s"} fewer`);
  if (change.stepsClosed > 0)
    parts.push(
      `${change.stepsClosed} step${change.stepsClosed === 1 ? "" : "s"} finished`,
    );
  if (change.statusBefore !== change.statusAfter)
    parts.push(
      `${change.statusBefore ?? "no status"} → ${change.statusAfter ?? "no status"}`,
    );
  if (change.waitingBefore !== change.waitingAfter)
    parts.push(
      change.waitingAfter
        ? `now waiting on a ${change.waitingAfter}`
        : `no longer waiting on a ${change.waitingBefore}`,
    );
  return parts.length > 0 ? parts.join(" · ") : "step details changed";
}
