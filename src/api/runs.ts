/**
 * Fetch → validate → normalise, once, at the edge: every function here returns the app's
 * model (`Agent`, `RunPage`, `RunDetail`), never wire JSON.
 */
import {
  normalizeFruxonAgents,
  normalizeFruxonRecord,
  normalizeFruxonRecordList,
  type RunPage,
} from "../model/normalize/fruxon-record";
import { buildRunDetail } from "../model/normalize/run-detail";
import { noTraceReason } from "../model/findings/findings-unavailable";
import type { Agent, RunDetail, RunSummary, RunTrace } from "../model/run";
import type { RunListSearch } from "../url/search-schemas";
import { ApiError, apiPath, fetchJson } from "./client";
import {
  nextTraceLoad,
  TraceAssembly,
  type TraceLoad,
  type TraceLoadEvent,
} from "./trace-load";
import {
  openTrace,
  releaseTrace,
  toApiError,
  workerStopped,
} from "./trace-worker";

/** Rows per page; older rows come from sliding the time window, as the API has no back-cursor. */
export const RUN_PAGE_SIZE = 50;

export async function fetchAgents(signal?: AbortSignal): Promise<Agent[]> {
  return normalizeFruxonAgents(await fetchJson(apiPath("agents"), signal));
}

export async function fetchRunPage(
  agentId: string,
  /** The runs list's filters, as they stand in the URL (`/agents/:agentId/runs?…`). */
  filters: RunListSearch,
  signal?: AbortSignal,
): Promise<RunPage> {
  const params = new URLSearchParams({ pageSize: String(RUN_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters) as [
    string,
    string | undefined,
  ][]) {
    if (value) params.set(key, value);
  }
  const json = await fetchJson(
    `${apiPath("agents", agentId, "runs")}?${params}`,
    signal,
  );
  return normalizeFruxonRecordList(json, agentId);
}

/** The run's execution record alone: what paints first. */
export async function fetchRunRecord(
  agentId: string,
  runId: string,
  signal?: AbortSignal,
): Promise<RunSummary> {
  return normalizeFruxonRecord(
    await fetchJson(apiPath("agents", agentId, "runs", runId), signal),
    agentId,
  );
}

/**
 * The trace, read by the trace worker as it streams in: a first load at once (nothing
 * read yet), one per batch of steps, and the last one when the body is read or failed.
 * `focus` (a deep link's step) is read before the steps ahead of it (decision 2001).
 */
export async function* streamRunTrace(
  agentId: string,
  runId: string,
  signal?: AbortSignal,
  focus: string | null = null,
): AsyncGenerator<TraceLoad> {
  const path = `${apiPath("agents", agentId, "runs", runId)}/trace`;
  // Cancel (the person's button) ends the load as "cancelled"; the query's own signal too.
  const controller = new AbortController();
  signal?.addEventListener("abort", () => controller.abort(), { once: true });
  cancellers.set(path, controller);
  const events: TraceLoadEvent[] = [];
  let wake: (() => void) | null = null;
  const push = (event: TraceLoadEvent) => {
    events.push(event);
    wake?.();
  };
  void openTrace(
    path,
    (batch) => push({ type: "batch", ...batch }),
    controller.signal,
    focus,
  ).then(
    (end) => {
      if (cancellers.get(path) === controller) cancellers.delete(path);
      push({ type: "end", ...end });
    },
    // The worker itself failed (it stopped): the load ends with its reason, never hangs.
    (error: unknown) => {
      if (cancellers.get(path) === controller) cancellers.delete(path);
      push({
        type: "end",
        progress: load.progress,
        outcome: {
          kind: "failed",
          error:
            error instanceof ApiError
              ? {
                  code: error.code,
                  message: error.message,
                  status: error.status,
                }
              : workerStopped(String(error)),
        },
      });
    },
  );
  const assembly = new TraceAssembly();
  let load: TraceLoad = {
    state: "loading",
    progress: { bytes: 0, expectedBytes: null, steps: 0 },
    startedAt: Date.now(),
    trace: null,
    outcome: null,
  };
  yield load;
  for (;;) {
    if (events.length === 0)
      await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
    // Batches that queued up while the page was busy are folded into one snapshot.
    while (events.length > 0)
      load = nextTraceLoad(load, events.shift()!, assembly);
    yield load;
    if (load.state !== "loading") return;
  }
}

const cancellers = new Map<string, AbortController>();

/** Stops reading a run's trace; its load ends as "cancelled". */
export function cancelRunTrace(agentId: string, runId: string): void {
  cancellers.get(`${apiPath("agents", agentId, "runs", runId)}/trace`)?.abort();
}

/**
 * The record and the trace as one `RunDetail`. A run without a readable trace still
 * opens: REJECTED runs never had one, and a trace that fails to load or parse is reported
 * in `traceUnavailable` next to the record, not instead of it.
 */
export function buildRunDetailFrom(
  summary: RunSummary,
  load: TraceLoad,
  previous?: RunDetail,
): RunDetail {
  const { trace, traceUnavailable } = traceOf(summary, load);
  const now = Date.now();
  // Keep the previous object when nothing changed, so a poll of a quiet live run re-renders nothing.
  const detail = buildRunDetail(
    summary,
    trace,
    traceUnavailable,
    now,
    previous,
  );
  const keeps =
    previous !== undefined && previous.fingerprint === detail.fingerprint;
  // The worker holds one copy per read; the one the detail no longer uses is let go.
  const unusedKey = (keeps ? trace : previous?.trace)?.payloads?.key;
  const keptKey = (keeps ? previous.trace : trace)?.payloads?.key;
  if (unusedKey && unusedKey !== keptKey) releaseTrace(unusedKey);
  return keeps ? { ...previous, fetchedAt: detail.fetchedAt } : detail;
}

/** The trace, or why there is none; only a failure to reach the proxy at all is thrown. */
export function traceOf(
  summary: RunSummary,
  load: TraceLoad,
): { trace: RunTrace | null; traceUnavailable: string | null } {
  // The record says when there is no trace to ask for (`hasNoTraceByDesign`).
  const none = noTraceReason(summary);
  if (none) return { trace: null, traceUnavailable: none };
  const outcome = load.outcome;
  if (outcome?.kind === "trace")
    return { trace: load.trace, traceUnavailable: null };
  if (outcome?.kind === "unreadable")
    return { trace: null, traceUnavailable: outcome.message };
  if (outcome?.kind === "failed" && outcome.error.status > 0)
    return { trace: null, traceUnavailable: outcome.error.message };
  if (outcome?.kind === "failed") throw toApiError(outcome.error);
  return { trace: null, traceUnavailable: "Loading the trace was cancelled." };
}
