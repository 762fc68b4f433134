import { createFileRoute } from "@tanstack/react-router";
import { agentsQueryOptions, sourceQueryOptions } from "../api/queries";
import { AgentsPage } from "../features/agents/AgentsPage";

export const Route = createFileRoute("/")({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(agentsQueryOptions()),
      context.queryClient.ensureQueryData(sourceQueryOptions()),
    ]),
  component: AgentsPage,
});
