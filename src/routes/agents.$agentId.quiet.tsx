import { createFileRoute } from "@tanstack/react-router";
import { replaceMaskedParticipant } from "./-masked-participant";
import { QuietAgentPage } from "../features/conversation/QuietAgentPage";
import { quietSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/agents/$agentId/quiet")({
  validateSearch: quietSearchSchema,
  beforeLoad: ({ search, params }) =>
    replaceMaskedParticipant("/agents/$agentId/quiet", params, search),
  component: QuietAgentPage,
});
