/**
 * The demo's conversation data, wire-shaped as docs/reference/fruxon-conversation.md
 * describes: topics, their turns (newest first, as the API pages them), sessions, inbound
 * messages (withheld deliveries), takeovers and escalation policies.
 */
import type { WireObject } from "../dataset";

export interface DemoConversations {
  topics: WireObject[];
  /** Turns per topic id, newest first. */
  turnsByTopic: Map<string, WireObject[]>;
  sessions: WireObject[];
  inbound: WireObject[];
  takeovers: WireObject[];
  /** Escalation policy per agent id; an agent without one answers 404 (not exposed). */
  policies: Map<string, WireObject>;
}

export function emptyConversations(): DemoConversations {
  return {
    topics: [],
    turnsByTopic: new Map(),
    sessions: [],
    inbound: [],
    takeovers: [],
    policies: new Map(),
  };
}

/** Adds `part` into `into`; turns of a topic are merged and kept newest first. */
export function mergeConversations(
  into: DemoConversations,
  part: DemoConversations,
): DemoConversations {
  into.topics.push(...part.topics);
  for (const [topicId, turns] of part.turnsByTopic) {
    const merged = [...(into.turnsByTopic.get(topicId) ?? []), ...turns];
    merged.sort((a, b) => (b.createdAt as number) - (a.createdAt as number));
    into.turnsByTopic.set(topicId, merged);
  }
  into.sessions.push(...part.sessions);
  into.inbound.push(...part.inbound);
  into.takeovers.push(...part.takeovers);
  for (const [agentId, policy] of part.policies)
    into.policies.set(agentId, policy);
  return into;
}

export interface TurnSpec {
  id: string;
  role: "USER" | "ASSISTANT";
  author: "HUMAN_OPERATOR" | "AGENT" | "UNSPECIFIED";
  agentId: string;
  content: string;
  createdAt: number;
  sessionId: string;
  executionRecordId?: string | null;
  traceStepId?: string | null;
}

/** A turn as `topics messages` returns it. */
export function wireTurn(spec: TurnSpec): WireObject {
  return {
    id: spec.id,
    role: spec.role,
    author: spec.author,
    agentId: spec.agentId,
    content: spec.content,
    createdAt: spec.createdAt,
    sessionId: spec.sessionId,
    executionRecordId: spec.executionRecordId ?? null,
    traceStepId: spec.traceStepId ?? null,
  };
}

export interface TopicSpec {
  id: string;
  agentId: string;
  participantId: string;
  state: "OPEN" | "RESOLVED";
  subjectKind?: string;
  goal?: string | null;
  channels: { kind: string; address: string }[];
  createdAt: number;
  lastActivityAt: number;
  resolvedAt?: number | null;
  outcomeOneLiner?: string | null;
}

/** A topic as `topics get` returns it (TopicRow plus `summary`). */
export function wireTopic(spec: TopicSpec): WireObject {
  return {
    id: spec.id,
    agentId: spec.agentId,
    participantId: spec.participantId,
    subject: { kind: spec.subjectKind ?? "CONVERSATION", reference: null },
    goal: spec.goal ?? null,
    state: spec.state,
    priority: "NORMAL",
    resolution: spec.state === "RESOLVED" ? "RESOLVED_BY_HUMAN" : "UNSPECIFIED",
    isHome: spec.subjectKind === undefined,
    parentTopicId: null,
    outcomeOneLiner: spec.outcomeOneLiner ?? null,
    hasStructuredSummary: false,
    requestedByParticipantId: null,
    summary: spec.outcomeOneLiner
      ? {
          outcomeOneLiner: spec.outcomeOneLiner,
          decisions: [],
          keyFacts: [],
          nextActions: [],
          followUpTopics: [],
        }
      : null,
    channels: spec.channels.map((channel) => ({
      ...channel,
      conversationRowId: null,
    })),
    createdAt: spec.createdAt,
    lastActivityAt: spec.lastActivityAt,
    resolvedAt: spec.resolvedAt ?? null,
  };
}

export interface SessionSpec {
  id: string;
  topicId: string;
  state: "RUNNING" | "ENDED";
  startedAt: number;
  endedAt?: number | null;
  endCause?: string | null;
  /** undefined: `seedContextIn: null`; a handoff: the `recentSupportHandoff` block. */
  handoff?: WireObject;
}

export function wireSession(spec: SessionSpec): WireObject {
  return {
    id: spec.id,
    topicId: spec.topicId,
    state: spec.state,
    startedAt: spec.startedAt,
    endedAt: spec.endedAt ?? null,
    endCause: spec.endCause ?? null,
    seedContextIn: { recentSupportHandoff: spec.handoff ?? null },
  };
}
