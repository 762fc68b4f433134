/**
 * The floors a run's timings are judged against, measured in the page in the same round as
 * the timing itself (a machine that gets busier or quieter moves both alike):
 *
 * - **fetch + parse**: the trace fetched through the proxy and `JSON.parse`d — what any page
 *   that shows the run must at least do, while one string can hold it;
 * - **bytes**: the trace's bytes read through the proxy, nothing decoded — what a deep link
 *   must at least wait for, at any size (a million-step body is longer than any string).
 */
import type { Page } from "@playwright/test";
import type { BenchRun } from "./bench-data";
import { BENCH_AGENT } from "./large-run";
import { check } from "./measurement";

const tracePath = (run: BenchRun) =>
  JSON.stringify(`/api/agents/${BENCH_AGENT}/runs/${run.id}/trace`);

/** The same trace bytes fetched over loopback and `JSON.parse`d, in the page (ms). */
export async function fetchParseFloor(
  page: Page,
  run: BenchRun,
): Promise<number> {
  const result = await page.evaluate<{
    ms: number;
    ok: boolean;
    steps: number;
  }>(`(async () => {
      const started = performance.now();
      const response = await fetch(${tracePath(run)}, { cache: "no-store" });
      const json = JSON.parse(await response.text());
      return { ms: performance.now() - started, ok: response.ok, steps: json.trace.traces[0].steps.length };
    })()`);
  check(result.ok && result.steps > 0, `the floor fetched ${run.id}'s trace`);
  return result.ms;
}

/** The trace's bytes read through the proxy in the page, chunk by chunk, kept by no one (ms). */
export async function bytesFloor(page: Page, run: BenchRun): Promise<number> {
  const result = await page.evaluate<{
    ms: number;
    ok: boolean;
    bytes: number;
  }>(
    `(async () => {
      const started = performance.now();
      const response = await fetch(${tracePath(run)}, { cache: "no-store" });
      const reader = response.body.getReader();
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
      }
      return { ms: performance.now() - started, ok: response.ok, bytes };
    })()`,
  );
  check(
    result.ok && result.bytes > 1000,
    `the bytes floor read ${run.id}'s trace`,
  );
  return result.ms;
}
