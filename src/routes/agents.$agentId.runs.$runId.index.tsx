import { createFileRoute } from "@tanstack/react-router";
import { runRecordQueryOptions, runTraceQueryOptions } from "../api/queries";
import { RunViewPage } from "../pages/run-view/RunViewPage";
import { runViewSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/agents/$agentId/runs/$runId/")({
  validateSearch: runViewSearchSchema,
  // The page shows the record as soon as it arrives; the trace starts loading alongside it
  // (not after) and streams in on the page.
  loader: ({ context, params, location }) => {
    // A deep link's step is read first (decision 2001); later selections read nothing.
    const { step } = runViewSearchSchema.parse(location.search);
    void context.queryClient.prefetchQuery(
      runTraceQueryOptions(params.agentId, params.runId, step ?? null),
    );
    return context.queryClient.ensureQueryData(
      runRecordQueryOptions(params.agentId, params.runId),
    );
  },
  component: RunViewPage,
});
