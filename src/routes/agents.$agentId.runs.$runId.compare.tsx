import { createFileRoute } from "@tanstack/react-router";
import { previousRunQueryOptions, runQueryOptions } from "../api/queries";
import { RunComparePage } from "../pages/run-compare/RunComparePage";
import { runCompareSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/agents/$agentId/runs/$runId/compare")({
  validateSearch: runCompareSearchSchema,
  loaderDeps: ({ search }) => ({ against: search.against }),
  loader: async ({ context, params, deps }) => {
    const { queryClient } = context;
    // The other side loads in the page, so a wrong `against` is a message there, not an error page.
    if (deps.against)
      void queryClient.prefetchQuery(
        runQueryOptions(params.agentId, deps.against),
      );
    else
      void queryClient.prefetchQuery(
        previousRunQueryOptions(params.agentId, params.runId),
      );
    await queryClient.ensureQueryData(
      runQueryOptions(params.agentId, params.runId),
    );
  },
  component: RunComparePage,
});
