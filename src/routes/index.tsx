import { createFileRoute } from "@tanstack/react-router";
import { agentsQueryOptions, sourceQueryOptions } from "../api/queries";
import { AgentsPage } from "../features/agents/AgentsPage";
import { homeSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/")({
  validateSearch: homeSearchSchema,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(agentsQueryOptions()),
      context.queryClient.ensureQueryData(sourceQueryOptions()),
    ]),
  component: AgentsPage,
});
