/**
 * Contract: a live run (IN_PROGRESS or WAITING_FOR_ASYNC) is polled; new steps appear in
 * the tree without losing the selected step or the tree's scroll position, and a trace
 * that changed between two reads says so, and what changed (docs/reference/investigation-workflow.md §4: a suspended trace
 * can differ between two reads). The demo data is fixed, so the test serves D4's trace
 * through a route that grows it after the first read.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { checkStockStep, type Json } from "./support/wire-steps";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { openRun, runPageSettled, stepRow } from "./support/run-page";

const { D4 } = DEMO_SCENARIOS;

const fillerStep = (n: number, start: number): Json =>
  checkStockStep(`filler-${n}`, n, start, 100);

/** D4's trace with 120 steps after the agent step, so the tree scrolls; `grown` adds one. */
function variant(original: Json, grown: boolean): Json {
  const copy = structuredClone(original);
  const body = copy.trace as Json;
  const start = body.startTime as number;
  const roots = body.traces as Json[];
  const extra = Array.from({ length: 120 }, (_, i) => fillerStep(i + 1, start));
  if (grown) {
    extra.push({ ...fillerStep(121, start), displayName: "Issue Refund" });
    copy.status = "IN_PROGRESS";
    delete copy.waitingFor;
  }
  body.traces = [...roots, ...extra];
  return copy;
}

/** Frames in a row the tree's scroll position must hold before it counts as settled. */
const STILL_FRAMES = 5;

/**
 * The scroll position of the step tree's scroller (the nearest scrollable ancestor of a
 * row), once it has held for `STILL_FRAMES` animation frames: the tree scrolls the
 * selected row into view a frame or more after it renders, later on a busy machine, so a
 * single read can catch it on the way. Counted in frames, not milliseconds. `toBottom`
 * scrolls it to the end first.
 */
async function treeScroll(row: Locator, toBottom = false): Promise<number> {
  return row.evaluate(
    async (element, { bottom, stillFrames }) => {
      let node: Element | null = element;
      while (
        node &&
        !(
          node.scrollHeight > node.clientHeight + 1 &&
          getComputedStyle(node).overflowY !== "visible"
        )
      )
        node = node.parentElement;
      if (!node) return -1;
      if (bottom) node.scrollTo({ top: node.scrollHeight });
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(resolve));
      let last = node.scrollTop;
      for (let still = 0; still < stillFrames;) {
        await frame();
        still = node.scrollTop === last ? still + 1 : 0;
        last = node.scrollTop;
      }
      return last;
    },
    { bottom: toBottom, stillFrames: STILL_FRAMES },
  );
}

async function serveGrowingTrace(page: Page): Promise<() => void> {
  let grown = false;
  let original: Json | null = null;
  await page.route(
    `**/api/agents/${D4.agentId}/runs/${D4.runId}/trace`,
    async (route) => {
      original ??= (await (await route.fetch()).json()) as Json;
      await route.fulfill({ json: variant(original, grown) });
    },
  );
  // The record follows the trace: the run resumed.
  await page.route(
    `**/api/agents/${D4.agentId}/runs/${D4.runId}`,
    async (route) => {
      const record = (await (await route.fetch()).json()) as Json;
      await route.fulfill({
        json: grown ? { ...record, status: "IN_PROGRESS" } : record,
      });
    },
  );
  return () => {
    grown = true;
  };
}

test("new steps of a live run appear without losing the selection or the scroll", async ({
  page,
}) => {
  const grow = await serveGrowingTrace(page);
  await openRun(page, "D4", "?step=100");
  await expect(page.getByRole("region", { name: "Step 100" })).toBeVisible();
  const selected = stepRow(page, "100");
  await expect(selected).toBeVisible();
  // The findings band's arrival moves the tree, and the selection with it.
  await runPageSettled(page);
  const before = await treeScroll(selected);
  expect(before).toBeGreaterThan(0);

  grow();
  const notice = page.getByRole("status", {
    name: "The trace changed while you were reading",
  });
  await expect(notice).toContainText("1 new step");
  await expect(notice).toContainText("WAITING_FOR_ASYNC → IN_PROGRESS");
  await expect(notice).toContainText("no longer waiting on a CONSULT");
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "127 steps",
  );

  await expect(page).toHaveURL(/step=100(&|$)/);
  await expect(page.getByRole("region", { name: "Step 100" })).toBeVisible();
  await expect(selected).toBeVisible();
  expect(await treeScroll(selected)).toBe(before);

  // The new step is in the tree, below the rows on screen.
  await treeScroll(selected, true);
  await expect(stepRow(page, "122")).toContainText("Issue Refund");
});
