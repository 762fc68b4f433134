import { createFileRoute } from "@tanstack/react-router";
import { runQueryOptions } from "../api/queries";
import { SpawnTreePage } from "../features/spawn-tree/SpawnTreePage";

export const Route = createFileRoute("/agents/$agentId/runs/$runId/tree")({
  // The run itself is needed for the marker and for the fallback when `/tree` fails; the
  // tree is fetched by the page so that its failure is shown, not thrown.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      runQueryOptions(params.agentId, params.runId),
    ),
  component: SpawnTreePage,
});
