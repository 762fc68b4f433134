/** `/api/participants?query=…`: the people behind runs, found by phone, email, handle or name. */
import {
  normalizeFruxonParticipants,
  type Participant,
} from "../model/participants/participant";
import { apiPath, fetchJson } from "./client";

export async function fetchParticipants(
  query: string,
  signal?: AbortSignal,
): Promise<Participant[]> {
  const params = new URLSearchParams({ query });
  return normalizeFruxonParticipants(
    await fetchJson(`${apiPath("participants")}?${params}`, signal),
  );
}
