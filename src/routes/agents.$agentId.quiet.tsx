import { createFileRoute, redirect } from "@tanstack/react-router";
import { maskedParticipantSearch } from "../api/participants";
import { QuietAgentPage } from "../features/conversation/QuietAgentPage";
import { quietSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/agents/$agentId/quiet")({
  validateSearch: quietSearchSchema,
  // Masked, a customer's phone never stays in the address (decision 1704).
  beforeLoad: async ({ search, params }) => {
    const masked = await maskedParticipantSearch(search);
    if (masked)
      redirect({
        to: "/agents/$agentId/quiet",
        params,
        search: masked,
        replace: true,
        throw: true,
      });
  },
  component: QuietAgentPage,
});
