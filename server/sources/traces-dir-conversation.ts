/**
 * The conversation calls of a `--traces` folder: answered from saved conversation JSON
 * (see `saved-conversation.ts`), in the API's shapes, and `notSaved` — naming the CLI
 * command to save — where the folder holds nothing for the question.
 */
import { fruxonCommand } from "../../src/model/findings/cli-command";
import { notSaved } from "./context-unavailable";
import type { InboundQuery, RunSource, TurnPageQuery } from "./run-source";
import {
  savedTurnsOf,
  timeOf,
  uniqueById,
} from "../../src/model/saved/saved-conversation";
import type { TracesDirIndex } from "./traces-dir-index";

type ConversationCalls = Pick<
  RunSource,
  | "listTopics"
  | "getTopic"
  | "listTopicMessages"
  | "listTopicSessions"
  | "listInboundMessages"
  | "listTakeovers"
  | "getEscalationPolicy"
>;

export function tracesDirConversation(
  index: () => Promise<TracesDirIndex>,
): ConversationCalls {
  return {
    async listTopics(agentId, participantId) {
      const { conversation } = await index();
      const topics = uniqueById(conversation.topics).filter(
        (topic) =>
          (topic.agentId === undefined || topic.agentId === agentId) &&
          (!participantId || topic.participantId === participantId),
      );
      if (topics.length === 0)
        return notSaved(
          "topics",
          fruxonCommand`fruxon agents topics list ${agentId} -o json`,
        );
      return page(
        topics.sort(
          (a, b) => timeOf(b.lastActivityAt) - timeOf(a.lastActivityAt),
        ),
      );
    },
    async getTopic(agentId, topicId) {
      const saved = await index();
      const topic = saved.conversation.topics.find(
        (item) => item.id === topicId,
      );
      if (topic) return topic;
      // No saved `topics get`: the topic as far as saved runs and turns know it.
      const linked = linkedRuns(saved, topicId);
      const turns = savedTurnsOf(saved.conversation, topicId, linked);
      if (linked.runIds.size === 0 && turns.length === 0)
        return notSaved(
          `topic ${topicId}`,
          fruxonCommand`fruxon agents topics get ${agentId} ${topicId} -o json`,
        );
      return {
        id: topicId,
        agentId,
        participantId: linked.participantId,
        state: null,
        channels: [],
        lastActivityAt: timeOf(turns[0]?.createdAt) || null,
      };
    },
    async listTopicMessages(agentId, topicId, query: TurnPageQuery) {
      const saved = await index();
      const turns = savedTurnsOf(
        saved.conversation,
        topicId,
        linkedRuns(saved, topicId),
      );
      if (turns.length === 0)
        return notSaved(
          `turns of topic ${topicId}`,
          fruxonCommand`fruxon agents topics messages ${agentId} ${topicId} -o json`,
        );
      const skip = Math.max(0, Number(query.cursor ?? 0) || 0);
      const items = turns.slice(skip, skip + query.pageSize);
      const next = skip + query.pageSize;
      return {
        items,
        nextPageToken: next < turns.length ? String(next) : null,
        totalCount: turns.length,
      };
    },
    async listTopicSessions(agentId, topicId) {
      const { conversation } = await index();
      const sessions = uniqueById(conversation.sessions).filter(
        (session) => session.topicId === topicId,
      );
      if (sessions.length === 0)
        return notSaved(
          `sessions of topic ${topicId}`,
          fruxonCommand`fruxon agents topics sessions ${agentId} ${topicId} -o json`,
        );
      return page(sessions);
    },
    async listInboundMessages(query: InboundQuery) {
      const { conversation } = await index();
      if (conversation.inbound.length === 0)
        return notSaved(
          "inbound messages (messages list)",
          query.delivery
            ? fruxonCommand`fruxon messages list --agent ${query.agentId} --delivery ${query.delivery} -o json`
            : fruxonCommand`fruxon messages list --agent ${query.agentId} -o json`,
        );
      return page(
        uniqueById(conversation.inbound).filter((message) => {
          const at = timeOf(message.receivedAt);
          return (
            (message.agentId === undefined ||
              message.agentId === query.agentId) &&
            (!query.participantId ||
              message.participantId === query.participantId) &&
            (!query.delivery || message.delivery === query.delivery) &&
            (query.since === undefined || at >= query.since) &&
            (query.until === undefined || at <= query.until)
          );
        }),
      );
    },
    async listTakeovers(agentId, address) {
      const { conversation } = await index();
      if (conversation.takeovers.length === 0)
        return notSaved(
          "escalation history",
          fruxonCommand`fruxon escalations history --agent ${agentId} --address ${address} -o json` ??
            fruxonCommand`fruxon escalations history --agent ${agentId} -o json`,
        );
      return page(
        uniqueById(conversation.takeovers).filter(
          (takeover) =>
            (takeover.agentId === undefined || takeover.agentId === agentId) &&
            digits(takeover.address) === digits(address),
        ),
      );
    },
    async getEscalationPolicy(agentId) {
      const { policies } = (await index()).conversation;
      // A policy names its agent when the output carried one; a lone unnamed policy is the one saved.
      const policy =
        policies.find((item) => item.agentId === agentId) ??
        (policies.length === 1 && policies[0]!.agentId === undefined
          ? policies[0]
          : undefined);
      return (
        policy ??
        notSaved(
          "escalation policy",
          fruxonCommand`fruxon escalations policy ${agentId} -o json`,
        )
      );
    },
  };
}

function page(items: Record<string, unknown>[]) {
  return { items, nextPageToken: null, totalCount: items.length };
}

/** Saved runs whose record names the topic: their ids, sessions and participant. */
function linkedRuns(index: TracesDirIndex, topicId: string) {
  const runIds = new Set<string>();
  const sessionIds = new Set<string>();
  let participantId: string | null = null;
  for (const run of index.runs.values()) {
    if (run.record.topicId !== topicId) continue;
    runIds.add(run.runId);
    if (typeof run.record.sessionId === "string")
      sessionIds.add(run.record.sessionId);
    const trigger = run.record.trigger as Record<string, unknown> | undefined;
    if (typeof trigger?.participantId === "string")
      participantId = trigger.participantId;
  }
  return { runIds, sessionIds, participantId };
}

/** Addresses compare by their digits when they have any (phone numbers in any format). */
function digits(value: unknown): string {
  const text = typeof value === "string" ? value : "";
  const only = text.replace(/\D/g, "");
  return only.length > 0 ? only : text.toLowerCase();
}
