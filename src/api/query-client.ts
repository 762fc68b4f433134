/**
 * The app's one QueryClient and its cache policy, per key family (decision 0002). A
 * finished run never changes: it stays fresh for good. A running or suspended run
 * (`isRunLive`) is stale at once and polled every `LIVE_POLL_MS`. Lists, the agent picker
 * and the source change as runs land, so they are short-lived; a record's owner never
 * changes; a spawn tree and a run's result change while the run or its children are live
 * (decision 0402). fast-agent sessions change while they run (every turn end and tool
 * iteration saves).
 *
 * Built by a function rather than at import, so tests get a fresh client each and the
 * policy is exercised without a browser.
 */
import { QueryClient, type Query } from "@tanstack/react-query";
import { isRunLive } from "../model/normalize/run-detail";
import type { RunDetail } from "../model/run";
import { ApiError } from "./client";
import { topicKeys } from "./conversation-queries";
import { stateKeys } from "./run-state-queries";
import { releaseTracesWhenDropped } from "./trace-release";
import { hashWithMasking, installMaskedReads } from "./masked-reads";
import {
  agentKeys,
  LIVE_POLL_MS,
  noteKeys,
  participantKeys,
  runKeys,
  sessionKeys,
  sourceKeys,
} from "./queries";

/** How many times a request that never reached an answer (the proxy down) is retried. */
const NETWORK_RETRIES = 2;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // An error with a status is an answer, not a hiccup: do not hammer the proxy with it.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status > 0) &&
          failures < NETWORK_RETRIES,
        refetchOnWindowFocus: false,
        queryKeyHashFn: hashWithMasking,
      },
    },
  });
  installMaskedReads();
  const runOf = (query: Query) => query.state.data as RunDetail | undefined;
  client.setQueryDefaults(runKeys.details(), {
    staleTime: (query) => {
      const run = runOf(query);
      return run && !isRunLive(run) ? Infinity : 0;
    },
    refetchInterval: (query) => {
      const run = runOf(query);
      return run && isRunLive(run) ? LIVE_POLL_MS : false;
    },
    // Structural sharing would deep-compare 100,000-step traces on every poll; the fetcher
    // keeps the previous object itself when the run's fingerprint did not change.
    structuralSharing: false,
  });
  // A run's record and its trace load are the two halves of its detail: the detail's poll
  // reads them again, so on their own they never go stale. A trace load changes with every
  // batch of steps; deep-comparing it would cost what the worker saves.
  client.setQueryDefaults(runKeys.records(), { staleTime: Infinity });
  client.setQueryDefaults(runKeys.traces(), {
    staleTime: Infinity,
    structuralSharing: false,
  });
  releaseTracesWhenDropped(client);
  client.setQueryDefaults(runKeys.lists(), { staleTime: 15_000 });
  client.setQueryDefaults(runKeys.owners(), { staleTime: Infinity });
  client.setQueryDefaults(runKeys.trees(), { staleTime: 30_000 });
  client.setQueryDefaults(runKeys.results(), { staleTime: 30_000 });
  client.setQueryDefaults(participantKeys.all, { staleTime: 60_000 });
  client.setQueryDefaults(agentKeys.all, { staleTime: 60_000 });
  client.setQueryDefaults(sourceKeys.all, { staleTime: 60_000 });
  // Notes change when someone writes one; the presence channel says so (`notes` event)
  // and the run's notes are read again. The short stale time covers a channel that is down.
  client.setQueryDefaults(noteKeys.all, { staleTime: 30_000 });
  // A conversation moves while a customer writes; a short staleness, no polling.
  client.setQueryDefaults(topicKeys.all, { staleTime: 30_000 });
  // Memory, triggers and ledgers move between runs, not while one is read: a minute.
  client.setQueryDefaults(stateKeys.all, { staleTime: 60_000 });
  client.setQueryDefaults(sessionKeys.all, { staleTime: 15_000 });
  // Histories can be large: no deep comparison of a re-read one.
  client.setQueryDefaults(sessionKeys.histories(), {
    staleTime: 15_000,
    structuralSharing: false,
  });
  return client;
}
