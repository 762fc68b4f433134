/**
 * The demo API's conversation calls, at the paths and in the shapes
 * docs/reference/fruxon-conversation.md describes: topics (list, get, messages paged newest
 * first), a topic's sessions, tenant inbound messages, the escalation history of an address
 * and an agent's escalation policy (404 for an agent without one, as an API that does not
 * expose it would answer). Query names are bound case-insensitively.
 */
import type { Context, Hono } from "hono";
import type { WireObject } from "./dataset";
import { problem, queryParam } from "./demo-http";
import type { DemoConversations } from "./conversations/conversation-data";

export function mountConversationApi(
  app: Hono,
  base: string,
  data: DemoConversations,
): void {
  const topicOf = (c: Context) => {
    const topic = data.topics.find(
      (item) =>
        item.id === c.req.param("topic") &&
        item.agentId === c.req.param("agent"),
    );
    return topic ?? null;
  };
  const notFound = (c: Context) =>
    problem(
      c.req.path,
      404,
      "Not Found",
      "No topic with this id for this agent.",
    );

  app.get(`${base}/agents/:agent/topics`, (c) => {
    const participantId = queryParam(c, "participantId");
    const topics = data.topics
      .filter(
        (topic) =>
          topic.agentId === c.req.param("agent") &&
          (!participantId || topic.participantId === participantId),
      )
      .sort((a, b) => num(b.lastActivityAt) - num(a.lastActivityAt));
    return c.json(page(topics.map(topicRow), c));
  });
  app.get(`${base}/agents/:agent/topics/:topic`, (c) => {
    const topic = topicOf(c);
    return topic ? c.json(topicGet(topic)) : notFound(c);
  });
  app.get(`${base}/agents/:agent/topics/:topic/messages`, (c) => {
    const topic = topicOf(c);
    if (!topic) return notFound(c);
    return c.json(page(data.turnsByTopic.get(String(topic.id)) ?? [], c));
  });
  app.get(`${base}/agents/:agent/topics/:topic/sessions`, (c) => {
    const topic = topicOf(c);
    if (!topic) return notFound(c);
    const sessions = data.sessions.filter(
      (session) => session.topicId === topic.id,
    );
    return c.json({
      items: sessions,
      nextPageToken: null,
      totalCount: sessions.length,
    });
  });
  app.get(`${base}/agents/:agent/escalationPolicy`, (c) => {
    const policy = data.policies.get(c.req.param("agent"));
    return policy
      ? c.json(policy)
      : problem(c.req.path, 404, "Not Found", "No escalation policy resource.");
  });
  app.get(`${base}/messages`, (c) => {
    const agentId = queryParam(c, "agentId");
    const participantId = queryParam(c, "participantId");
    const delivery = queryParam(c, "delivery");
    const since = Number(queryParam(c, "since") ?? Number.NEGATIVE_INFINITY);
    const until = Number(queryParam(c, "until") ?? Number.POSITIVE_INFINITY);
    const items = data.inbound.filter(
      (message) =>
        (!agentId || message.agentId === agentId) &&
        (!participantId || message.participantId === participantId) &&
        (!delivery || message.delivery === delivery) &&
        num(message.receivedAt) >= since &&
        num(message.receivedAt) <= until,
    );
    return c.json({ items, nextPageToken: null, totalCount: items.length });
  });
  app.get(`${base}/escalations/history`, (c) => {
    const agentId = queryParam(c, "agentId");
    const address = digits(queryParam(c, "address") ?? "");
    const items = data.takeovers.filter(
      (takeover) =>
        (!agentId || takeover.agentId === agentId) &&
        digits(typeof takeover.address === "string" ? takeover.address : "") ===
          address,
    );
    return c.json({ items, nextPageToken: null, totalCount: items.length });
  });
}

/** `{items, nextPageToken, totalCount}` for `PageSize` and a numeric Skip or Cursor. */
function page(items: WireObject[], c: Context) {
  const size = Math.min(
    Math.max(Number(queryParam(c, "PageSize") ?? 50) || 50, 1),
    500,
  );
  const skip = Math.max(
    0,
    Number(
      queryParam(c, "PageToken.Skip") ?? queryParam(c, "PageToken.Cursor") ?? 0,
    ) || 0,
  );
  const next = skip + size;
  return {
    items: items.slice(skip, next),
    nextPageToken: next < items.length ? String(next) : null,
    totalCount: items.length,
  };
}

/** The list's TopicRow: no `summary` or `requestedByParticipantId` (those are `get`'s). */
function topicRow(topic: WireObject): WireObject {
  const {
    summary: _summary,
    requestedByParticipantId: _requested,
    ...row
  } = topic;
  return row;
}

/** The `get` body: the row less `outcomeOneLiner`/`hasStructuredSummary`, plus `summary`. */
function topicGet(topic: WireObject): WireObject {
  const {
    outcomeOneLiner: _outcome,
    hasStructuredSummary: _structured,
    ...body
  } = topic;
  return body;
}

function num(value: unknown): number {
  return typeof value === "number" ? value : 0;
}

function digits(value: string): string {
  return value.replace(/\D/g, "");
}
