import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { z } from "zod";
import { isRunLive } from "./model/normalize/run-detail";
import type { RunDetail } from "./model/run";
import {
  agentKeys,
  LIVE_POLL_MS,
  noteKeys,
  participantKeys,
  runKeys,
  sessionKeys,
  sourceKeys,
} from "./api/queries";
import { ApiError } from "./api/client";
import { createAppRouter } from "./router";
import "./styles/index.css";

// The page's CSP forbids eval; tell zod not to probe for it.
z.config({ jitless: true });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // An error with a status is an answer, not a hiccup: do not hammer the proxy with it.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status > 0) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// Cache policy, in one place. A finished run never changes; a live one polls. Lists and
// the agent picker are cheap and change as runs land.
queryClient.setQueryDefaults(runKeys.details(), {
  staleTime: (query) => {
    const data = query.state.data as RunDetail | undefined;
    return data && !isRunLive(data) ? Infinity : 0;
  },
  refetchInterval: (query) => {
    const data = query.state.data as RunDetail | undefined;
    return data && isRunLive(data) ? LIVE_POLL_MS : false;
  },
  // Structural sharing would deep-compare 100,000-step traces on every poll; the fetcher
  // keeps the previous object itself when the run's fingerprint did not change.
  structuralSharing: false,
});
queryClient.setQueryDefaults(runKeys.lists(), { staleTime: 15_000 });
// A record never changes agent. A spawn tree and a run's result change while the run (or
// its children) are live, so they are re-read after a while; see docs/decisions/0402.
queryClient.setQueryDefaults(runKeys.owners(), { staleTime: Infinity });
queryClient.setQueryDefaults(runKeys.trees(), { staleTime: 30_000 });
queryClient.setQueryDefaults(runKeys.results(), { staleTime: 30_000 });
queryClient.setQueryDefaults(participantKeys.all, { staleTime: 60_000 });
queryClient.setQueryDefaults(agentKeys.all, { staleTime: 60_000 });
queryClient.setQueryDefaults(sourceKeys.all, { staleTime: 60_000 });
// Notes change when someone writes one; the presence channel says so (`notes` event) and
// the run's notes are read again. The short stale time covers a channel that is down.
queryClient.setQueryDefaults(noteKeys.all, { staleTime: 30_000 });
// fast-agent sessions change while they run (every turn end and tool iteration saves), so
// they are short-lived in the cache; histories can be large, so they skip deep comparison.
queryClient.setQueryDefaults(sessionKeys.all, { staleTime: 15_000 });
queryClient.setQueryDefaults(sessionKeys.histories(), {
  staleTime: 15_000,
  structuralSharing: false,
});

const router = createAppRouter(queryClient);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
