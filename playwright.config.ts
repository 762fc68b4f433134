import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";
import { DEMO_PORT, SAVED_RUNS_PORT } from "./e2e/support/ports";

// `npx playwright install` cannot download browsers on this machine: use Debian's Chromium
// when it is there, Playwright's own browser elsewhere.
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${DEMO_PORT}`,
    viewport: { width: 1440, height: 900 },
    trace: "on-first-retry",
    launchOptions: {
      ...(existsSync(SYSTEM_CHROMIUM) && { executablePath: SYSTEM_CHROMIUM }),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  // The proxy in local modes only: the embedded demo, and a folder of saved runs. No test
  // touches the network.
  webServer: [
    {
      command: `node scripts/ensure-build.mjs && npx tsx server/main.ts --port ${DEMO_PORT}`,
      url: `http://127.0.0.1:${DEMO_PORT}/api/source`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // The first server's command builds the app; this one serves the same dist/.
      command: `npx tsx server/main.ts --port ${SAVED_RUNS_PORT} --traces fixtures/saved-runs`,
      url: `http://127.0.0.1:${SAVED_RUNS_PORT}/api/source`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
