/**
 * The reads of the context around a run — its conversation (topic, turns, sessions, withheld
 * messages, takeovers, escalation policy, a participant's topics) and the state it decided
 * from (memories, trigger, ledger, approvals): path → validate → normalise, once, at the
 * edge, over whatever answers `/api` paths. The page passes its `fetchJson` (`src/api`),
 * the assistant tools the proxy answering in process (`server/assistant`), so both read the
 * same parts the same way. Each read returns a `ContextPart` (decision 1500): loaded, or
 * the proxy's `{unavailable}` answer saying the source does not expose (or the folder did
 * not save) it.
 */
import {
  normalizeFruxonEscalationPolicy,
  normalizeFruxonInboundMessages,
  normalizeFruxonSessions,
  normalizeFruxonTakeovers,
  normalizeFruxonTopic,
  normalizeFruxonTopicList,
  normalizeFruxonTurnPage,
} from "../normalize/fruxon-topic";
import type {
  ContextPart,
  EscalationPolicy,
  InboundMessage,
  Takeover,
  Topic,
  TopicSession,
  TurnPage,
} from "../topic/topic";
import { DELIVERY_WITHHELD } from "../topic/topic";
import {
  normalizeFruxonApprovalAuditEvents,
  normalizeFruxonApprovals,
  normalizeFruxonLedgerBatches,
  normalizeFruxonLedgerExclusions,
  normalizeFruxonLedgerItems,
  normalizeFruxonLedgerPasses,
  normalizeFruxonLedgerTransitions,
  normalizeFruxonMemories,
  normalizeFruxonTrigger,
} from "../normalize/fruxon-state";
import type { MemoryNow } from "../state/memory-picture";
import type {
  Approval,
  LedgerBatch,
  LedgerExclusion,
  LedgerItem,
  LedgerPass,
  LedgerTransition,
  TriggerConfig,
} from "../state/state-model";
import { apiPath, type GetJson } from "./api-path";

/** Turns per page: the API's default, small enough to page back through a long topic. */
export const TURN_PAGE_SIZE = 50;

export type ContextReads = ReturnType<typeof contextReads>;

export function contextReads(getJson: GetJson) {
  return {
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
  };

  async function fetchTopic(
    agentId: string,
    topicId: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<Topic>> {
    return part(
      await getJson(apiPath("agents", agentId, "topics", topicId), signal),
      normalizeFruxonTopic,
    );
  }

  /** One page of turns, newest first; `cursor` is the previous page's `nextPageToken`. */
  async function fetchTurnPage(
    agentId: string,
    topicId: string,
    cursor: string | null,
    signal?: AbortSignal,
  ): Promise<ContextPart<TurnPage>> {
    const params = new URLSearchParams({ pageSize: String(TURN_PAGE_SIZE) });
    if (cursor) params.set("cursor", cursor);
    return part(
      await getJson(
        `${apiPath("agents", agentId, "topics", topicId, "messages")}?${params}`,
        signal,
      ),
      normalizeFruxonTurnPage,
    );
  }

  async function fetchTopicSessions(
    agentId: string,
    topicId: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<TopicSession[]>> {
    return part(
      await getJson(
        apiPath("agents", agentId, "topics", topicId, "sessions"),
        signal,
      ),
      (json) => normalizeFruxonSessions(json).items,
    );
  }

  /** Withheld inbound messages of one participant (both WITHHELD and WITHHELD_PENDING). */
  async function fetchWithheld(
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
          await getJson(
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

  async function fetchTakeovers(
    agentId: string,
    address: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<Takeover[]>> {
    const params = new URLSearchParams({ address });
    return part(
      await getJson(
        `${apiPath("agents", agentId, "takeovers")}?${params}`,
        signal,
      ),
      (json) => normalizeFruxonTakeovers(json).items,
    );
  }

  async function fetchEscalationPolicy(
    agentId: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<EscalationPolicy>> {
    return part(
      await getJson(apiPath("agents", agentId, "escalation-policy"), signal),
      normalizeFruxonEscalationPolicy,
    );
  }

  /** The topics of one participant (an id, phone number, email or handle), most recent first. */
  async function fetchParticipantTopics(
    agentId: string,
    participant: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<Topic[]>> {
    const params = new URLSearchParams({ participant });
    return part(
      await getJson(
        `${apiPath("agents", agentId, "topics")}?${params}`,
        signal,
      ),
      (json) => normalizeFruxonTopicList(json).items,
    );
  }

  async function fetchMemories(
    agentId: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<MemoryNow[]>> {
    return part(
      await getJson(apiPath("agents", agentId, "memories"), signal),
      (json) => normalizeFruxonMemories(json).items,
    );
  }

  async function fetchTrigger(
    triggerId: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<TriggerConfig>> {
    return part(
      await getJson(apiPath("triggers", triggerId), signal),
      normalizeFruxonTrigger,
    );
  }

  async function fetchLedgerItems(
    triggerId: string,
    itemKey: string | null,
    signal?: AbortSignal,
  ): Promise<ContextPart<LedgerItem[]>> {
    const query = itemKey ? `?${new URLSearchParams({ itemKey })}` : "";
    return part(
      await getJson(
        `${apiPath("triggers", triggerId, "ledger", "items")}${query}`,
        signal,
      ),
      (json) => normalizeFruxonLedgerItems(json).items,
    );
  }

  async function fetchLedgerTransitions(
    triggerId: string,
    itemId: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<LedgerTransition[]>> {
    return part(
      await getJson(
        apiPath(
          "triggers",
          triggerId,
          "ledger",
          "items",
          itemId,
          "transitions",
        ),
        signal,
      ),
      (json) => normalizeFruxonLedgerTransitions(json).items,
    );
  }

  async function fetchLedgerBatches(
    triggerId: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<LedgerBatch[]>> {
    return part(
      await getJson(
        apiPath("triggers", triggerId, "ledger", "batches"),
        signal,
      ),
      (json) => normalizeFruxonLedgerBatches(json).items,
    );
  }

  async function fetchLedgerPasses(
    triggerId: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<LedgerPass[]>> {
    return part(
      await getJson(apiPath("triggers", triggerId, "ledger", "passes"), signal),
      (json) => normalizeFruxonLedgerPasses(json).items,
    );
  }

  async function fetchLedgerExclusions(
    triggerId: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<LedgerExclusion[]>> {
    return part(
      await getJson(
        apiPath("triggers", triggerId, "ledger", "exclusions"),
        signal,
      ),
      (json) => normalizeFruxonLedgerExclusions(json).items,
    );
  }

  /** The run's approvals, each with its audit events (null where those did not load). */
  async function fetchRunApprovals(
    agentId: string,
    runId: string,
    signal?: AbortSignal,
  ): Promise<ContextPart<Approval[]>> {
    const approvals = part(
      await getJson(
        apiPath("agents", agentId, "runs", runId, "approvals"),
        signal,
      ),
      (json) => normalizeFruxonApprovals(json).items,
    );
    if (approvals.state !== "loaded") return approvals;
    const withEvents = await Promise.all(
      approvals.value.map(async (approval) => {
        const events = part(
          await getJson(
            apiPath(
              "agents",
              agentId,
              "approvals",
              approval.id,
              "audit-events",
            ),
            signal,
          ).catch(() => null),
          (json) => normalizeFruxonApprovalAuditEvents(json).items,
        );
        return {
          ...approval,
          auditEvents: events.state === "loaded" ? events.value : null,
        };
      }),
    );
    return { state: "loaded", value: withEvents };
  }
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
