/**
 * One key factory and one options factory per resource. Loaders and components share
 * them, so a route's `ensureQueryData` and the page's `useSuspenseQuery` hit one cache
 * entry. Cache policy (staleness, polling) is set per key family in `query-client.ts`.
 */
import { queryOptions } from "@tanstack/react-query";
import { findPreviousRun } from "../model/find-previous-run";
import type { RunDetail } from "../model/run";
import type { RunListSearch } from "../url/search-schemas";
import { fetchAgents, fetchRunDetail, fetchRunPage } from "./runs";
import {
  fetchHistory,
  fetchSessionDetail,
  fetchSessionList,
  fetchSessionLog,
} from "./sessions";
import { fetchSourceInfo } from "./source";
import { fetchParticipants } from "./participants";
import { fetchNotes } from "./notes";
import { fetchRunIo, fetchRunOwner, fetchSpawnTree } from "./run-links";

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
  owners: () => [...runKeys.all, "owner"] as const,
  owner: (runId: string, agentHint: string | null) =>
    [...runKeys.owners(), runId, agentHint] as const,
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

export const runQueryOptions = (agentId: string, runId: string) =>
  queryOptions({
    queryKey: runKeys.detail(agentId, runId),
    queryFn: ({ signal, client }) =>
      fetchRunDetail(agentId, runId, {
        signal,
        previous: client.getQueryData<RunDetail>(
          runKeys.detail(agentId, runId),
        ),
      }),
  });

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
