/**
 * Conversation wire JSON → the model in `topic/topic.ts`. One function per answer; a list
 * item that does not parse is skipped and counted (`skipped`), never fatal — one odd row
 * must not hide the turn that explains a complaint. A body that is not a list at all is a
 * `WireFormatError` naming the endpoint.
 */
import type { z } from "zod";
import { asMs, type Ms } from "../run";
import {
  fruxonEscalationPolicySchema,
  fruxonHandoffSchema,
  fruxonInboundMessageSchema,
  fruxonItemsSchema,
  fruxonTakeoverSchema,
  fruxonTopicChannelSchema,
  fruxonTopicSchema,
  fruxonTopicSessionSchema,
  fruxonTurnSchema,
} from "../wire/fruxon-topic";
import type {
  EscalationPolicy,
  HandoffSeed,
  InboundMessage,
  Operator,
  Takeover,
  Topic,
  TopicSession,
  Turn,
  TurnAuthor,
  TurnPage,
} from "../topic/topic";
import { unwrapCliEnvelope } from "./cli-envelope";
import { toMeaningfulEnum, toUpperSnake } from "./enums";
import { describeIssues, WireFormatError } from "./wire-error";
import { isObject } from "../is-object";

export interface NormalizedList<T> {
  items: T[];
  nextPageToken: string | null;
  totalCount: number | null;
  /** Items that did not parse and were left out. */
  skipped: number;
}

export function normalizeFruxonTopic(json: unknown): Topic {
  const parsed = fruxonTopicSchema.safeParse(unwrapCliEnvelope(json));
  if (!parsed.success)
    throw new WireFormatError(describeIssues(parsed.error.issues), "topic");
  return topicFromWire(parsed.data);
}

export function normalizeFruxonTopicList(json: unknown): NormalizedList<Topic> {
  return list(json, "topics list", fruxonTopicSchema, topicFromWire);
}

export function normalizeFruxonTurnPage(json: unknown): TurnPage {
  const page = list(json, "topic messages", fruxonTurnSchema, turnFromWire);
  return {
    turns: page.items,
    nextPageToken: page.nextPageToken,
    totalCount: page.totalCount,
  };
}

export function normalizeFruxonSessions(
  json: unknown,
): NormalizedList<TopicSession> {
  return list(json, "topic sessions", fruxonTopicSessionSchema, (wire) => ({
    id: wire.id,
    topicId: wire.topicId ?? null,
    state: toMeaningfulEnum(wire.state),
    startedAt: time(wire.startedAt),
    endedAt: time(wire.endedAt),
    endCause: toMeaningfulEnum(wire.endCause),
    seed: handoffSeed(wire.seedContextIn),
  }));
}

export function normalizeFruxonInboundMessages(
  json: unknown,
): NormalizedList<InboundMessage> {
  return list(json, "messages list", fruxonInboundMessageSchema, (wire) => ({
    id: String(wire.id),
    agentId: wire.agentId ?? null,
    participantId: wire.participantId ?? null,
    topicId: wire.topicId ?? null,
    channelKind: toMeaningfulEnum(wire.channel?.kind),
    address: wire.channel?.address ?? null,
    text: contentText(wire.content),
    receivedAt: time(wire.receivedAt),
    delivery: toMeaningfulEnum(wire.delivery),
    withheldReason: toMeaningfulEnum(wire.withheldReason),
    withheldConsumedAt: time(wire.withheldConsumedAt),
  }));
}

export function normalizeFruxonTakeovers(
  json: unknown,
): NormalizedList<Takeover> {
  return list(json, "escalations history", fruxonTakeoverSchema, (wire) => ({
    id: String(wire.id),
    agentId: wire.agentId ?? null,
    topicId: wire.topicId ?? null,
    address: wire.address ?? null,
    status: toMeaningfulEnum(wire.status),
    openedAt: time(wire.openedAt),
    humanObservedAt: time(wire.humanObservedAt),
    openDurationMs:
      typeof wire.openDurationMs === "number" && wire.openDurationMs >= 0
        ? asMs(wire.openDurationMs)
        : null,
    resolvedAt: time(wire.resolvedAt),
  }));
}

export function normalizeFruxonEscalationPolicy(
  json: unknown,
): EscalationPolicy {
  const parsed = fruxonEscalationPolicySchema.safeParse(
    unwrapCliEnvelope(json),
  );
  if (!parsed.success)
    throw new WireFormatError(
      describeIssues(parsed.error.issues),
      "escalation policy",
    );
  const wire = parsed.data;
  return {
    mode: toMeaningfulEnum(wire.mode),
    ladder: (wire.ladder ?? []).map(describeRung),
    configuredOperators: operators(wire.configuredOperators),
    offerableOperators: operators(wire.offerableOperators),
  };
}

/** A turn's or message's content: a string, or `{type, text}` blocks joined, else its JSON. */
export function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (content === null || content === undefined) return "";
  if (Array.isArray(content)) {
    const texts = content
      .map((block) =>
        typeof block === "string"
          ? block
          : isObject(block) && typeof block.text === "string"
            ? block.text
            : null,
      )
      .filter((text): text is string => text !== null);
    if (texts.length > 0) return texts.join("\n");
  }
  if (isObject(content) && typeof content.text === "string")
    return content.text;
  return JSON.stringify(content);
}

function topicFromWire(wire: z.infer<typeof fruxonTopicSchema>): Topic {
  const channels: Topic["channels"] = [];
  for (const item of wire.channels ?? []) {
    const channel = fruxonTopicChannelSchema.safeParse(item);
    if (channel.success && channel.data.address)
      channels.push({
        kind: toMeaningfulEnum(channel.data.kind),
        address: channel.data.address,
      });
  }
  return {
    id: wire.id,
    agentId: wire.agentId ?? null,
    participantId: wire.participantId ?? null,
    subjectKind: toMeaningfulEnum(wire.subject?.kind),
    goal: wire.goal || null,
    state: toMeaningfulEnum(wire.state),
    resolution: toMeaningfulEnum(wire.resolution),
    isHome: wire.isHome ?? null,
    parentTopicId: wire.parentTopicId ?? null,
    outcomeOneLiner:
      wire.outcomeOneLiner ?? wire.summary?.outcomeOneLiner ?? null,
    requestedByParticipantId: wire.requestedByParticipantId ?? null,
    channels,
    createdAt: time(wire.createdAt),
    lastActivityAt: time(wire.lastActivityAt),
    resolvedAt: time(wire.resolvedAt),
  };
}

const AUTHORS: readonly TurnAuthor[] = ["HUMAN_OPERATOR", "AGENT"];

function turnFromWire(wire: z.infer<typeof fruxonTurnSchema>): Turn {
  const author = toUpperSnake(wire.author);
  return {
    id: String(wire.id),
    role: toUpperSnake(wire.role) ?? "UNSPECIFIED",
    // Anything but the two stamped authors — missing, UNSPECIFIED, unknown — could be either.
    author: AUTHORS.find((known) => known === author) ?? "UNSPECIFIED",
    agentId: wire.agentId ?? null,
    text: contentText(wire.content),
    at: time(wire.createdAt),
    sessionId: wire.sessionId || null,
    runId: wire.executionRecordId || null,
    traceStepId:
      wire.traceStepId === null || wire.traceStepId === undefined
        ? null
        : String(wire.traceStepId),
  };
}

function handoffSeed(
  seedContextIn: { recentSupportHandoff?: unknown } | null | undefined,
): HandoffSeed {
  // No seedContextIn on the wire: an API that does not report it. Nothing can be said.
  if (seedContextIn === undefined) return { state: "unknown" };
  const block = seedContextIn?.recentSupportHandoff;
  if (block === null || block === undefined) return { state: "absent" };
  const handoff = fruxonHandoffSchema.safeParse(block);
  if (!handoff.success) return { state: "unknown" };
  return {
    state: "present",
    handoff: {
      supportCaseId: handoff.data.supportCaseId ?? null,
      sourceTopicId: handoff.data.sourceTopicId ?? null,
      handoffId: handoff.data.handoffId ?? null,
      resolvedAt: time(handoff.data.resolvedAt),
    },
  };
}

function operators(items: unknown[] | null | undefined): Operator[] {
  return (items ?? []).map((item) => {
    if (typeof item === "string") return { id: item, displayName: item };
    const record = isObject(item) ? item : {};
    const id = typeof record.id === "string" ? record.id : null;
    const name =
      typeof record.displayName === "string" ? record.displayName : null;
    return { id, displayName: name ?? id ?? JSON.stringify(item) };
  });
}

function describeRung(rung: unknown): string {
  if (typeof rung === "string") return rung;
  if (isObject(rung)) {
    for (const key of ["displayName", "operator", "role", "name", "id"]) {
      const value = rung[key];
      if (typeof value === "string") return value;
    }
  }
  return JSON.stringify(rung);
}

/** A list answer's items through `schema`; rows that do not parse are skipped and counted. */
export function list<S extends z.ZodType, T>(
  json: unknown,
  where: string,
  schema: S,
  convert: (wire: z.infer<S>) => T,
): NormalizedList<T> {
  const parsed = fruxonItemsSchema.safeParse(unwrapCliEnvelope(json));
  if (!parsed.success)
    throw new WireFormatError(describeIssues(parsed.error.issues), where);
  const page = Array.isArray(parsed.data)
    ? { items: parsed.data, nextPageToken: null, totalCount: null }
    : parsed.data;
  const items: T[] = [];
  let skipped = 0;
  for (const item of page.items) {
    const wire = schema.safeParse(item);
    if (wire.success) items.push(convert(wire.data));
    else skipped++;
  }
  return {
    items,
    nextPageToken: page.nextPageToken || null,
    totalCount: page.totalCount ?? null,
    skipped,
  };
}

export function time(value: number | null | undefined): Ms | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0
    ? asMs(value)
    : null;
}
