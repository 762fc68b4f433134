import { createFileRoute } from "@tanstack/react-router";
import { replaceMaskedParticipant } from "./-masked-participant";
import { runListQueryOptions } from "../api/queries";
import { RunListError, RunListPage } from "../features/run-list/RunListPage";
import { RunListSkeleton } from "../features/run-list/RunListSkeleton";
import { checkRunListFilters } from "../features/run-list/run-list-filters";
import { runListSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/agents/$agentId/runs/")({
  validateSearch: runListSearchSchema,
  beforeLoad: ({ search, params }) =>
    replaceMaskedParticipant("/agents/$agentId/runs", params, search),
  loaderDeps: ({ search }) => search,
  // The page asks with the same checked filters: one key (run-list-filters.ts).
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(
      runListQueryOptions(params.agentId, checkRunListFilters(deps).filters),
    ),
  component: RunListPage,
  errorComponent: RunListError,
  // Placeholder rows almost at once (not the router's blank second), and not as a flash.
  pendingComponent: RunListSkeleton,
  pendingMs: 100,
  pendingMinMs: 300,
});
