/**
 * For the developer's tools that look inside the busy-open benchmark (`profile-open.ts`,
 * `trace-tasks.ts`): a generated run of `steps` steps served through the real proxy, a
 * benchmark page in Chromium, and `look(page, browser)` wrapped around one busy open of it.
 * Everything started is stopped again, whatever `look` does.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/support/chromium";
import { DEMO_TOKEN } from "../server/demo/demo-api";
import { startEmbeddedApi } from "../server/demo/start-demo-api";
import { BenchDataSet, oneTurnOfSteps, runOfSteps } from "./bench-data";
import { benchBusyOpen } from "./browser-busy-open";
import { BENCH_TENANT } from "./large-run";
import { openBenchPage } from "./browser";
import { startProxy } from "./proxy";

export async function lookAtBusyOpen(
  steps: number,
  look: {
    before(page: Page, browser: Browser): Promise<void>;
    after(page: Page, browser: Browser): Promise<void>;
  },
): Promise<void> {
  const data = new BenchDataSet();
  // `one-turn` after the size: one LLM step makes every call (the benchmark's million).
  const shape =
    process.argv[3] === "one-turn" ? oneTurnOfSteps(steps) : runOfSteps(steps);
  // Past a few hundred thousand steps the run is streamed: no string could hold it.
  const run = steps > 300_000 ? data.addStreamed(shape) : data.add(shape);
  const upstream = await startEmbeddedApi(data.toDataSet());
  const proxy = await startProxy(
    ["--fruxon-url", upstream.baseUrl, "--tenant", BENCH_TENANT],
    { FRUXON_TOKEN: DEMO_TOKEN },
  );
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await openBenchPage(browser, proxy.url);
    await look.before(page, browser);
    const measured = await benchBusyOpen(page, proxy.url, run, 1, {
      firstRowsTimeoutMs: 300_000,
    });
    console.log(
      measured.map((m) => `${m.name}: ${m.value} ${m.unit}`).join("\n"),
    );
    await look.after(page, browser);
  } finally {
    await browser.close();
    proxy.stop();
    await upstream.close();
  }
}
