/**
 * The tenant's participants, as the proxy needs them: searched for the find-by-customer
 * box, and resolved for the runs list's `participant=` param, which takes a participant
 * id or a phone number, email or handle (docs/reference/routes-and-flags.md). The list is unpaged upstream and
 * fetched at most once a minute.
 */
import {
  normalizeFruxonParticipants,
  type Participant,
} from "../../src/model/participants/participant";
import { matchParticipants } from "../../src/model/participants/match-participants";
import type { RunSource } from "../sources/run-source";
import { SourceError } from "../sources/source-error";

const TTL_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Entry {
  participant: Participant;
  wire: unknown;
}

export type ParticipantDirectory = ReturnType<
  typeof createParticipantDirectory
>;

export function createParticipantDirectory(
  source: RunSource,
  now: () => number = Date.now,
) {
  let cached: { at: number; entries: Entry[] } | null = null;

  async function entries(): Promise<Entry[]> {
    if (cached && now() - cached.at < TTL_MS) return cached.entries;
    const json = await source.listParticipants();
    const items = Array.isArray(json)
      ? json
      : ((json as { items?: unknown[] } | null)?.items ?? []);
    const list: Entry[] = [];
    for (const wire of items) {
      const [participant] = normalizeFruxonParticipants([wire]);
      if (participant) list.push({ participant, wire });
    }
    cached = { at: now(), entries: list };
    return list;
  }

  /** Nobody matched: when the source has no directory to search, that is the reason. */
  async function throwIfNoDirectory(query: string): Promise<void> {
    const gap = await source.participantDirectoryGap?.();
    if (gap)
      throw new SourceError("not_found", `Nobody matches "${query}": ${gap}`);
  }

  return {
    /** Participant objects (wire shape) matching a phone, email, handle, id or name; best first. */
    async search(query: string, limit = 50): Promise<unknown[]> {
      const list = await entries();
      if (query.trim() === "") return list.slice(0, limit).map((e) => e.wire);
      const wires = new Map(list.map((e) => [e.participant, e.wire]));
      const hits = matchParticipants(
        list.map((e) => e.participant),
        query,
        "search",
      );
      if (hits.length === 0) await throwIfNoDirectory(query);
      return hits.slice(0, limit).map((hit) => wires.get(hit.participant));
    },

    /** The participant id a `participant=` value names; throws when it names nobody or several. */
    async resolveId(value: string): Promise<string> {
      let list: Entry[];
      try {
        list = await entries();
      } catch (error) {
        // Without the directory an id still works; anything else cannot be resolved.
        if (UUID.test(value)) return value;
        throw new SourceError(
          "bad_request",
          `"${value}" is not a participant id, and the participants list could not be read to look it up: ${(error as Error).message}`,
        );
      }
      const hits = matchParticipants(
        list.map((e) => e.participant),
        value,
        "exact",
      );
      if (hits.length === 1) return hits[0]!.participant.id;
      if (hits.length === 0) {
        // A participant removed since may still have runs under their id.
        if (UUID.test(value)) return value;
        await throwIfNoDirectory(value);
        throw new SourceError(
          "not_found",
          `No participant matches "${value}". Phone numbers are compared by their digits, emails and handles whole; try the find-by-customer box for partial matches.`,
        );
      }
      throw new SourceError(
        "bad_request",
        `"${value}" matches ${hits.length} participants: ${hits
          .slice(0, 5)
          .map(
            (hit) => `${hit.participant.displayName} (${hit.participant.id})`,
          )
          .join(", ")}. Use the participant id.`,
      );
    },
  };
}
