/**
 * One key factory and one options factory per resource. Loaders and components share
 * them, so a route's `ensureQueryData` and the page's `useSuspenseQuery` hit one cache
 * entry. Cache policy (staleness, polling) is set per key family in `query-client.ts`.
 */
import {
  experimental_streamedQuery as streamedQuery,
  queryOptions,
  type QueryClient,
} from "@tanstack/react-query";
import { findPreviousRun } from "../model/find-previous-run";
import type { RunDetail } from "../model/run";
import type { RunListSearch } from "../url/search-schemas";
import {
  buildRunDetailFrom,
  fetchAgents,
  fetchRunPage,
  fetchRunRecord,
  streamRunTrace,
} from "./runs";
import type { TraceLoad } from "./trace-load";
import {
  fetchHistory,
  fetchSessionDetail,
  fetchSessionList,
  fetchSessionLog,
} from "./sessions";
import { fetchSourceInfo } from "./source";
import { fetchParticipants } from "./participants";
import { fetchNotes } from "./notes";
import {
  fetchRunIo,
  fetchRunOwner,
  fetchRunsByPrefix,
  fetchSpawnTree,
} from "./run-links";

/** How often a live (running or suspended) run is fetched again. */
export const LIVE_POLL_MS = 5000;

export const sourceKeys = {
  all: ["source"] as const,
};

export const agentKeys = {
  all: ["agents"] as const,
};

export const runKeys = {
  all: ["runs"] as const,
  lists: () => [...runKeys.all, "list"] as const,
  list: (agentId: string, filters: RunListSearch) =>
    [...runKeys.lists(), agentId, filters] as const,
  /** The run before a run: derived from list pages, so it shares the lists' cache policy. */
  previous: (agentId: string, runId: string) =>
    [...runKeys.lists(), "previous", agentId, runId] as const,
  details: () => [...runKeys.all, "detail"] as const,
  detail: (agentId: string, runId: string) =>
    [...runKeys.details(), agentId, runId] as const,
  /** The record alone, and the trace as it loads: the two halves of a detail. */
  records: () => [...runKeys.all, "record"] as const,
  record: (agentId: string, runId: string) =>
    [...runKeys.records(), agentId, runId] as const,
  traces: () => [...runKeys.all, "trace"] as const,
  trace: (agentId: string, runId: string) =>
    [...runKeys.traces(), agentId, runId] as const,
  owners: () => [...runKeys.all, "owner"] as const,
  owner: (runId: string, agentHint: string | null) =>
    [...runKeys.owners(), runId, agentHint] as const,
  byPrefix: (prefix: string) =>
    [...runKeys.all, "by-prefix", prefix.toLowerCase()] as const,
  trees: () => [...runKeys.all, "tree"] as const,
  tree: (agentId: string, runId: string) =>
    [...runKeys.trees(), agentId, runId] as const,
  results: () => [...runKeys.all, "result"] as const,
  result: (agentId: string, runId: string) =>
    [...runKeys.results(), agentId, runId] as const,
};

export const participantKeys = {
  all: ["participants"] as const,
  search: (query: string) => [...participantKeys.all, "search", query] as const,
};

export const sourceQueryOptions = () =>
  queryOptions({
    queryKey: sourceKeys.all,
    queryFn: ({ signal }) => fetchSourceInfo(signal),
  });

export const agentsQueryOptions = () =>
  queryOptions({
    queryKey: agentKeys.all,
    queryFn: ({ signal }) => fetchAgents(signal),
  });

export const runListQueryOptions = (agentId: string, filters: RunListSearch) =>
  queryOptions({
    queryKey: runKeys.list(agentId, filters),
    queryFn: ({ signal }) => fetchRunPage(agentId, filters, signal),
  });

/** The run's record: the headline paints from it before the trace arrives. */
export const runRecordQueryOptions = (agentId: string, runId: string) =>
  queryOptions({
    queryKey: runKeys.record(agentId, runId),
    queryFn: ({ signal }) => fetchRunRecord(agentId, runId, signal),
  });

/**
 * The trace as it loads (progress, the steps read so far, then the trace or why not),
 * read by the trace worker. Its data changes with every batch until `state` leaves
 * "loading". `focus`, when the call that starts the read names one (the run page's
 * `?step=`), is read first (decision 2001); it is no part of the key.
 */
export const runTraceQueryOptions = (
  agentId: string,
  runId: string,
  focus: string | null = null,
) =>
  queryOptions({
    queryKey: runKeys.trace(agentId, runId),
    queryFn: streamedQuery<TraceLoad, TraceLoad>({
      streamFn: ({ signal }) => streamRunTrace(agentId, runId, signal, focus),
      // A live run's poll reads the trace again behind the one shown, replacing it at the end.
      refetchMode: "replace",
      reducer: (_, load) => load,
      initialValue: {
        state: "loading",
        progress: { bytes: 0, expectedBytes: null, steps: 0 },
        startedAt: Date.now(),
        trace: null,
        outcome: null,
      },
    }),
  });

/** The record and the whole trace: what the findings, the compare view and the panels read. */
export const runQueryOptions = (agentId: string, runId: string) =>
  queryOptions({
    queryKey: runKeys.detail(agentId, runId),
    queryFn: async ({ client }) => {
      const previous = client.getQueryData<RunDetail>(
        runKeys.detail(agentId, runId),
      );
      // A poll of a live run reads both again; a first read shares what is loading.
      const [summary, load] = await Promise.all([
        previous
          ? client.fetchQuery({
              ...runRecordQueryOptions(agentId, runId),
              staleTime: 0,
            })
          : client.ensureQueryData(runRecordQueryOptions(agentId, runId)),
        settledTraceLoad(client, agentId, runId, previous !== undefined),
      ]);
      return buildRunDetailFrom(summary, load, previous);
    },
  });

/** The trace load once it has ended (done, failed or cancelled). */
async function settledTraceLoad(
  client: QueryClient,
  agentId: string,
  runId: string,
  isPoll: boolean,
): Promise<TraceLoad> {
  const options = runTraceQueryOptions(agentId, runId);
  const load = isPoll
    ? await client.fetchQuery({ ...options, staleTime: 0 })
    : await client.ensureQueryData(options);
  if (load.state !== "loading") return load;
  // Streaming: the cache holds the steps read so far; wait for the last update.
  return new Promise((resolve) => {
    const check = () => {
      const data = client.getQueryData(options.queryKey);
      if (!data || data.state === "loading") return false;
      unsubscribe();
      resolve(data);
      return true;
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
  });
}

/** Reads a run's trace again (after a failure, or after Cancel). */
export function retryRunTrace(
  client: QueryClient,
  agentId: string,
  runId: string,
): void {
  void client.resetQueries({ queryKey: runKeys.trace(agentId, runId) });
  void client.resetQueries({ queryKey: runKeys.detail(agentId, runId) });
}

/** Which run came before this one (and why): the compare view's default `against`. */
export const previousRunQueryOptions = (agentId: string, runId: string) =>
  queryOptions({
    queryKey: runKeys.previous(agentId, runId),
    queryFn: async ({ client }) => {
      const detail = await client.ensureQueryData(
        runQueryOptions(agentId, runId),
      );
      // Pages go through the list's own query, so the picker reuses what was fetched here.
      return findPreviousRun(detail.summary, (filters) =>
        client.fetchQuery(runListQueryOptions(agentId, filters)),
      );
    },
  });

export const sessionKeys = {
  all: ["sessions"] as const,
  list: () => [...sessionKeys.all, "list"] as const,
  detail: (sessionId: string) =>
    [...sessionKeys.all, "detail", sessionId] as const,
  histories: () => [...sessionKeys.all, "history"] as const,
  history: (sessionId: string, key: string) =>
    [...sessionKeys.histories(), sessionId, key] as const,
  log: (sessionId: string) => [...sessionKeys.all, "log", sessionId] as const,
};

export const sessionListQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: ({ signal }) => fetchSessionList(signal),
  });

export const sessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(sessionId),
    queryFn: ({ signal }) => fetchSessionDetail(sessionId, signal),
  });

export const historyQueryOptions = (sessionId: string, key: string) =>
  queryOptions({
    queryKey: sessionKeys.history(sessionId, key),
    queryFn: ({ signal }) => fetchHistory(sessionId, key, signal),
  });

export const sessionLogQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: sessionKeys.log(sessionId),
    queryFn: ({ signal }) => fetchSessionLog(sessionId, signal),
  });

/** Which agent owns a bare record id (a dashboard link, an id inside a result). */
export const runOwnerQueryOptions = (runId: string, agentHint: string | null) =>
  queryOptions({
    queryKey: runKeys.owner(runId, agentHint),
    queryFn: ({ signal }) => fetchRunOwner(runId, agentHint, signal),
  });

/** The runs a short id may mean; new runs appear, so the answer is kept briefly. */
export const runsByPrefixQueryOptions = (prefix: string) =>
  queryOptions({
    queryKey: runKeys.byPrefix(prefix),
    queryFn: ({ signal }) => fetchRunsByPrefix(prefix, signal),
    staleTime: 30_000,
  });

export const spawnTreeQueryOptions = (agentId: string, runId: string) =>
  queryOptions({
    queryKey: runKeys.tree(agentId, runId),
    queryFn: ({ signal }) => fetchSpawnTree(agentId, runId, signal),
  });

/** The run's inputs and final output (`executions result`). */
export const runIoQueryOptions = (agentId: string, runId: string) =>
  queryOptions({
    queryKey: runKeys.result(agentId, runId),
    queryFn: ({ signal }) => fetchRunIo(agentId, runId, signal),
  });

export const participantSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: participantKeys.search(query),
    queryFn: ({ signal }) => fetchParticipants(query, signal),
  });

export const noteKeys = {
  all: ["notes"] as const,
  run: (agentId: string, runId: string) =>
    [...noteKeys.all, agentId, runId] as const,
};

/** A run's notes; the presence channel's `notes` event marks them stale when they change. */
export const notesQueryOptions = (agentId: string, runId: string) =>
  queryOptions({
    queryKey: noteKeys.run(agentId, runId),
    queryFn: ({ signal }) => fetchNotes(agentId, runId, signal),
  });
