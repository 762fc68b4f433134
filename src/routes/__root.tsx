import {
  createRootRouteWithContext,
  Outlet,
  retainSearchParams,
} from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { AppShell } from "../features/app-shell/AppShell";
import { resolveDashboardLink } from "../features/open-run/resolve-dashboard-link";
import { UnknownRunPage } from "../features/open-run/UnknownRunPage";
import { PresenceBar } from "../features/presence/PresenceBar";
import { PresenceStrip } from "../features/presence/PresenceStrip";
import { appSearchSchema, RETAINED_APP_PARAMS } from "../url/search-schemas";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: appSearchSchema,
  // `zoom` is a screen setting: every link and navigation keeps it.
  search: { middlewares: [retainSearchParams([...RETAINED_APP_PARAMS])] },
  // Any path whose query carries `id=<record id>` opens that run (a dashboard URL with its
  // host swapped works as is); an id no agent owns shows the fallback page instead.
  beforeLoad: ({ location, context }) =>
    resolveDashboardLink(location, context.queryClient),
  component: RootLayout,
});

function RootLayout() {
  const { unresolvedRunLink } = Route.useRouteContext();
  return (
    <AppShell presence={<PresenceBar />} presenceStrip={<PresenceStrip />}>
      {unresolvedRunLink ? (
        <UnknownRunPage unresolved={unresolvedRunLink} />
      ) : (
        <Outlet />
      )}
    </AppShell>
  );
}
