/**
 * Every browser measurement, in one headless Chromium (Debian's when present), against the
 * real proxy relaying the embedded API.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../e2e/support/chromium";
import { benchCompare, benchInitialJs, benchInspector } from "./browser-extras";
import { benchBusyOpen } from "./browser-busy-open";
import { benchMaskedOpen } from "./browser-masked";
import { benchMillion } from "./browser-million";
import { benchRunView, runUrl, wholeTraceRead } from "./browser-run-view";
import { benchTimeline } from "./browser-timeline";
import { paintedWhen } from "./page-probes";
import type { BenchRun } from "./bench-data";
import { BENCH_AGENT } from "./large-run";
import type { Measurement } from "./measurement";
import { PROBE_INIT_SCRIPT } from "./page-probes";

export interface BrowserBenchRuns {
  withoutTrace: string;
  /** Runs of increasing size, each measured in full. */
  sized: { run: BenchRun; samples: number }[];
  giantResult: BenchRun;
  compare: { run: BenchRun; previous: BenchRun };
  /** The run opened masked beside unmasked (10,000 steps; `npm run bench -- masked`). */
  masked?: BenchRun;
  /** The million-step run of one turn, streamed (`npm run bench -- million`). */
  million?: BenchRun;
}

/**
 * A page with the probes installed, its cache of the app's code warmed (not of any trace),
 * as for a returning user.
 */
export async function openBenchPage(
  browser: Browser,
  baseUrl: string,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    // The probes are strings evaluated in the page, which the app's CSP (rightly) forbids.
    bypassCSP: true,
  });
  await context.addInitScript(PROBE_INIT_SCRIPT);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/agents/${BENCH_AGENT}/runs`);
  await page.getByRole("table", { name: "Runs" }).waitFor();
  return page;
}

export async function benchBrowser(
  baseUrl: string,
  runs: BrowserBenchRuns,
  log: (line: string) => void,
): Promise<Measurement[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await openBenchPage(browser, baseUrl);

    const results: Measurement[] = [];
    if (runs.sized[0]) {
      log("initial JS");
      results.push(
        ...(await benchInitialJs(browser, baseUrl, runs.sized[0].run)),
      );
    }

    for (const { run, samples } of runs.sized) {
      log(`run view, ${run.facts.steps} steps`);
      results.push(
        ...(await benchRunView(page, baseUrl, run, runs.withoutTrace, samples)),
      );
      log(`opening while scrolling and typing, ${run.facts.steps} steps`);
      results.push(
        ...(await benchBusyOpen(page, baseUrl, run, Math.min(samples, 3))),
      );
      if (run.facts.steps >= 100_000) {
        log(`timeline, ${run.facts.steps} steps`);
        await page.goto(runUrl(baseUrl, run.id));
        await paintedWhen(page, wholeTraceRead(run), 120_000);
        results.push(...(await benchTimeline(page, run)));
      }
    }
    if (runs.masked) {
      log(`masked open, ${runs.masked.facts.steps} steps`);
      results.push(...(await benchMaskedOpen(page, baseUrl, runs.masked, 5)));
    }
    if (runs.million) {
      log(`run view, ${runs.million.facts.steps} steps (streamed)`);
      results.push(
        ...(await benchMillion(page, baseUrl, runs.million, runs.withoutTrace)),
      );
    }
    if (runs.sized.length === 0) return results;
    log("inspector on a 1 MB result");
    results.push(...(await benchInspector(page, baseUrl, runs.giantResult, 5)));
    log("compare");
    results.push(
      ...(await benchCompare(
        page,
        baseUrl,
        runs.compare,
        runs.withoutTrace,
        3,
      )),
    );
    return results;
  } finally {
    await browser.close();
  }
}
