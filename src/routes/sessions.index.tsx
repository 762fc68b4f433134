import { createFileRoute } from "@tanstack/react-router";
import { sessionListQueryOptions } from "../api/queries";
import { SessionListPage } from "../features/sessions/SessionListPage";
import { SessionListSkeleton } from "../features/sessions/SessionListSkeleton";

export const Route = createFileRoute("/sessions/")({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(sessionListQueryOptions()),
  component: SessionListPage,
  pendingComponent: SessionListSkeleton,
  pendingMs: 100,
  pendingMinMs: 300,
});
