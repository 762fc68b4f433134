/** `/api/participants?query=…`: the people behind runs, found by phone, email, handle or name. */
import {
  normalizeFruxonParticipants,
  type Participant,
} from "../model/participants/participant";
import { apiPath, fetchJson } from "./client";
import { maskConfig } from "./mask-mode";
import { runModelTask } from "./trace-worker";

export async function fetchParticipants(
  query: string,
  signal?: AbortSignal,
): Promise<Participant[]> {
  const params = new URLSearchParams({ query });
  return normalizeFruxonParticipants(
    await fetchJson(`${apiPath("participants")}?${params}`, signal),
  );
}

/**
 * The search to go to instead when masking is on and `search.participant` is a personal
 * value (a phone, an email, a handle, a name): the same filter as the participant's id, or
 * masked when it names nobody (decision 1705). Null when the address may stay as it is.
 */
export async function maskedParticipantSearch<
  S extends { participant?: string | undefined },
>(search: S): Promise<S | null> {
  const mask = maskConfig();
  const value = search.participant;
  if (!mask || value === undefined) return null;
  const token = await runModelTask("maskedParticipantFilter", { value, mask });
  return token === value ? null : { ...search, participant: token };
}
