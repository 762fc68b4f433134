/**
 * Key and options factories of the conversation around a run. Cache policy for the family
 * (`topicKeys.all`) is set in `main.tsx` with the others.
 */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  fetchEscalationPolicy,
  fetchParticipantTopics,
  fetchTakeovers,
  fetchTopic,
  fetchTopicSessions,
  fetchTurnPage,
  fetchWithheld,
} from "./conversation";

export const topicKeys = {
  all: ["conversation"] as const,
  topic: (agentId: string, topicId: string) =>
    [...topicKeys.all, "topic", agentId, topicId] as const,
  turns: (agentId: string, topicId: string) =>
    [...topicKeys.all, "turns", agentId, topicId] as const,
  sessions: (agentId: string, topicId: string) =>
    [...topicKeys.all, "sessions", agentId, topicId] as const,
  withheld: (
    agentId: string,
    participant: string,
    window: { since?: string; until?: string },
  ) => [...topicKeys.all, "withheld", agentId, participant, window] as const,
  takeovers: (agentId: string, address: string) =>
    [...topicKeys.all, "takeovers", agentId, address] as const,
  policy: (agentId: string) => [...topicKeys.all, "policy", agentId] as const,
  participantTopics: (agentId: string, participant: string) =>
    [...topicKeys.all, "participant-topics", agentId, participant] as const,
};

export const topicQueryOptions = (agentId: string, topicId: string) =>
  queryOptions({
    queryKey: topicKeys.topic(agentId, topicId),
    queryFn: ({ signal }) => fetchTopic(agentId, topicId, signal),
  });

/** A topic's turns, a page at a time back in time (the API pages newest first). */
export const topicTurnsQueryOptions = (agentId: string, topicId: string) =>
  infiniteQueryOptions({
    queryKey: topicKeys.turns(agentId, topicId),
    queryFn: ({ signal, pageParam }) =>
      fetchTurnPage(agentId, topicId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.state === "loaded"
        ? (last.value.nextPageToken ?? undefined)
        : undefined,
  });

export const topicSessionsQueryOptions = (agentId: string, topicId: string) =>
  queryOptions({
    queryKey: topicKeys.sessions(agentId, topicId),
    queryFn: ({ signal }) => fetchTopicSessions(agentId, topicId, signal),
  });

export const withheldQueryOptions = (
  agentId: string,
  participant: string,
  window: { since?: string; until?: string } = {},
) =>
  queryOptions({
    queryKey: topicKeys.withheld(agentId, participant, window),
    queryFn: ({ signal }) =>
      fetchWithheld(agentId, participant, window, signal),
  });

export const takeoversQueryOptions = (agentId: string, address: string) =>
  queryOptions({
    queryKey: topicKeys.takeovers(agentId, address),
    queryFn: ({ signal }) => fetchTakeovers(agentId, address, signal),
  });

export const escalationPolicyQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: topicKeys.policy(agentId),
    queryFn: ({ signal }) => fetchEscalationPolicy(agentId, signal),
  });

export const participantTopicsQueryOptions = (
  agentId: string,
  participant: string,
) =>
  queryOptions({
    queryKey: topicKeys.participantTopics(agentId, participant),
    queryFn: ({ signal }) =>
      fetchParticipantTopics(agentId, participant, signal),
  });

/** A topic's newest page of turns alone (the quiet view asks who wrote last). */
export const latestTurnsQueryOptions = (agentId: string, topicId: string) =>
  queryOptions({
    queryKey: [...topicKeys.all, "latest", agentId, topicId] as const,
    queryFn: ({ signal }) => fetchTurnPage(agentId, topicId, null, signal),
  });
