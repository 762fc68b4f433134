import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { AppShell } from "../features/app-shell/AppShell";
import { resolveDashboardLink } from "../features/open-run/resolve-dashboard-link";
import { UnknownRunPage } from "../features/open-run/UnknownRunPage";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Any path whose query carries `id=<record id>` opens that run (a dashboard URL with its
  // host swapped works as is); an id no agent owns shows the fallback page instead.
  beforeLoad: ({ location, context }) =>
    resolveDashboardLink(location, context.queryClient),
  component: RootLayout,
});

function RootLayout() {
  const { unresolvedRunLink } = Route.useRouteContext();
  return (
    <AppShell>
      {unresolvedRunLink ? (
        <UnknownRunPage unresolved={unresolvedRunLink} />
      ) : (
        <Outlet />
      )}
    </AppShell>
  );
}
