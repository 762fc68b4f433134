import { createFileRoute } from "@tanstack/react-router";
import { sessionListQueryOptions } from "../api/queries";
import { SessionListPage } from "../features/sessions/SessionListPage";

export const Route = createFileRoute("/sessions/")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(sessionListQueryOptions()),
  component: SessionListPage,
});
