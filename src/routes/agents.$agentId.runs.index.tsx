import { createFileRoute } from "@tanstack/react-router";
import { runListQueryOptions } from "../api/queries";
import { RunListPage } from "../features/run-list/RunListPage";
import { runListSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/agents/$agentId/runs/")({
  validateSearch: runListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(
      runListQueryOptions(params.agentId, deps),
    ),
  component: RunListPage,
});
