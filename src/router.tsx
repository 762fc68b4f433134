import { createRouter } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { routeTree } from "./routeTree.gen";
import { parseSearch, stringifySearch } from "./url/search-params";
import { RouteErrorView } from "./ui/RouteErrorView";
import { NotFoundView } from "./ui/NotFoundView";
import { PageSpinner } from "./ui/PageSpinner";

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
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
