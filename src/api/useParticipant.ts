/**
 * One participant by id — or by a phone number, email or handle the proxy's search
 * resolves — through the participant search every view shares (`participantSearchQueryOptions`).
 * The hit whose id is the reference wins; otherwise the first hit (the search lists exact
 * hits first). null while it loads, when nothing matches, or without a reference.
 */
import { useQuery } from "@tanstack/react-query";
import type { Participant } from "../model/participants/participant";
import { participantSearchQueryOptions } from "./queries";

export function useParticipant(reference: string | null): {
  person: Participant | null;
  isLoading: boolean;
} {
  const people = useQuery({
    ...participantSearchQueryOptions(reference ?? ""),
    enabled: Boolean(reference),
  });
  const hits = people.data ?? [];
  return {
    person: hits.find((hit) => hit.id === reference) ?? hits[0] ?? null,
    isLoading: people.isLoading,
  };
}
