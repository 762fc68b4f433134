/**
 * Find the person behind a complaint: match a phone number (any format), an email, a
 * handle, a participant id or a name against the participants list, the way the CLI's
 * `participants list --query` matches channel addresses and linked accounts.
 *
 * Phone numbers are compared by their digits only (docs/reference/fruxon-wire.md §15), so `+972-52-441-8830`,
 * `+972 52 441 8830` and `+972524418830` are one number; a national number with a trunk
 * `0` (`052-441-8830`) or an `00` international prefix matches the E.164 address too.
 *
 * Two modes: `exact` (the runs list's `participant=` param: it must name one person, and a
 * name must match whole) and `search` (the find-by-customer box: substrings too, exact hits
 * first). O(participants × channels) per query; the list is unpaged and small.
 */
import type { Participant } from "./participant";

export type ParticipantQueryKind = "phone" | "email" | "handle" | "text";
export type ParticipantMatchField =
  "id" | "phone" | "email" | "handle" | "name";

export interface ParticipantHit {
  participant: Participant;
  matchedOn: ParticipantMatchField;
  /** The address or name that matched, as the participant carries it. */
  matchedValue: string;
  exact: boolean;
}

const PHONE_PUNCTUATION = /[\s\-()./]/g;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PHONE_DIGITS = 6;

export interface ClassifiedQuery {
  kind: ParticipantQueryKind;
  /** Lower-cased text; for a phone, its digits; for a handle, without the `@`. */
  value: string;
  /** A phone query written with a leading `+` (then never read as a national number). */
  hasPlus: boolean;
}

export function classifyParticipantQuery(query: string): ClassifiedQuery {
  const trimmed = query.trim();
  if (EMAIL.test(trimmed))
    return { kind: "email", value: trimmed.toLowerCase(), hasPlus: false };
  const compact = trimmed.replace(PHONE_PUNCTUATION, "");
  if (new RegExp(`^\\+?\\d{${MIN_PHONE_DIGITS},}$`).test(compact)) {
    return {
      kind: "phone",
      value: compact.replace("+", ""),
      hasPlus: compact.startsWith("+"),
    };
  }
  if (trimmed.startsWith("@") && trimmed.length > 1)
    return {
      kind: "handle",
      value: trimmed.slice(1).toLowerCase(),
      hasPlus: false,
    };
  return { kind: "text", value: trimmed.toLowerCase(), hasPlus: false };
}

/** The digits of an address that is a phone number, else null. */
export function phoneDigits(address: string): string | null {
  const compact = address.replace(PHONE_PUNCTUATION, "");
  return new RegExp(`^\\+?\\d{${MIN_PHONE_DIGITS},}$`).test(compact)
    ? compact.replace("+", "")
    : null;
}

/** Same number? Digits only; a national `0…` or `00…` query also matches the full number. */
export function isSamePhone(
  query: Pick<ClassifiedQuery, "value" | "hasPlus">,
  addressDigits: string,
): boolean {
  const digits = query.value;
  if (digits === addressDigits) return true;
  if (query.hasPlus) return false;
  if (digits.startsWith("00")) return digits.slice(2) === addressDigits;
  return (
    digits.startsWith("0") &&
    digits.length >= 8 &&
    addressDigits.length > digits.length - 1 &&
    addressDigits.endsWith(digits.slice(1))
  );
}

export function matchParticipants(
  participants: readonly Participant[],
  query: string,
  mode: "exact" | "search",
): ParticipantHit[] {
  const trimmed = query.trim();
  if (trimmed === "") return [];
  const classified = classifyParticipantQuery(trimmed);
  const hits: ParticipantHit[] = [];
  for (const participant of participants) {
    const hit = matchOne(participant, trimmed, classified, mode);
    if (hit) hits.push(hit);
  }
  return hits.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      a.participant.displayName.localeCompare(b.participant.displayName),
  );
}

function matchOne(
  participant: Participant,
  raw: string,
  query: ClassifiedQuery,
  mode: "exact" | "search",
): ParticipantHit | null {
  const hit = (
    matchedOn: ParticipantMatchField,
    matchedValue: string,
    exact: boolean,
  ): ParticipantHit => ({ participant, matchedOn, matchedValue, exact });
  if (participant.id.toLowerCase() === raw.toLowerCase())
    return hit("id", participant.id, true);

  const addresses = participant.channels.map((channel) => channel.address);
  if (participant.email) addresses.push(participant.email);
  const search = mode === "search";
  let partial: ParticipantHit | null = null;

  for (const address of addresses) {
    const lower = address.toLowerCase();
    const digits = phoneDigits(address);
    if (query.kind === "phone") {
      if (digits === null) continue;
      if (isSamePhone(query, digits)) return hit("phone", address, true);
      if (search && digits.includes(query.value))
        partial ??= hit("phone", address, false);
    } else if (query.kind === "email") {
      if (lower === query.value) return hit("email", address, true);
    } else {
      // A handle matches with or without its `@`; text may be a handle typed without one.
      const bare = lower.startsWith("@") ? lower.slice(1) : lower;
      const field =
        lower.includes("@") && !lower.startsWith("@") ? "email" : "handle";
      if (bare === query.value || lower === query.value)
        return hit(field, address, true);
      if (search && query.value.length >= 3 && lower.includes(query.value))
        partial ??= hit(field, address, false);
    }
  }
  if (query.kind === "text" || query.kind === "handle") {
    const name = participant.displayName.toLowerCase();
    if (name === query.value) return hit("name", participant.displayName, true);
    if (search && query.value.length >= 2 && name.includes(query.value))
      partial ??= hit("name", participant.displayName, false);
  }
  return partial;
}
