/**
 * Key and options factories of the state a run decided from. Cache policy for the family
 * (`stateKeys.all`) is set in `query-client.ts` with the others.
 */
import { queryOptions } from "@tanstack/react-query";
import {
  fetchLedgerBatches,
  fetchLedgerExclusions,
  fetchLedgerItems,
  fetchLedgerPasses,
  fetchLedgerTransitions,
  fetchMemories,
  fetchRunApprovals,
  fetchTrigger,
} from "./conversation";
import { walkBackForWrites } from "../model/state/memory-walk";
import { previousRunQueryOptions, runQueryOptions } from "./queries";
import { fetchRunStateFacts } from "./trace-queries";

export const stateKeys = {
  all: ["run-state"] as const,
  memories: (agentId: string) =>
    [...stateKeys.all, "memories", agentId] as const,
  trigger: (triggerId: string) =>
    [...stateKeys.all, "trigger", triggerId] as const,
  ledger: (triggerId: string, part: string, ...rest: (string | null)[]) =>
    [...stateKeys.all, "ledger", triggerId, part, ...rest] as const,
  approvals: (agentId: string, runId: string) =>
    [...stateKeys.all, "approvals", agentId, runId] as const,
  memoryWalk: (agentId: string, previousRunId: string, titles: string[]) =>
    [...stateKeys.all, "memory-walk", agentId, previousRunId, titles] as const,
};

/**
 * The last writer of each title, walking back from the previous run (`memory-walk.ts`):
 * each step is the runs list's previous-run choice and that run's whole trace, read
 * through the run's own query so a run already open is not read again.
 */
export const memoryWalkQueryOptions = (
  agentId: string,
  previousRunId: string,
  titles: string[],
) =>
  queryOptions({
    queryKey: stateKeys.memoryWalk(agentId, previousRunId, titles),
    queryFn: async ({ client }) => {
      const factsOf = async (runId: string) => {
        const detail = await client.ensureQueryData(
          runQueryOptions(agentId, runId),
        );
        return {
          summary: detail.summary,
          facts: detail.trace
            ? (await fetchRunStateFacts(detail.trace)).facts
            : null,
        };
      };
      const previous = await factsOf(previousRunId);
      return walkBackForWrites(
        titles,
        {
          summary: previous.summary,
          facts: previous.facts ?? { memoryWrites: [] },
        },
        {
          previousOf: async (run) =>
            (
              await client.ensureQueryData(
                previousRunQueryOptions(agentId, run.id),
              )
            ).run,
          factsOf: async (run) => (await factsOf(run.id)).facts,
        },
      );
    },
  });

export const memoriesQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: stateKeys.memories(agentId),
    queryFn: ({ signal }) => fetchMemories(agentId, signal),
  });

export const triggerQueryOptions = (triggerId: string) =>
  queryOptions({
    queryKey: stateKeys.trigger(triggerId),
    queryFn: ({ signal }) => fetchTrigger(triggerId, signal),
  });

export const ledgerItemsQueryOptions = (
  triggerId: string,
  itemKey: string | null,
) =>
  queryOptions({
    queryKey: stateKeys.ledger(triggerId, "items", itemKey),
    queryFn: ({ signal }) => fetchLedgerItems(triggerId, itemKey, signal),
  });

export const ledgerTransitionsQueryOptions = (
  triggerId: string,
  itemId: string,
) =>
  queryOptions({
    queryKey: stateKeys.ledger(triggerId, "transitions", itemId),
    queryFn: ({ signal }) => fetchLedgerTransitions(triggerId, itemId, signal),
  });

export const ledgerBatchesQueryOptions = (triggerId: string) =>
  queryOptions({
    queryKey: stateKeys.ledger(triggerId, "batches"),
    queryFn: ({ signal }) => fetchLedgerBatches(triggerId, signal),
  });

export const ledgerPassesQueryOptions = (triggerId: string) =>
  queryOptions({
    queryKey: stateKeys.ledger(triggerId, "passes"),
    queryFn: ({ signal }) => fetchLedgerPasses(triggerId, signal),
  });

export const ledgerExclusionsQueryOptions = (triggerId: string) =>
  queryOptions({
    queryKey: stateKeys.ledger(triggerId, "exclusions"),
    queryFn: ({ signal }) => fetchLedgerExclusions(triggerId, signal),
  });

export const runApprovalsQueryOptions = (agentId: string, runId: string) =>
  queryOptions({
    queryKey: stateKeys.approvals(agentId, runId),
    queryFn: ({ signal }) => fetchRunApprovals(agentId, runId, signal),
  });
