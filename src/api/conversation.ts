/**
 * The conversation around a run, and the state it decided from, read through the page's
 * `fetchJson` (so masking and recorded routes apply): `model/reads/context-reads.ts` holds
 * each read's path and normalisation, shared with the assistant tools.
 */
import { contextReads } from "../model/reads/context-reads";
import { fetchJson } from "./client";

export const {
  fetchTopic,
  fetchTurnPage,
  fetchTopicSessions,
  fetchWithheld,
  fetchTakeovers,
  fetchEscalationPolicy,
  fetchParticipantTopics,
  fetchMemories,
  fetchTrigger,
  fetchLedgerItems,
  fetchLedgerTransitions,
  fetchLedgerBatches,
  fetchLedgerPasses,
  fetchLedgerExclusions,
  fetchRunApprovals,
} = contextReads(fetchJson);
