import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TEST_LAUNCH_OPTIONS } from "./e2e/support/chromium";
import {
  DEMO_PORT,
  E2E_PORTS,
  HOSTILE_DATA_PORT,
  SAVED_RUNS_PORT,
} from "./e2e/support/ports";
import { refuseTakenPorts } from "./e2e/support/taken-ports";

// Notes the journeys write go to a fresh folder, never the user's data directory.
const NOTES_DIR = mkdtempSync(join(tmpdir(), "tracelens-e2e-data-"));

// The suite tests the servers it starts, never one already listening on its ports (another
// checkout's): a taken port stops the run here, saying which and how to move the ports.
// Workers load this file too, while the suite's own proxies hold the ports.
if (process.env.TEST_WORKER_INDEX === undefined)
  await refuseTakenPorts(E2E_PORTS);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Bounds on waits for what a journey waits for anyway (an element, a URL, aria-busy), never
  // a time a step must beat: generous, so a machine busy with other work is slower, never red.
  // A passing journey takes no longer for them.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${DEMO_PORT}`,
    viewport: { width: 1440, height: 900 },
    trace: "on-first-retry",
    launchOptions: TEST_LAUNCH_OPTIONS,
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  // The bundled proxy as `npm start` runs it, in local modes only: the embedded demo, and a
  // folder of saved runs. No test touches the network.
  webServer: [
    {
      command: `node scripts/ensure-build.mjs && node dist-server/main.mjs --port ${DEMO_PORT}`,
      url: `http://127.0.0.1:${DEMO_PORT}/api/source`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { TRACELENS_DATA_DIR: NOTES_DIR },
    },
    {
      // The first server's command builds the app and the proxy (servers start in order);
      // this one runs the same build.
      command: `node dist-server/main.mjs --port ${SAVED_RUNS_PORT} --traces fixtures/saved-runs`,
      url: `http://127.0.0.1:${SAVED_RUNS_PORT}/api/source`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { TRACELENS_DATA_DIR: NOTES_DIR },
    },
    {
      command: `node dist-server/main.mjs --port ${HOSTILE_DATA_PORT} --traces fixtures/hostile-data`,
      url: `http://127.0.0.1:${HOSTILE_DATA_PORT}/api/source`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { TRACELENS_DATA_DIR: NOTES_DIR },
    },
  ],
});
