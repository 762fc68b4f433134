/**
 * Builders for conversation tests: normalised turns, sessions, withheld messages,
 * takeovers and topics with plausible defaults, so a test states only what it is about.
 */
import { asMs } from "../run";
import type {
  InboundMessage,
  Takeover,
  Topic,
  TopicSession,
  Turn,
  TurnPage,
} from "../topic/topic";
import type { ConversationFindingInput } from "../findings/conversation-finding";

export const T0 = 1_785_999_000_000;
export const at = (seconds: number) => asMs(T0 + seconds * 1000);

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

export function makeTurn(overrides: Partial<Turn> = {}): Turn {
  return {
    id: nextId("msg"),
    role: "USER",
    author: "UNSPECIFIED",
    agentId: "support_assistant",
    text: "Hello",
    at: at(0),
    sessionId: "ts_a",
    runId: null,
    traceStepId: null,
    ...overrides,
  };
}

export function agentTurn(text: string, overrides: Partial<Turn> = {}): Turn {
  return makeTurn({ role: "ASSISTANT", author: "AGENT", text, ...overrides });
}

export function makeSession(
  overrides: Partial<TopicSession> = {},
): TopicSession {
  return {
    id: nextId("ts"),
    topicId: "topic-1",
    state: "ENDED",
    startedAt: at(0),
    endedAt: null,
    endCause: null,
    seed: { state: "absent" },
    ...overrides,
  };
}

export function makeInbound(
  overrides: Partial<InboundMessage> = {},
): InboundMessage {
  return {
    id: nextId("in"),
    agentId: "support_assistant",
    participantId: "p-1",
    topicId: "topic-1",
    channelKind: "WHATSAPP",
    address: "+972500000000",
    text: "Hello? Anyone there?",
    receivedAt: at(0),
    delivery: "WITHHELD",
    withheldReason: "HUMAN_OWNED_CONVERSATION",
    withheldConsumedAt: null,
    ...overrides,
  };
}

export function makeTakeover(overrides: Partial<Takeover> = {}): Takeover {
  return {
    id: nextId("esc"),
    agentId: "support_assistant",
    topicId: "topic-1",
    address: "+972500000000",
    status: "RESOLVED",
    openedAt: at(0),
    humanObservedAt: at(60),
    openDurationMs: asMs(600_000),
    resolvedAt: at(600),
    ...overrides,
  };
}

export function makeTopic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: "topic-1",
    agentId: "support_assistant",
    participantId: "p-1",
    subjectKind: null,
    goal: null,
    state: "OPEN",
    resolution: null,
    isHome: true,
    parentTopicId: null,
    outcomeOneLiner: null,
    requestedByParticipantId: null,
    channels: [{ kind: "WHATSAPP", address: "+972500000000" }],
    createdAt: at(-86_400),
    lastActivityAt: at(0),
    resolvedAt: null,
    ...overrides,
  };
}

/** Turns given oldest first → pages of `size` as the API returns them (newest first). */
export function pagesOf(turns: readonly Turn[], size: number): TurnPage[] {
  const newestFirst = [...turns].reverse();
  const pages: TurnPage[] = [];
  for (let i = 0; i < newestFirst.length; i += size)
    pages.push({
      turns: newestFirst.slice(i, i + size),
      nextPageToken: i + size < newestFirst.length ? String(i + size) : null,
      totalCount: turns.length,
    });
  return pages;
}

export function conversationInput(
  overrides: Partial<ConversationFindingInput> = {},
): ConversationFindingInput {
  return {
    agentId: "support_assistant",
    topic: makeTopic(),
    turns: [],
    sessions: [],
    withheld: [],
    takeovers: [],
    ...overrides,
  };
}
