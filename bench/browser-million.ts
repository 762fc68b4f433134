/**
 * A run no string can hold: a million steps (≈ 650 MB of JSON) made by one LLM step that
 * called a tool 999,999 times — the shape issue 31 was found on — streamed by the embedded
 * API without ever being one value, relayed by the proxy, read by the trace worker as it
 * arrives. Judged as the sized runs are, against the floor that exists at this size (the
 * bytes read through the proxy: `JSON.parse` needs the body as one string, longer than the
 * browser allows): the main thread while the person scrolls, types and steps during the
 * load, first rows, a deep link to the last step, the filter and the jump to the last
 * error over the whole run, the timeline over it (`browser-timeline.ts`), and the tab's
 * peak memory with the page's and worker's heaps.
 */
import type { Page } from "@playwright/test";
import type { BenchRun } from "./bench-data";
import { benchBusyOpen, startFromRest } from "./browser-busy-open";
import {
  measureFilter,
  measureJumpToLastError,
  openWithoutTrace,
  runUrl,
  wholeTraceRead,
} from "./browser-run-view";
import { bytesFloor } from "./floors";
import { benchTimeline } from "./browser-timeline";
import { heapMeasurements, heapsOf } from "./heaps";
import { FILTER_NEEDLE } from "./large-run";
import { check, measured, stepsLabel, type Measurement } from "./measurement";
import { exists, labelled, paintedWhen, testId } from "./page-probes";
import { watchPeakRss } from "./tab-memory";

const LOAD_TIMEOUT_MS = 15 * 60_000;
/** Issue 31: the tab, page and workers together, holds a million-step run in 1 GB. */
const TAB_BUDGET_MB = 1024;

export async function benchMillion(
  page: Page,
  baseUrl: string,
  run: BenchRun,
  withoutTraceId: string,
): Promise<Measurement[]> {
  const { facts } = run;
  const size = stepsLabel(facts.steps);
  const stopWatching = watchPeakRss();
  const fixed = (await openWithoutTrace(page, baseUrl, withoutTraceId)).painted;
  const bytes = await bytesFloor(page, run);
  const busy = await benchBusyOpen(page, baseUrl, run, 1, {
    firstRowsTimeoutMs: 120_000,
  });
  const firstRows = await page.evaluate<number>("window.__bench.firstRowsAt");
  // The whole trace is read when the headline counts every step.
  const loaded = await paintedWhen(page, wholeTraceRead(run), LOAD_TIMEOUT_MS);
  const heaps = await heapsOf(page);
  await page.waitForTimeout(1000);
  const filterMs = await measureFilter(page, facts.filterMatches);
  const jumpMs = await measureJumpToLastError(page, facts.lastErrorPath);
  const timeline = await benchTimeline(page, run);

  // A deep link, in a round of its own: the floor again, then the link.
  await startFromRest(page, baseUrl);
  const deepFloor = await bytesFloor(page, run);
  await page.goto(runUrl(baseUrl, run.id, `?step=${facts.lastPath}`));
  const deep = await paintedWhen(
    page,
    `${exists(labelled(`Step ${facts.lastPath}`))} && ${exists(testId(`step-row-${facts.lastPath}`))}`,
    LOAD_TIMEOUT_MS,
  );
  await paintedWhen(page, wholeTraceRead(run), LOAD_TIMEOUT_MS);
  const peak = stopWatching();
  check(
    peak > 0 || process.platform !== "linux",
    "the tab's memory was sampled",
  );
  await startFromRest(page, baseUrl);
  const row = (
    name: string,
    unit: Measurement["unit"],
    value: number,
    target?: Measurement["target"],
  ) =>
    measured({ name, size, unit, samples: [value], ...(target && { target }) });
  return [
    row("fixed cost: open a run without a trace, painted", "ms", fixed),
    row(
      "bytes floor: the trace's bytes read through the proxy in the page",
      "ms",
      bytes,
    ),
    row("open: first rows painted", "ms", firstRows),
    row(
      "(first rows − fixed cost) / bytes floor",
      "×",
      (firstRows - fixed) / bytes,
      {
        max: 1,
        rule: "≤ 1 × bytes floor",
      },
    ),
    ...busy,
    row("open: every step read (the headline counts them)", "ms", loaded),
    row(
      `filter "${FILTER_NEEDLE}" (${facts.filterMatches.toLocaleString("en-US")} matches)`,
      "ms",
      filterMs,
      { max: 100 },
    ),
    row("jump to the last error", "ms", jumpMs, { max: 100 }),
    row(
      "bytes floor, measured again just before the deep link",
      "ms",
      deepFloor,
    ),
    row("deep link to the last step: step shown", "ms", deep),
    row(
      "(deep link − fixed cost) / bytes floor",
      "×",
      (deep - fixed) / deepFloor,
      { max: 1.5, rule: "≤ 1.5 × bytes floor" },
    ),
    row("tab's peak memory (renderer RSS, worker included)", "MB", peak / 1e6, {
      max: TAB_BUDGET_MB,
    }),
    ...timeline,
    ...heapMeasurements(heaps, size),
  ];
}
