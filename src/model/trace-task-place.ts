/**
 * Where a trace task runs (`trace-tasks.ts`), decided from the traces it reads: in the
 * trace worker when the worker keeps every one of them (each names its `payloads` key),
 * else on the page, which then holds them whole (a fast-agent history). A task over no
 * trace at all runs on the page. A task over traces the worker keeps and one the page
 * holds runs on the page, where every one of them is whole.
 *
 * Pure, so `src/api/trace-queries.ts` only follows it. O(number of traces).
 */
import type { RunTrace } from "./run";

export type TraceTaskPlace = "worker" | "page";

/** The worker's key for a trace it keeps, or null (the page holds it whole, or there is none). */
export function workerKeyOf(trace: RunTrace | null): string | null {
  return trace?.payloads?.key ?? null;
}

export function traceTaskPlace(
  where: readonly (RunTrace | null)[],
): TraceTaskPlace {
  const traces = where.filter((trace) => trace !== null);
  return traces.length > 0 &&
    traces.every((trace) => workerKeyOf(trace) !== null)
    ? "worker"
    : "page";
}
