import { redirect } from "@tanstack/react-router";
import { maskedParticipantSearch } from "../api/participants";

/**
 * A route's `beforeLoad` for pages filtered by `participant=`: masked, a customer's phone
 * (email, handle, name) never stays in the address — it is replaced by the participant's id
 * before the page renders (decision 1705).
 */
export async function replaceMaskedParticipant<
  S extends { participant?: string | undefined },
>(
  to: "/agents/$agentId/runs" | "/agents/$agentId/quiet",
  params: { agentId: string },
  search: S,
): Promise<void> {
  const masked = await maskedParticipantSearch(search);
  if (masked)
    redirect({ to, params, search: masked, replace: true, throw: true });
}
