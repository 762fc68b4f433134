import { createFileRoute } from "@tanstack/react-router";
import { QuietAgentPage } from "../features/conversation/QuietAgentPage";
import { quietSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/agents/$agentId/quiet")({
  validateSearch: quietSearchSchema,
  component: QuietAgentPage,
});
