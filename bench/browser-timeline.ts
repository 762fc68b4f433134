/**
 * The timeline (`view=timeline`, issue 32) on a run already read whole, in Chromium: the
 * Timeline tab clicked → its first rows painted (the layout built in the worker, the first
 * window asked and drawn), the main thread's longest task meanwhile; the rows scrolled top
 * to bottom (each frame lands on rows never asked for before) and zoomed in with Ctrl +
 * wheel, each judged by its longest task against the tree's no-freeze budget (100 ms).
 * Every timing is taken only after the page drew what the run predicts.
 */
import type { Page } from "@playwright/test";
import type { BenchRun } from "./bench-data";
import { check, measured, stepsLabel, type Measurement } from "./measurement";
import {
  exists,
  interactiveAfter,
  lastClickAt,
  paintedWhen,
  testId,
} from "./page-probes";

const TIMELINE_ROWS = '[role="tree"][aria-label="Steps on the time axis"]';
const NO_FREEZE = { max: 100 };

export async function benchTimeline(
  page: Page,
  run: BenchRun,
): Promise<Measurement[]> {
  const size = stepsLabel(run.facts.steps);
  await page.getByRole("tab", { name: "Timeline (t)" }).click();
  const painted = await paintedWhen(
    page,
    `${exists(`${TIMELINE_ROWS} [role="treeitem"]`)} && ${exists(testId("timeline-row-1"))}`,
    600_000,
  );
  const clicked = await lastClickAt(page);
  const settled = await interactiveAfter(page, painted);
  const openLongest = await longestTaskBetween(page, clicked, settled);

  const scroll = await scrollRows(page);
  check(
    scroll.reachedBottom && scroll.scrollHeight >= (run.facts.steps - 1) * 24,
    `the timeline's rows of ${run.id} scrolled to the bottom of all ${run.facts.steps} rows`,
  );
  await paintedWhen(
    page,
    exists(testId(`timeline-row-${run.facts.lastPath}`)),
    60_000,
  );
  const zoom = await zoomIn(page, 30);
  return [
    measured({
      name: "timeline: tab clicked → first rows painted",
      size,
      unit: "ms",
      samples: [painted - clicked],
    }),
    measured({
      name: "timeline: opening it, longest main-thread task",
      size,
      unit: "ms",
      samples: [openLongest],
      target: NO_FREEZE,
    }),
    measured({
      name: "timeline: scroll the rows top to bottom, longest task",
      size,
      unit: "ms",
      samples: [scroll.longest],
      target: NO_FREEZE,
    }),
    measured({
      name: "timeline: Ctrl + wheel zoom (30 steps), longest task",
      size,
      unit: "ms",
      samples: [zoom],
      target: NO_FREEZE,
    }),
  ];
}

/** The longest task in `from … to` (page time); below 50 ms none is reported: 0. */
async function longestTaskBetween(
  page: Page,
  from: number,
  to: number,
): Promise<number> {
  return page.evaluate<number>(
    `Math.max(0, ...window.__bench.longTasks.filter((t) => t.start >= ${from} && t.start <= ${to}).map((t) => t.duration))`,
  );
}

/**
 * Runs `stepScript` (JS, with `scroller`, `box` and `step` in scope) once per animation
 * frame for `steps` frames, then waits half a second: the longest task meanwhile, or the
 * longest frame when no task reached 50 ms.
 */
function longestWhile(stepScript: string, steps: number, after = "") {
  return `(async () => {
    const scroller = document.querySelector('${TIMELINE_ROWS}');
    const box = scroller.getBoundingClientRect();
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    ${"await frame(); await frame();"}
    const started = performance.now();
    let last = started;
    let longestFrame = 0;
    for (let step = 1; step <= ${steps}; step++) {
      ${stepScript}
      await frame();
      const now = performance.now();
      longestFrame = Math.max(longestFrame, now - last);
      last = now;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const tasks = window.__bench.longTasks.filter((t) => t.start >= started);
    const longest = tasks.length > 0 ? Math.max(...tasks.map((t) => t.duration)) : longestFrame;
    return { longest${after} };
  })()`;
}

/** Scrolls the timeline's rows top to bottom in 240 frames (each lands on rows never shown). */
async function scrollRows(page: Page) {
  await page.evaluate(
    `document.querySelector('${TIMELINE_ROWS}').scrollTop = 0`,
  );
  return page.evaluate<{
    longest: number;
    reachedBottom: boolean;
    scrollHeight: number;
  }>(
    longestWhile(
      "scroller.scrollTop = ((scroller.scrollHeight - scroller.clientHeight) * step) / 240;",
      240,
      ", reachedBottom: scroller.scrollTop >= scroller.scrollHeight - scroller.clientHeight - 2, scrollHeight: scroller.scrollHeight",
    ),
  );
}

/** `steps` Ctrl + wheel events over the rows' middle, one per frame. */
async function zoomIn(page: Page, steps: number): Promise<number> {
  const { longest } = await page.evaluate<{ longest: number }>(
    longestWhile(
      `scroller.dispatchEvent(new WheelEvent("wheel", {
        deltaY: -120, ctrlKey: true, bubbles: true, cancelable: true,
        clientX: box.left + box.width * 0.6, clientY: box.top + box.height / 2,
      }));`,
      steps,
    ),
  );
  return longest;
}
