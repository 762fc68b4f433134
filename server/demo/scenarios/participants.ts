/**
 * The people (and one AI agent) the demo's runs serve or consult, as docs/reference/fruxon-wire.md §4 participant
 * objects. Phone numbers are E.164; three customers have Hebrew names, so their names
 * reach nested payloads as `\uXXXX` escapes.
 */
import type { WireObject } from "../dataset";
import { DAY, HOUR, type DemoContext } from "../context";
import { CONNECTORS } from "../connectors";
import { createRng, type Rng } from "../prng";
import peopleJson from "../data/people.json" with { type: "json" };
import { loadDataFile, PersonSeeds, type PERSON_KEYS } from "../data/schemas";

export type PersonKey = (typeof PERSON_KEYS)[number];

export interface Person {
  key: PersonKey;
  id: string;
  kind: "PERSON" | "AI_AGENT";
  displayName: string;
  phone: string | null;
  email: string | null;
  /** A Telegram handle, for customers who write from there. */
  handle: string | null;
  /** The participant's home topic with the support assistant. */
  topicId: string;
}

export interface PeopleDirectory {
  list: WireObject[];
  byKey: Record<PersonKey, Person>;
}

type PersonSeed = (typeof DEMO_PEOPLE)[number];

/**
 * Every person of the demo (data/people.json), in the order their ids are drawn: a new
 * person goes at the end, so no earlier id moves. The README's guide lists them.
 */
export const DEMO_PEOPLE = loadDataFile("people.json", PersonSeeds, peopleJson);

export function buildPeople(ctx: Pick<DemoContext, "now">): PeopleDirectory {
  const rng = createRng("participants");
  const list: WireObject[] = [];
  const byKey = {} as Record<PersonKey, Person>;
  DEMO_PEOPLE.forEach((seed, position) => {
    const id = rng.uuid();
    const topicId = rng.uuid();
    const { agentIds: _agentIds, relatedAgentId, ...fields } = seed;
    byKey[seed.key] = { ...fields, id, topicId };
    list.push(
      participantObject(
        ctx.now,
        rng,
        seed,
        id,
        position,
        relatedAgentId ?? null,
      ),
    );
  });
  return { list, byKey };
}

function participantObject(
  now: number,
  rng: Rng,
  seed: PersonSeed,
  id: string,
  position: number,
  relatedAgentId: string | null,
): WireObject {
  const channels = channelsOf(seed);
  const createdAt = now - (120 + position * 17) * DAY - rng.int(0, 20) * HOUR;
  return {
    id,
    kind: seed.kind,
    displayName: seed.displayName,
    email: seed.email,
    relatedAgentId,
    channels,
    agentIds: seed.agentIds,
    disabledAt: null,
    health: {
      reachable: seed.kind === "AI_AGENT" || channels.length > 0,
      channels: channels.map((channel) => ({
        address: channel.address,
        reason: null,
        keyStatus: "UNSPECIFIED",
        keyPrefix: null,
        lastMessageAt: now - rng.int(2, 90) * HOUR,
      })),
      reason: null,
    },
    channelActivations: [],
    avatarFileId: null,
    avatarSource: null,
    avatarSourceConfigId: null,
    avatarSourceAddress: null,
    avatarSyncedAt: null,
    avatarAutoSync: null,
    createdAt,
    modifiedAt: createdAt + rng.int(1, 60) * DAY,
  };
}

interface Channel {
  integrationConfigId: string;
  address: string;
  priority: number;
  label: string;
  disabled: boolean;
}

function channelsOf(seed: PersonSeed): Channel[] {
  const channels: Channel[] = [];
  const add = (
    integrationConfigId: string,
    address: string | null,
    label: string,
  ) => {
    if (address === null) return;
    channels.push({
      integrationConfigId,
      address,
      priority: channels.length,
      label,
      disabled: false,
    });
  };
  add(CONNECTORS.whatsapp, seed.phone, "WhatsApp");
  add(CONNECTORS.telegram, seed.handle, "Telegram");
  add(CONNECTORS.gmail, seed.email, "Email");
  return channels;
}

/** `record.trigger` for a run started on someone's behalf (docs/reference/fruxon-wire.md §15: participantId / DisplayName). */
export function personTrigger(
  type: "API" | "INTEGRATION_EVENT" | "SCHEDULE",
  triggerId: string,
  provider: string,
  who: Person,
): WireObject {
  return {
    type,
    id: triggerId,
    provider,
    participantId: who.id,
    participantDisplayName: who.displayName,
    participantKind: who.kind,
  };
}
