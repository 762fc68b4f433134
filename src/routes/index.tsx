import { createFileRoute, redirect } from "@tanstack/react-router";
import { agentsQueryOptions, sourceQueryOptions } from "../api/queries";
import { AgentsPage } from "../features/agents/AgentsPage";
import { homeSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/")({
  validateSearch: homeSearchSchema,
  // `--sessions` alone: the sessions are what was asked for, so `/` opens their list.
  beforeLoad: async ({ context, search }) => {
    if (search.id) return;
    const source =
      await context.queryClient.ensureQueryData(sourceQueryOptions());
    // `throw: true`: the router throws its own redirect, which ends this beforeLoad.
    if (source.home === "sessions")
      redirect({ to: "/sessions", replace: true, throw: true });
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(agentsQueryOptions()),
      context.queryClient.ensureQueryData(sourceQueryOptions()),
    ]),
  component: AgentsPage,
});
