/**
 * In-page instrumentation for the browser benchmark. Times are read inside the page with
 * `performance.now()` (milliseconds since the navigation started), so Playwright's own
 * round trips never count. Scripts are strings: tsx's transform would wrap a function in
 * helpers the page does not have.
 */
import type { Page } from "@playwright/test";

/** Installed before every navigation: long tasks, and when the last click or Enter happened. */
export const PROBE_INIT_SCRIPT = `(() => {
  const bench = { longTasks: [], clickAt: null, enterAt: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  document.addEventListener("click", () => { bench.clickAt = performance.now(); }, true);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Enter") bench.enterAt = performance.now();
  }, true);
})()`;

/**
 * Waits until `condition` (a JS expression, evaluated once per animation frame) is true and
 * returns the page time of that frame: what the condition describes is in the DOM when the
 * frame paints.
 */
export async function paintedWhen(
  page: Page,
  condition: string,
  timeoutMs = 60_000,
): Promise<number> {
  const handle = await page.waitForFunction(
    `(${condition}) ? performance.now() : false`,
    undefined,
    { polling: "raf", timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as number;
}

/** A JS expression: an element matching `selector` exists. */
export const exists = (selector: string) =>
  `document.querySelector(${JSON.stringify(selector)}) !== null`;

export const testId = (id: string) => `[data-testid=${JSON.stringify(id)}]`;
export const labelled = (label: string) =>
  `[aria-label=${JSON.stringify(label)}]`;

/**
 * When the page became interactive after `since`: the end of the last long task (≥ 50 ms)
 * once 500 ms have passed without one, or `since` itself when none ran after it.
 */
export async function interactiveAfter(
  page: Page,
  since: number,
): Promise<number> {
  const handle = await page.waitForFunction(
    `(() => {
      const ends = window.__bench.longTasks.map((t) => t.start + t.duration);
      const last = Math.max(${since}, ...ends);
      return performance.now() - last >= 500 ? last : false;
    })()`,
    undefined,
    { polling: 50, timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function lastClickAt(page: Page): Promise<number> {
  const at = await page.evaluate("window.__bench.clickAt");
  if (typeof at !== "number") throw new Error("the click was not seen");
  return at;
}

export async function lastEnterAt(page: Page): Promise<number> {
  const at = await page.evaluate("window.__bench.enterAt");
  if (typeof at !== "number") throw new Error("the Enter key was not seen");
  return at;
}

export interface ScrollResult {
  frames: number[];
  longTasks: { start: number; duration: number }[];
  reachedBottom: boolean;
  scrollHeight: number;
}

/**
 * Scrolls the step tree from top to bottom in `steps` animation frames (like dragging the
 * scrollbar: every frame lands on rows never rendered before) and records every frame time
 * and long task meanwhile.
 */
export async function scrollTreeToBottom(
  page: Page,
  steps: number,
): Promise<ScrollResult> {
  return await page.evaluate<ScrollResult>(`(async () => {
    const tree = document.querySelector('[role="tree"][aria-label="Steps"]');
    const candidates = [tree, ...tree.querySelectorAll("div")];
    const scroller = candidates.find((el) => el.scrollHeight > el.clientHeight + 10);
    if (!scroller) return { frames: [], longTasks: [], reachedBottom: false, scrollHeight: 0 };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    scroller.scrollTop = 0;
    await frame(); await frame();
    const started = performance.now();
    const frames = [started];
    // Read each frame: a band that settles above the tree meanwhile changes its height.
    const max = () => scroller.scrollHeight - scroller.clientHeight;
    for (let step = 1; step <= ${steps}; step++) {
      scroller.scrollTop = (max() * step) / ${steps};
      await frame();
      frames.push(performance.now());
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    return {
      frames,
      longTasks: window.__bench.longTasks.filter((t) => t.start >= started),
      reachedBottom: scroller.scrollTop >= max() - 2,
      scrollHeight: scroller.scrollHeight,
    };
  })()`);
}
