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
import { normalizeFruxonTrace } from "../model/normalize/fruxon-trace";
import { buildRunDetail } from "../model/normalize/run-detail";
import type { Agent, RunDetail, RunSummary, RunTrace } from "../model/run";
import type { RunListSearch } from "../url/search-schemas";
import { apiPath, ApiError, fetchJson } from "./client";

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

/**
 * The record, then the trace. A run without a readable trace still opens:
 * REJECTED runs never had one, and a trace that fails to load or parse is reported in
 * `traceUnavailable` next to the record, not instead of it.
 */
export async function fetchRunDetail(
  agentId: string,
  runId: string,
  options: { signal?: AbortSignal; previous?: RunDetail | undefined } = {},
): Promise<RunDetail> {
  const runPath = apiPath("agents", agentId, "runs", runId);
  // The trace is asked for alongside the record, not after it: on a large run the record's
  // round trip would otherwise delay the bytes that matter. A run without a trace costs one
  // answered 404, which is ignored.
  const traceJson = settle(fetchJson(`${runPath}/trace`, options.signal));
  const recordJson = await fetchJson(runPath, options.signal);
  const summary = normalizeFruxonRecord(recordJson, agentId);
  const { trace, traceUnavailable } = await loadTrace(summary, traceJson);
  const now = Date.now();
  // Keep the previous object when nothing changed, so a poll of a quiet live run re-renders nothing.
  const detail = buildRunDetail(
    summary,
    trace,
    traceUnavailable,
    now,
    options.previous,
  );
  return options.previous && options.previous.fingerprint === detail.fingerprint
    ? { ...options.previous, fetchedAt: detail.fetchedAt }
    : detail;
}

type Settled = { json: unknown } | { error: unknown };

/** A promise that never rejects, so a request nobody awaits (the record failed) is no unhandled rejection. */
function settle(promise: Promise<unknown>): Promise<Settled> {
  return promise.then(
    (json) => ({ json }),
    (error: unknown) => ({ error }),
  );
}

/** The trace, or why there is none; only a failure to reach the proxy at all is thrown. */
async function loadTrace(
  summary: RunSummary,
  traceJson: Promise<Settled>,
): Promise<{ trace: RunTrace | null; traceUnavailable: string | null }> {
  // The record says when there is no trace to ask for (REJECTED runs never ran).
  if (summary.status === "REJECTED") {
    return {
      trace: null,
      traceUnavailable:
        "REJECTED runs were stopped at the pre-flight gate and never ran, so there is no trace.",
    };
  }
  if (summary.hasTrace === false)
    return {
      trace: null,
      traceUnavailable: "No trace was recorded for this run.",
    };
  const answer = await traceJson;
  if ("error" in answer) {
    const { error } = answer;
    if (error instanceof ApiError && error.status > 0)
      return { trace: null, traceUnavailable: error.message };
    throw error;
  }
  try {
    return { trace: normalizeFruxonTrace(answer.json), traceUnavailable: null };
  } catch (error) {
    return {
      trace: null,
      traceUnavailable: `The trace could not be read: ${(error as Error).message}`,
    };
  }
}
