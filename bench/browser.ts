/**
 * The run view in a real Chromium on a generated run: time to the first row, scrolling
 * (frame intervals while wheeling through the virtualised tree), the filter, and jumping
 * to a deep step by URL.
 */
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/support/chromium";
import { BENCH_AGENT } from "./large-run";
import type { Measurement } from "./measurement";

export async function benchBrowser(
  baseUrl: string,
  runId: string,
  label: string,
): Promise<Measurement[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
    });
    const runUrl = `${baseUrl}/agents/${BENCH_AGENT}/runs/${runId}`;
    // Warm the proxy's index and the browser's cache of the app's code, not of the trace.
    await page.goto(`${baseUrl}/agents/${BENCH_AGENT}/runs`);
    await page.getByRole("table", { name: "Runs" }).waitFor();

    const openStarted = Date.now();
    await page.goto(runUrl);
    await page.getByTestId("step-row-1.1.1").waitFor();
    const openMs = Date.now() - openStarted;

    const scroll = await measureScroll(page);

    const filterStarted = Date.now();
    await page.getByLabel("Filter steps").fill("already claimed");
    await page.getByText(/^\d+ match(es)?$/).waitFor();
    const filterMs = Date.now() - filterStarted;

    const deepStarted = Date.now();
    await page.goto(`${runUrl}?step=1.500.50&tab=raw`);
    await page.getByRole("region", { name: "Step 1.500.50" }).waitFor();
    const deepMs = Date.now() - deepStarted;

    return [
      {
        name: `${label}: open the run (fetch, parse, normalise, first rows)`,
        ms: openMs,
        budgetMs: 8000,
      },
      { name: `${label}: scroll, median frame`, ms: scroll.p50, budgetMs: 34 },
      {
        name: `${label}: scroll, 95th percentile frame`,
        ms: scroll.p95,
        budgetMs: 100,
      },
      {
        name: `${label}: filter text in 100k payloads`,
        ms: filterMs,
        budgetMs: 6000,
      },
      {
        name: `${label}: open a deep step from a link`,
        ms: deepMs,
        budgetMs: 8000,
      },
    ];
  } finally {
    await browser.close();
  }
}

/** Frame intervals (ms) while the wheel scrolls the tree by 300 rows, one notch per frame. */
async function measureScroll(
  page: Page,
): Promise<{ p50: number; p95: number }> {
  const tree = page.getByRole("tree", { name: "Steps" });
  await tree.hover();
  // A string, not a function: tsx's transform would wrap a function in helpers the page lacks.
  await page.evaluate(`(() => {
    const frames = [];
    window.__frames = frames;
    const tick = (time) => {
      frames.push(time);
      if (frames.length < 100000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 140);
    await page.waitForTimeout(16);
  }
  const frames = await page.evaluate(
    () => (window as unknown as { __frames: number[] }).__frames,
  );
  const intervals = frames
    .slice(1)
    .map((time, index) => time - frames[index]!)
    .sort((a, b) => a - b);
  const at = (q: number) =>
    intervals[
      Math.min(intervals.length - 1, Math.floor(q * intervals.length))
    ] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}
