/**
 * A run no string can hold: a million steps (≈ 650 MB of JSON), streamed by the embedded
 * API without ever being one value, relayed by the proxy, read by the trace worker as it
 * arrives. Reported, not judged against the floor (which cannot exist here: `JSON.parse`
 * needs the body as one string, longer than the browser allows): first rows, the main
 * thread while scrolling and typing during the load, the whole trace read, a filter over
 * it, the timeline over it (`browser-timeline.ts`), and the tab's peak memory.
 */
import type { Page } from "@playwright/test";
import type { BenchRun } from "./bench-data";
import { benchBusyOpen } from "./browser-busy-open";
import { benchTimeline } from "./browser-timeline";
import { wholeTraceRead } from "./browser-run-view";
import { FILTER_NEEDLE } from "./large-run";
import { check, measured, stepsLabel, type Measurement } from "./measurement";
import { exists, lastEnterAt, paintedWhen } from "./page-probes";
import { watchPeakRss } from "./tab-memory";

const LOAD_TIMEOUT_MS = 15 * 60_000;

export async function benchMillion(
  page: Page,
  baseUrl: string,
  run: BenchRun,
): Promise<Measurement[]> {
  const size = stepsLabel(run.facts.steps);
  const stopWatching = watchPeakRss();
  const busy = await benchBusyOpen(page, baseUrl, run, 1, {
    firstRowsTimeoutMs: 120_000,
    judged: false,
  });
  const firstRows = await page.evaluate<number>(
    "window.__bench.firstRowsAt ?? -1",
  );
  // The whole trace is read when the headline counts every step.
  const loaded = await paintedWhen(page, wholeTraceRead(run), LOAD_TIMEOUT_MS);
  const box = page.getByLabel("Filter steps");
  await box.fill(FILTER_NEEDLE);
  await box.press("Enter");
  const filtered = await paintedWhen(
    page,
    `[...document.querySelectorAll('[aria-live="polite"]')].some((el) => el.textContent === "${run.facts.filterMatches.toLocaleString("en-US")} matches" || el.textContent === "${run.facts.filterMatches} matches") && ${exists('[role="tree"][aria-label="Steps"] [data-testid^="step-row-"]')}`,
    LOAD_TIMEOUT_MS,
  );
  const filterMs = filtered - (await lastEnterAt(page));
  await box.fill("");
  await box.press("Enter");
  const timeline = await benchTimeline(page, run);
  const peak = stopWatching();
  check(
    peak > 0 || process.platform !== "linux",
    "the tab's memory was sampled",
  );
  await page.goto("about:blank");
  return [
    ...(firstRows >= 0
      ? [
          measured({
            name: "open: first rows painted",
            size,
            unit: "ms",
            samples: [firstRows],
          }),
        ]
      : []),
    ...busy,
    measured({
      name: "open: every step read (the headline counts them)",
      size,
      unit: "ms",
      samples: [loaded],
    }),
    measured({
      name: `filter "${FILTER_NEEDLE}" (${run.facts.filterMatches.toLocaleString("en-US")} matches)`,
      size,
      unit: "ms",
      samples: [filterMs],
    }),
    ...timeline,
    measured({
      name: "tab's peak memory (renderer RSS, worker included)",
      size,
      unit: "MB",
      samples: [peak / 1e6],
    }),
  ];
}
