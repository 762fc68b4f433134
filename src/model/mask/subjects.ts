import { isObject } from "../is-object";
/**
 * Who must not be seen: the people a run names, gathered from its wire JSON into
 * `MaskSubject`s (one per person, whatever the source spelled), plus the strings the user
 * added to the session's mask list. The masker turns these into its matcher.
 *
 * Sources, in the order subjects are lettered ("Customer A" is the first found):
 * execution records' `trigger.participant*` (the person the run served), `waitingFor` on
 * records and trace envelopes (a person consulted), spawn-tree nodes' triggers, then the participants
 * directory (§4: `displayName`, `email`, `channels[].address`, `health.channels[].address`,
 * `channelActivations[].address`, `avatarSourceAddress`). Normalised `Participant`s carry the
 * same field names and are read the same way. Entries are merged by participant id, and a
 * name-only mention joins the subject that has that name.
 *
 * O(total size of the inputs). Reads only the fields named above; text inside traces is
 * masked by pattern (phones, emails) and by these subjects, never collected from.
 */

export interface MaskSubject {
  /** Participant id, or `name:<lower-cased name>` for a person known only by name. */
  key: string;
  /** `PERSON`, `GROUP`, `AI_AGENT`…; null when unknown (treated as a person). */
  kind: string | null;
  names: string[];
  /** Phone numbers, emails, handles: every address the person is reached at. */
  addresses: string[];
}

export interface MaskInput {
  subjects: MaskSubject[];
  /** Any other strings to hide, as the user typed them. */
  userStrings: string[];
}

export interface MaskSources {
  records?: readonly unknown[];
  traces?: readonly unknown[];
  trees?: readonly unknown[];
  participants?: readonly unknown[];
  userStrings?: readonly string[];
}

type Json = Record<string, unknown>;

/** The subjects and user strings of a run's data; deterministic for the same inputs. */
export function collectMaskSubjects(sources: MaskSources): MaskInput {
  const subjects: MaskSubject[] = [];
  const byKey = new Map<string, MaskSubject>();
  const byName = new Map<string, MaskSubject>();
  const add = (mention: {
    id: string | null;
    kind: unknown;
    names: unknown[];
    addresses: unknown[];
  }) => {
    const names = strings(mention.names);
    const addresses = strings(mention.addresses);
    if (names.length === 0 && addresses.length === 0) return;
    const nameKey = names[0] ? `name:${names[0].toLowerCase()}` : null;
    let subject =
      (mention.id ? byKey.get(mention.id) : undefined) ??
      names.map((name) => byName.get(name.toLowerCase())).find(Boolean);
    if (!subject) {
      subject = {
        key: mention.id ?? nameKey ?? `address:${addresses[0]}`,
        kind: null,
        names: [],
        addresses: [],
      };
      subjects.push(subject);
    }
    if (mention.id) byKey.set(mention.id, subject);
    subject.kind ??=
      typeof mention.kind === "string" && mention.kind !== ""
        ? mention.kind
        : null;
    for (const name of names) {
      if (!subject.names.includes(name)) subject.names.push(name);
      byName.set(name.toLowerCase(), subject);
    }
    for (const address of addresses)
      if (!subject.addresses.includes(address)) subject.addresses.push(address);
  };

  for (const record of sources.records ?? [])
    addTrigger(add, objectAt(record, "trigger"));
  // A suspended run names the person it waits on (the envelope; some records carry it too).
  for (const holder of [
    ...(sources.records ?? []),
    ...(sources.traces ?? []),
  ]) {
    const waiting = objectAt(holder, "waitingFor");
    if (waiting)
      add({
        id: null,
        kind: waiting.participantKind,
        names: [waiting.displayName],
        addresses: [],
      });
  }
  for (const tree of sources.trees ?? []) {
    const nodes = isObject(tree) && Array.isArray(tree.nodes) ? tree.nodes : [];
    for (const node of nodes) addTrigger(add, objectAt(node, "trigger"));
  }
  for (const participant of sources.participants ?? []) {
    if (!isObject(participant)) continue;
    add({
      id: typeof participant.id === "string" ? participant.id : null,
      kind: participant.kind,
      names: [participant.displayName],
      addresses: [
        participant.email,
        participant.avatarSourceAddress,
        ...addressesIn(participant.channels),
        ...addressesIn(objectAt(participant, "health")?.channels),
        ...addressesIn(participant.channelActivations),
      ],
    });
  }
  const userStrings = strings([...(sources.userStrings ?? [])]);
  return { subjects, userStrings };
}

function addTrigger(
  add: (mention: {
    id: string | null;
    kind: unknown;
    names: unknown[];
    addresses: unknown[];
  }) => void,
  trigger: Json | undefined,
) {
  if (!trigger) return;
  const id =
    typeof trigger.participantId === "string" && trigger.participantId
      ? trigger.participantId
      : null;
  add({
    id,
    kind: trigger.participantKind,
    names: [trigger.participantDisplayName],
    addresses: [],
  });
}

function addressesIn(list: unknown): unknown[] {
  return Array.isArray(list)
    ? list.map((item) => (isObject(item) ? item.address : null))
    : [];
}

/** Trimmed, non-empty, distinct strings, in order. */
function strings(values: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    if (typeof value !== "string") continue;
    const trimmed = value.trim();
    if (trimmed !== "" && !out.includes(trimmed)) out.push(trimmed);
  }
  return out;
}

function objectAt(value: unknown, key: string): Json | undefined {
  if (!isObject(value)) return undefined;
  const child = value[key];
  return isObject(child) ? child : undefined;
}
