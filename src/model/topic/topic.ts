/**
 * The conversation a run belongs to, in the app's own terms: a topic, its turns, the
 * sessions (episodes) the turns ran in, inbound messages that were withheld from every
 * agent, and takeovers by a person. Normalised from the wire in `normalize/fruxon-topic.ts`.
 *
 * A topic outlives its sessions: each new session starts with an empty transcript, so the
 * session a turn ran in decides what the agent could have known when it wrote it.
 */
import type { Ms } from "../run";

/**
 * Who wrote a turn. `role: ASSISTANT` does not mean the agent said it: a person's reply
 * from the console is stored as an ASSISTANT turn by `HUMAN_OPERATOR`. `UNSPECIFIED` (or
 * a missing field) predates authorship stamping and could be either — never the agent.
 */
export type TurnAuthor = "HUMAN_OPERATOR" | "AGENT" | "UNSPECIFIED";

export interface Turn {
  id: string;
  /** UPPER_SNAKE: `USER`, `ASSISTANT`, `SYSTEM`, `TOOL`, or whatever else arrives. */
  role: string;
  author: TurnAuthor;
  agentId: string | null;
  text: string;
  at: Ms | null;
  sessionId: string | null;
  /** The run that produced the turn (`executionRecordId`), and its step (`traceStepId`). */
  runId: string | null;
  traceStepId: string | null;
}

export interface TurnPage {
  /** As the API pages them: newest first. */
  turns: Turn[];
  nextPageToken: string | null;
  totalCount: number | null;
}

export interface TopicChannel {
  kind: string | null;
  address: string;
}

export interface Topic {
  id: string;
  agentId: string | null;
  participantId: string | null;
  /** `subject.kind`, e.g. `CONSULT`; null when not set. */
  subjectKind: string | null;
  goal: string | null;
  /** UPPER_SNAKE (`RESOLVED`, …); null when not set. */
  state: string | null;
  resolution: string | null;
  isHome: boolean | null;
  parentTopicId: string | null;
  outcomeOneLiner: string | null;
  requestedByParticipantId: string | null;
  channels: TopicChannel[];
  createdAt: Ms | null;
  lastActivityAt: Ms | null;
  resolvedAt: Ms | null;
}

export interface SupportHandoff {
  supportCaseId: string | null;
  sourceTopicId: string | null;
  handoffId: string | null;
  resolvedAt: Ms | null;
}

/**
 * What `seedContextIn` said about a resolved handoff: the block, its absence (the field is
 * there, the block is not: the session went in with nothing), or unknown (no
 * `seedContextIn` on the wire at all, so nothing can be said).
 */
export type HandoffSeed =
  | { state: "present"; handoff: SupportHandoff }
  | { state: "absent" }
  | { state: "unknown" };

export interface TopicSession {
  id: string;
  topicId: string | null;
  /** `RUNNING`, `ENDED`, … */
  state: string | null;
  startedAt: Ms | null;
  /** null: not ended — even with an `endCause`, which is then an end requested, never applied. */
  endedAt: Ms | null;
  endCause: string | null;
  seed: HandoffSeed;
}

export interface InboundMessage {
  id: string;
  agentId: string | null;
  participantId: string | null;
  topicId: string | null;
  channelKind: string | null;
  address: string | null;
  text: string;
  receivedAt: Ms | null;
  /** `DELIVERED`, `WITHHELD`, `WITHHELD_PENDING`. */
  delivery: string | null;
  /** `HUMAN_OWNED_CONVERSATION`, `ADMISSION_REFUSED`. */
  withheldReason: string | null;
  /** null: never replayed into a later run, never discarded. */
  withheldConsumedAt: Ms | null;
}

export interface Takeover {
  id: string;
  agentId: string | null;
  topicId: string | null;
  address: string | null;
  /** `OPEN`, `RESOLVED`. */
  status: string | null;
  openedAt: Ms | null;
  /** null: nobody was ever seen holding the chat, whatever the status says. */
  humanObservedAt: Ms | null;
  /** null while open. */
  openDurationMs: Ms | null;
  resolvedAt: Ms | null;
}

export interface Operator {
  id: string | null;
  displayName: string;
}

export interface EscalationPolicy {
  /** `NATIVE_HANDOFF`, `BRIDGE`. */
  mode: string | null;
  /** Each rung in words (its operator or role), as far as the wire names it. */
  ladder: string[];
  /** Who is configured: the list to read when reconstructing a past escalation. */
  configuredOperators: Operator[];
  /** Who is offerable this minute: says nothing about then. */
  offerableOperators: Operator[];
}

/**
 * One part of the context as a source gave it: loaded, or unavailable because the source
 * does not expose it (an assumed upstream path answered 404/501, or a saved folder holds
 * no such file) — with the CLI command whose `-o json` output answers the same — or failed.
 */
export type ContextPart<T> =
  | { state: "loaded"; value: T }
  | {
      state: "unavailable";
      reason: "not_exposed" | "not_saved";
      message: string;
      command: string;
    }
  | { state: "failed"; message: string }
  | { state: "loading" };

/** The loaded value of a part, or null for every other state. */
export function loadedValue<T>(part: ContextPart<T>): T | null {
  return part.state === "loaded" ? part.value : null;
}

export const DELIVERY_WITHHELD = ["WITHHELD", "WITHHELD_PENDING"] as const;

export function isWithheld(message: InboundMessage): boolean {
  return (DELIVERY_WITHHELD as readonly (string | null)[]).includes(
    message.delivery,
  );
}
