import { createFileRoute, redirect } from "@tanstack/react-router";
import { agentsQueryOptions, sourceQueryOptions } from "../api/queries";
import { AgentsPage } from "../features/agents/AgentsPage";
import { homeSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/")({
  validateSearch: homeSearchSchema,
  loader: async ({ context, location }) => {
    const [, source] = await Promise.all([
      context.queryClient.ensureQueryData(agentsQueryOptions()),
      context.queryClient.ensureQueryData(sourceQueryOptions()),
    ]);
    // `--sessions` alone: the sessions are what was asked for, so `/` opens their list
    // (a dashboard link's `id=` is resolved by the root route before this). `throw: true`:
    // the router throws its own redirect.
    if (source.home === "sessions" && !("id" in location.search))
      redirect({ to: "/sessions", replace: true, throw: true });
  },
  component: AgentsPage,
});
