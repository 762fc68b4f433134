/**
 * The people (and one AI agent) the demo's runs serve or consult, as docs/reference/fruxon-wire.md §4 participant
 * objects. Phone numbers are E.164; three customers have Hebrew names, so their names
 * reach nested payloads as `\uXXXX` escapes.
 */
import type { WireObject } from "../dataset";
import { DAY, HOUR, type DemoContext } from "../context";
import { CONNECTORS } from "../connectors";
import { createRng, type Rng } from "../prng";

export type PersonKey =
  | "danaLevi"
  | "dorGelless"
  | "underwritingDesk"
  | "michalCohen"
  | "yossiMizrahi"
  | "omerBenDavid"
  | "sarahGoldstein"
  | "aviPeretz"
  | "noaBarak"
  | "danielFriedman"
  | "talAmsalem"
  | "liorShapiro"
  | "mayaAzoulay"
  | "yaelOhana";

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

type PersonSeed = Omit<Person, "id" | "topicId"> & {
  agentIds: string[];
  relatedAgentId?: string;
};

/** Every person of the demo, in the order their ids are drawn (the README's guide lists them). */
export const DEMO_PEOPLE: readonly PersonSeed[] = [
  person(
    "danaLevi",
    "Dana Levi",
    "+972524418830",
    "dana.levi@meridian-brokers.co.il",
    null,
    ["email_policies_parser"],
  ),
  person(
    "dorGelless",
    "Dor Gelless",
    "+972546120088",
    "dor.gelless@nordwood.co.il",
    null,
    ["support_assistant", "email_policies_parser"],
  ),
  {
    ...person("underwritingDesk", "Underwriting Desk", null, null, null, [
      "email_policies_parser",
    ]),
    kind: "AI_AGENT",
    relatedAgentId: "underwriting_desk",
  },
  person(
    "michalCohen",
    "מיכל כהן",
    "+972545614701",
    "michal.cohen84@gmail.com",
    null,
    ["support_assistant"],
  ),
  person("yossiMizrahi", "Yossi Mizrahi", "+972528830412", null, "@yossi_mz", [
    "support_assistant",
  ]),
  person(
    "omerBenDavid",
    "Omer Ben-David",
    "+972547702159",
    "omer.bd@outlook.com",
    null,
    ["support_assistant"],
  ),
  person(
    "sarahGoldstein",
    "Sarah Goldstein",
    "+14155550142",
    "sarah.goldstein@icloud.com",
    null,
    ["support_assistant"],
  ),
  person("aviPeretz", "אבי פרץ", "+972526641093", null, null, [
    "support_assistant",
  ]),
  person(
    "noaBarak",
    "נועה ברק",
    "+972544019230",
    "noa.barak@walla.co.il",
    "@noabarak",
    ["support_assistant"],
  ),
  person(
    "danielFriedman",
    "Daniel Friedman",
    "+447700900318",
    "d.friedman@proton.me",
    null,
    ["support_assistant"],
  ),
  person("talAmsalem", "Tal Amsalem", "+972502273645", null, null, [
    "support_assistant",
  ]),
  // The conversation scenarios (D13–D15); appended, so no earlier id moves.
  person(
    "liorShapiro",
    "Lior Shapiro",
    "+972526903318",
    "lior.shapiro@gmail.com",
    null,
    ["support_assistant"],
  ),
  person("mayaAzoulay", "מאיה אזולאי", "+972537712094", null, null, [
    "support_assistant",
  ]),
  person("yaelOhana", "Yael Ohana", "+972504182277", null, "@yael_oh", [
    "support_assistant",
  ]),
];

function person(
  key: PersonKey,
  displayName: string,
  phone: string | null,
  email: string | null,
  handle: string | null,
  agentIds: string[],
): PersonSeed {
  return { key, kind: "PERSON", displayName, phone, email, handle, agentIds };
}

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
