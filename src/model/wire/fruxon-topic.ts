/**
 * Wire schemas of the conversation around a run: a topic, its turns (`topics messages`),
 * its sessions (`topics sessions`), inbound messages (`messages list`), takeovers
 * (`escalations history`) and the escalation policy. Topic and turn shapes are documented;
 * the other four are the paths and shapes Tracelens assumes (docs/reference/
 * fruxon-conversation.md). Every field is optional and nullable except an item's id, and
 * unknown keys are kept: the live API is newer than any document about it.
 */
import { z } from "zod";

const wireEnum = z.union([z.string(), z.number()]).nullish();
const wireNumber = z.number().nullish();
const wireString = z.string().nullish();

export const fruxonTopicChannelSchema = z.looseObject({
  kind: wireEnum,
  address: wireString,
  conversationRowId: wireString,
});

/** A TopicRow (list) or the `get` body (adds `requestedByParticipantId` and `summary`). */
export const fruxonTopicSchema = z.looseObject({
  id: z.string(),
  agentId: wireString,
  participantId: wireString,
  subject: z
    .looseObject({ kind: wireString, reference: z.unknown() })
    .nullish(),
  goal: wireString,
  state: wireEnum,
  priority: wireEnum,
  resolution: wireEnum,
  isHome: z.boolean().nullish(),
  parentTopicId: wireString,
  outcomeOneLiner: wireString,
  requestedByParticipantId: wireString,
  summary: z.looseObject({ outcomeOneLiner: wireString }).nullish(),
  channels: z.array(z.unknown()).nullish(),
  createdAt: wireNumber,
  lastActivityAt: wireNumber,
  resolvedAt: wireNumber,
});

/** One turn of `GET …/topics/{topic}/messages` (newest first). */
export const fruxonTurnSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  role: wireEnum,
  author: wireEnum,
  agentId: wireString,
  content: z.unknown().optional(),
  createdAt: wireNumber,
  sessionId: wireString,
  executionRecordId: wireString,
  traceStepId: z.union([z.string(), z.number()]).nullish(),
});

export const fruxonHandoffSchema = z.looseObject({
  supportCaseId: wireString,
  sourceTopicId: wireString,
  handoffId: wireString,
  resolvedAt: wireNumber,
});

export const fruxonTopicSessionSchema = z.looseObject({
  id: z.string(),
  topicId: wireString,
  state: wireEnum,
  startedAt: wireNumber,
  endedAt: wireNumber,
  endCause: wireEnum,
  seedContextIn: z
    .looseObject({ recentSupportHandoff: z.unknown().optional() })
    .nullish(),
});

export const fruxonInboundMessageSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  agentId: wireString,
  participantId: wireString,
  topicId: wireString,
  channel: z.looseObject({ kind: wireEnum, address: wireString }).nullish(),
  content: z.unknown().optional(),
  receivedAt: wireNumber,
  delivery: wireEnum,
  withheldReason: wireEnum,
  withheldConsumedAt: wireNumber,
});

export const fruxonTakeoverSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  agentId: wireString,
  topicId: wireString,
  address: wireString,
  status: wireEnum,
  openedAt: wireNumber,
  humanObservedAt: wireNumber,
  openDurationMs: wireNumber,
  resolvedAt: wireNumber,
});

export const fruxonEscalationPolicySchema = z.looseObject({
  mode: wireEnum,
  ladder: z.array(z.unknown()).nullish(),
  configuredOperators: z.array(z.unknown()).nullish(),
  offerableOperators: z.array(z.unknown()).nullish(),
});

/**
 * A list answer: the documented `{items, nextPageToken, totalCount}` page, a bare array
 * (how some CLI versions print lists), or the agent-mode CLI's `{data: …}` wrapping either.
 */
export const fruxonItemsSchema = z.union([
  z.array(z.unknown()),
  z.looseObject({
    items: z.array(z.unknown()),
    nextPageToken: wireString,
    totalCount: wireNumber,
  }),
]);
