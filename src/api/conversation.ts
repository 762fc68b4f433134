/**
 * The conversation around a run: fetch → validate → normalise, once, at the edge. Each
 * function returns the model (`topic/topic.ts`); a part the source does not expose (the
 * proxy's `{unavailable}` answer, decision 1500) comes back as a `ContextPart` saying so.
 */
import {
  normalizeFruxonEscalationPolicy,
  normalizeFruxonInboundMessages,
  normalizeFruxonSessions,
  normalizeFruxonTakeovers,
  normalizeFruxonTopic,
  normalizeFruxonTopicList,
  normalizeFruxonTurnPage,
} from "../model/normalize/fruxon-topic";
import type {
  ContextPart,
  EscalationPolicy,
  InboundMessage,
  Takeover,
  Topic,
  TopicSession,
  TurnPage,
} from "../model/topic/topic";
import { DELIVERY_WITHHELD } from "../model/topic/topic";
import { apiPath, fetchJson } from "./client";

/** Turns per page: the API's default, small enough to page back through a long topic. */
export const TURN_PAGE_SIZE = 50;

export async function fetchTopic(
  agentId: string,
  topicId: string,
  signal?: AbortSignal,
): Promise<ContextPart<Topic>> {
  return part(
    await fetchJson(apiPath("agents", agentId, "topics", topicId), signal),
    normalizeFruxonTopic,
  );
}

/** One page of turns, newest first; `cursor` is the previous page's `nextPageToken`. */
export async function fetchTurnPage(
  agentId: string,
  topicId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ContextPart<TurnPage>> {
  const params = new URLSearchParams({ pageSize: String(TURN_PAGE_SIZE) });
  if (cursor) params.set("cursor", cursor);
  return part(
    await fetchJson(
      `${apiPath("agents", agentId, "topics", topicId, "messages")}?${params}`,
      signal,
    ),
    normalizeFruxonTurnPage,
  );
}

export async function fetchTopicSessions(
  agentId: string,
  topicId: string,
  signal?: AbortSignal,
): Promise<ContextPart<TopicSession[]>> {
  return part(
    await fetchJson(
      apiPath("agents", agentId, "topics", topicId, "sessions"),
      signal,
    ),
    (json) => normalizeFruxonSessions(json).items,
  );
}

/** Withheld inbound messages of one participant (both WITHHELD and WITHHELD_PENDING). */
export async function fetchWithheld(
  agentId: string,
  participant: string,
  window: { since?: string; until?: string },
  signal?: AbortSignal,
): Promise<ContextPart<InboundMessage[]>> {
  const answers = await Promise.all(
    DELIVERY_WITHHELD.map(async (delivery) => {
      const params = new URLSearchParams({ participant, delivery });
      if (window.since) params.set("since", window.since);
      if (window.until) params.set("until", window.until);
      return part(
        await fetchJson(
          `${apiPath("agents", agentId, "inbound-messages")}?${params}`,
          signal,
        ),
        (json) => normalizeFruxonInboundMessages(json).items,
      );
    }),
  );
  const unavailable = answers.find((answer) => answer.state !== "loaded");
  if (unavailable) return unavailable;
  return {
    state: "loaded",
    value: answers.flatMap((answer) =>
      answer.state === "loaded" ? answer.value : [],
    ),
  };
}

export async function fetchTakeovers(
  agentId: string,
  address: string,
  signal?: AbortSignal,
): Promise<ContextPart<Takeover[]>> {
  const params = new URLSearchParams({ address });
  return part(
    await fetchJson(
      `${apiPath("agents", agentId, "takeovers")}?${params}`,
      signal,
    ),
    (json) => normalizeFruxonTakeovers(json).items,
  );
}

export async function fetchEscalationPolicy(
  agentId: string,
  signal?: AbortSignal,
): Promise<ContextPart<EscalationPolicy>> {
  return part(
    await fetchJson(apiPath("agents", agentId, "escalation-policy"), signal),
    normalizeFruxonEscalationPolicy,
  );
}

/** The topics of one participant (an id, phone number, email or handle), most recent first. */
export async function fetchParticipantTopics(
  agentId: string,
  participant: string,
  signal?: AbortSignal,
): Promise<ContextPart<Topic[]>> {
  const params = new URLSearchParams({ participant });
  return part(
    await fetchJson(
      `${apiPath("agents", agentId, "topics")}?${params}`,
      signal,
    ),
    (json) => normalizeFruxonTopicList(json).items,
  );
}

/** The proxy's answer as a part: `{unavailable}` says so, anything else is normalised. */
export function part<T>(
  json: unknown,
  normalize: (json: unknown) => T,
): ContextPart<T> {
  const unavailable = (json as { unavailable?: Record<string, unknown> } | null)
    ?.unavailable;
  if (unavailable && typeof unavailable === "object") {
    return {
      state: "unavailable",
      reason: unavailable.reason === "not_saved" ? "not_saved" : "not_exposed",
      message:
        typeof unavailable.message === "string"
          ? unavailable.message
          : "This source does not expose it.",
      command:
        typeof unavailable.command === "string" ? unavailable.command : "",
    };
  }
  return { state: "loaded", value: normalize(json) };
}
