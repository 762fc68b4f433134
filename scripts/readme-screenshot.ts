/**
 * Regenerates docs/screenshot.png for the README: D1 on the demo, the truncated search step
 * selected. Run with `npx tsx scripts/readme-screenshot.ts` (builds the app if needed).
 */
import { chromium } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startProxy } from "../bench/proxy";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";

execFileSync("node", ["scripts/ensure-build.mjs"], { stdio: "inherit" });
const proxy = await startProxy([]);
const browser = await chromium.launch({
  ...(existsSync("/usr/bin/chromium") && {
    executablePath: "/usr/bin/chromium",
  }),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const page = await browser.newPage({
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
  });
  const { agentId, runId } = DEMO_SCENARIOS.D1;
  await page.goto(`${proxy.url}/agents/${agentId}/runs/${runId}?step=1.1.2`);
  await page.getByTestId("result-delivery-notice").waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: "docs/screenshot.png" });
} finally {
  await browser.close();
  proxy.stop();
}
