/**
 * The main thread while a run opens and a person uses it at once, as people do: from the
 * first rows on — not once the page has settled — the benchmark scrolls the step tree
 * every frame, types into the filter (and clears it), then presses `j` and `k`, until 3 s
 * after every step is read (at least 3 s after the first rows). Every long task (≥ 50 ms,
 * the browser's own threshold) from navigation to the end of that window counts. The
 * budget is none: the page never blocks input for more than 50 ms, whatever it is still
 * doing (issue 31).
 */
import type { Page } from "@playwright/test";
import type { BenchRun } from "./bench-data";
import { matchCountShown, runUrl, wholeTraceRead } from "./browser-run-view";
import { FILTER_NEEDLE } from "./large-run";
import { check, measured, stepsLabel, type Measurement } from "./measurement";
import { exists, paintedWhen, testId } from "./page-probes";

const WATCH_MS = 3000;

export async function benchBusyOpen(
  page: Page,
  baseUrl: string,
  run: BenchRun,
  samples: number,
  options: { firstRowsTimeoutMs?: number } = {},
): Promise<Measurement[]> {
  const size = stepsLabel(run.facts.steps);
  const longest: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < samples; i++) {
    await startFromRest(page, baseUrl);
    await page.goto(runUrl(baseUrl, run.id));
    const firstRows = await paintedWhen(
      page,
      `${exists(testId("step-row-1"))} && ${exists(testId("step-row-1.1.1"))}`,
      options.firstRowsTimeoutMs,
    );
    await page.evaluate(`window.__bench.firstRowsAt = ${firstRows}`);
    const input = typeThenStep(page, run.facts.filterMatches);
    const tasks = await scrollUntilRead(page, run, firstRows + WATCH_MS);
    await input;
    // A page blocked for the whole window scrolls no frame: that is the finding, not a
    // broken benchmark — but then the tasks must show the block.
    check(
      tasks.scrolled > 0 || tasks.longest >= WATCH_MS / 2,
      `the tree of ${run.id} was scrolled while it opened`,
    );
    longest.push(tasks.longest);
    counts.push(tasks.count);
  }
  return [
    measured({
      name: "open, scroll, type and press j/k until 3 s after every step is read: longest main-thread task",
      size,
      unit: "ms",
      samples: longest,
    }),
    measured({
      name: "open, scroll, type and press j/k until 3 s after every step is read: tasks over 50 ms",
      size,
      unit: "count",
      samples: counts,
      target: { max: 0, rule: "none" },
    }),
  ];
}

/**
 * Each sample opens the run from the same state: the runs list, with what the page before
 * it left collected. Opened straight from the last sample's page, the collector freed that
 * page's heap (tens of MB after a 100,000-step run) inside the new page's first task: a
 * task of 50–70 ms in about one sample in five, and work of the page before, not of this one.
 */
export async function startFromRest(
  page: Page,
  baseUrl: string,
): Promise<void> {
  await page.goto(`${baseUrl}/agents`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.detach();
  await page.waitForTimeout(500);
}

/**
 * Types the filter needle letter by letter and commits it, checks the filter answered (its
 * match count shows — once the whole trace is read, which on a large run may be late), then
 * clears it; then, with the focus back on the page, steps down and up the tree with `j`
 * and `k` (each opening its step in the inspector).
 */
async function typeThenStep(page: Page, matches: number): Promise<void> {
  const box = page.getByLabel("Filter steps");
  await box.pressSequentially(FILTER_NEEDLE, { delay: 60 });
  await box.press("Enter");
  await paintedWhen(page, matchCountShown(matches), 15 * 60_000);
  await box.fill("");
  await box.press("Enter");
  await box.blur();
  for (const key of ["j", "j", "j", "j", "j", "k", "k", "j", "j", "k"])
    await page.keyboard.press(key, { delay: 40 });
}

/**
 * Scrolls the tree a little every frame until 3 s after every step is read (and no earlier
 * than page time `notBefore`); returns the long tasks from navigation to then. A task under
 * 50 ms is not a long task and counts as 0.
 */
async function scrollUntilRead(
  page: Page,
  run: BenchRun,
  notBefore: number,
): Promise<{ longest: number; count: number; scrolled: number }> {
  return await page.evaluate<{
    longest: number;
    count: number;
    scrolled: number;
  }>(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let scrolled = 0;
    let until = Infinity;
    while (performance.now() < Math.max(until, ${notBefore})) {
      if (until === Infinity && (${wholeTraceRead(run)}))
        until = performance.now() + ${WATCH_MS};
      const tree = document.querySelector('[role="tree"][aria-label="Steps"]');
      const scroller = tree && [tree, ...tree.querySelectorAll("div")].find((el) => el.scrollHeight > el.clientHeight + 10);
      if (scroller) {
        scroller.scrollTop = (scroller.scrollTop + 97) % Math.max(1, scroller.scrollHeight - scroller.clientHeight);
        scrolled++;
      }
      await frame();
    }
    const end = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const tasks = window.__bench.longTasks.filter((t) => t.start < end);
    return {
      longest: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
      count: tasks.length,
      scrolled,
    };
  })()`);
}
