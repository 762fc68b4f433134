import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { z } from "zod";
import { createQueryClient } from "./api/query-client";
import { openStaticBundle, staticBundleUrl } from "./api/static-bundle";
import { startTraceWorker } from "./api/trace-worker";
import { createAppRouter } from "./router";
import "./styles/index.css";
import { startTheme } from "./ui/theme";

// The page's CSP forbids eval; tell zod not to probe for it.
z.config({ jitless: true });

// Before the first render, so a dark page never flashes white.
startTheme();

const queryClient = createQueryClient();
startTraceWorker();

async function start() {
  // A static export (`npm run export:static`) opens its bundle before the first read.
  const bundle = staticBundleUrl();
  if (bundle) await openStaticBundle(bundle);
  const router = createAppRouter(queryClient, { hashHistory: bundle !== null });
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
