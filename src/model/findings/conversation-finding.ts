/**
 * What the conversation findings read: one topic's loaded turns (oldest first) and, each
 * only when its source answered, the topic's sessions, the withheld inbound messages and
 * the takeovers. A part that is null did not load, and the findings that need it say
 * nothing — a failed load computes no findings.
 */
import type {
  InboundMessage,
  Takeover,
  Topic,
  TopicSession,
  Turn,
} from "../topic/topic";
import type { FindingEntryRef, FindingRunRef } from "./finding";

export interface ConversationFindingInput {
  agentId: string;
  topic: Topic;
  turns: readonly Turn[];
  sessions: readonly TopicSession[] | null;
  withheld: readonly InboundMessage[] | null;
  takeovers: readonly Takeover[] | null;
}

export function entryRef(
  input: Pick<ConversationFindingInput, "agentId" | "topic">,
  entryId: string,
  label: string,
  note: string | null = null,
): FindingEntryRef {
  return {
    agentId: input.agentId,
    topicId: input.topic.id,
    entryId,
    label,
    note,
  };
}

export function turnRunRef(
  turn: Turn,
  fallbackAgentId: string,
  label: string,
): FindingRunRef | null {
  if (!turn.runId) return null;
  return {
    runId: turn.runId,
    agentId: turn.agentId ?? fallbackAgentId,
    label,
    status: null,
  };
}

/** A turn's text cut to one line for a finding. */
export function excerpt(text: string, max = 90): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
