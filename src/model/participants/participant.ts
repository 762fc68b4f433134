/**
 * A participant (docs/reference/fruxon-wire.md §4) → `Participant`: the person, group or AI agent a run served
 * or consulted, with the addresses a support engineer knows them by (phone, email, handle).
 * Unreadable entries are skipped, never fatal: one odd row must not hide the customer.
 */
import {
  fruxonParticipantChannelSchema,
  fruxonParticipantListSchema,
  fruxonParticipantSchema,
} from "../wire/fruxon-participant";
import { toMeaningfulEnum } from "../normalize/enums";
import { describeIssues, WireFormatError } from "../normalize/wire-error";

export interface ParticipantChannel {
  address: string;
  /** `WhatsApp`, `Email`, … as the tenant labelled it. */
  label: string | null;
  disabled: boolean;
}

export interface Participant {
  id: string;
  /** `PERSON`, `GROUP`, `AI_AGENT`; null when not set. */
  kind: string | null;
  displayName: string;
  email: string | null;
  channels: ParticipantChannel[];
  /** Agents the participant is bound to: where their runs are. */
  agentIds: string[];
  /** For an AI agent participant, the agent it is. */
  relatedAgentId: string | null;
}

/** One participant object; null when it has no id. */
export function normalizeFruxonParticipant(json: unknown): Participant | null {
  const parsed = fruxonParticipantSchema.safeParse(json);
  if (!parsed.success) return null;
  const wire = parsed.data;
  const channels: ParticipantChannel[] = [];
  for (const item of wire.channels ?? []) {
    const channel = fruxonParticipantChannelSchema.safeParse(item);
    if (!channel.success || !channel.data.address) continue;
    channels.push({
      address: channel.data.address,
      label: channel.data.label ?? null,
      disabled: channel.data.disabled ?? false,
    });
  }
  return {
    id: wire.id,
    kind: toMeaningfulEnum(wire.kind),
    displayName: wire.displayName || wire.email || wire.id,
    email: wire.email || null,
    channels,
    agentIds: (wire.agentIds ?? []).filter(
      (id): id is string => typeof id === "string" && id !== "",
    ),
    relatedAgentId: wire.relatedAgentId || null,
  };
}

/** The participants list: an array (documented) or `{items: [...]}`. */
export function normalizeFruxonParticipants(json: unknown): Participant[] {
  const parsed = fruxonParticipantListSchema.safeParse(json);
  if (!parsed.success)
    throw new WireFormatError(
      describeIssues(parsed.error.issues),
      "participants",
    );
  const items = Array.isArray(parsed.data) ? parsed.data : parsed.data.items;
  const participants: Participant[] = [];
  for (const item of items) {
    const participant = normalizeFruxonParticipant(item);
    if (participant) participants.push(participant);
  }
  return participants;
}
