import { createHashHistory, createRouter } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { routeTree } from "./routeTree.gen";
import { parseSearch, stringifySearch } from "./url/search-params";
import { RouteErrorView } from "./ui/RouteErrorView";
import { NotFoundView } from "./ui/NotFoundView";
import { PageSpinner } from "./ui/PageSpinner";

/**
 * `hashHistory`: a static export's pages live after `#`, so any static host serves them
 * from its one `index.html` (decision 1703).
 */
export function createAppRouter(
  queryClient: QueryClient,
  options: { hashHistory?: boolean } = {},
) {
  return createRouter({
    routeTree,
    ...(options.hashHistory && { history: createHashHistory() }),
    context: { queryClient },
    defaultPreload: "intent",
    // Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    parseSearch,
    stringifySearch,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: NotFoundView,
    defaultPendingComponent: PageSpinner,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
