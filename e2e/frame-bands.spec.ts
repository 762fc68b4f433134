/**
 * Contract (issue 29, the frame): on the screens people have, the bands above a run's
 * tree leave the answer readable.
 * - Run page, 1500×900 and 1280×800: the findings band opens tall enough to show the first
 *   finding whole, and the step tree under it keeps at least 8 rows.
 * - Run page with a conversation, 1280×800 and 1024×768: every control of the band is
 *   where the pointer reaches it ("Open conversation" is the topmost element at its
 *   centre and takes a real click), nothing in the band paints over its resize bar.
 * - 1024×768: neither the run page nor the compare page of any demo run scrolls sideways.
 * - Compare page, 1280×800: the aligned tree has most of the height (the state band opens
 *   hidden, one click shows it), its rows show the steps' names, not three letters; the
 *   run tree's row shows a readable start of its inline error.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, NO_TRACE_404, test } from "./support/test";
import { compareRow, compareUrl } from "./support/compare-page";
import { runUrl, stepRow } from "./support/run-page";
import { pageSettled } from "./support/settled";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import type { DemoScenario } from "../server/demo/dataset";
import { TREE_ROW_HEIGHT } from "../src/ui/tree/tree-row-height";

/** How many rows the tree's visible box holds (a short run fills fewer). */
async function treeRowRoom(page: Page): Promise<number> {
  return page.getByRole("tree").evaluate((tree, rowHeight) => {
    const box = tree.getBoundingClientRect();
    const bottom = Math.min(box.bottom, window.innerHeight);
    return Math.floor((bottom - box.top) / rowHeight);
  }, TREE_ROW_HEIGHT);
}

/** How much of `element` its scrolling panel shows, from its top: 1 when whole. */
async function shownShare(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    let panel = el.parentElement;
    while (panel && getComputedStyle(panel).overflowY !== "auto")
      panel = panel.parentElement;
    const box = el.getBoundingClientRect();
    const view = panel!.getBoundingClientRect();
    const bottom = Math.min(view.bottom, window.innerHeight);
    return (Math.min(box.bottom, bottom) - box.top) / box.height;
  });
}

/** The topmost element at the centre of `target` is it (or inside it). */
async function isTopmostAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    return hit !== null && el.contains(hit);
  });
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });
}

// D16's first finding carries its evidence: at 1280×800 it needs more than the room the
// tree's 8 rows leave, and scrolls in its panel there.
for (const [width, height, scenario] of [
  [1500, 900, "D1"],
  [1500, 900, "D16"],
  [1280, 800, "D1"],
] as const) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } });
    test(`${scenario}: the first finding shows whole and the tree keeps 8 rows`, async ({
      page,
    }) => {
      await page.goto(runUrl(scenario));
      const findings = page.getByRole("region", { name: "Findings" });
      const first = findings.getByRole("listitem").first();
      await expect(first).toBeVisible({ timeout: 20_000 });
      await expect(stepRow(page, "1")).toBeVisible();
      await expect.poll(() => shownShare(first)).toBeGreaterThan(0.99);
      expect(await treeRowRoom(page)).toBeGreaterThanOrEqual(8);
    });
  });
}

for (const [width, height] of [
  [1280, 800],
  [1024, 768],
] as const) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } });
    for (const scenario of ["D13", "D14", "D23"] as const) {
      test(`${scenario}: "Open conversation" takes a real click`, async ({
        page,
      }) => {
        await page.goto(runUrl(scenario));
        const panel = page.getByRole("region", { name: "Conversation" });
        const open = panel.getByRole("link", { name: "Open conversation" });
        await expect(open).toBeVisible();
        await pageSettled(page);
        expect(await isTopmostAtCentre(open)).toBe(true);
        // The band's own bar is below everything the band shows.
        const bar = page.getByRole("separator", {
          name: "Resize findings and panels",
        });
        const barTop = (await bar.boundingBox())!.y;
        const openBox = (await open.boundingBox())!;
        expect(openBox.y + openBox.height).toBeLessThanOrEqual(barTop);
        await open.click();
        await expect(page).toHaveURL(/\/topics\//);
      });
    }
  });
}

test.describe("1024×768", () => {
  test.use({
    viewport: { width: 1024, height: 768 },
    allowConsoleErrors: [NO_TRACE_404],
  });
  const scenarios = Object.keys(DEMO_SCENARIOS) as DemoScenario[];
  for (const [name, url] of [
    ["run", runUrl],
    ["compare", compareUrl],
  ] as const) {
    test(`no demo run's ${name} page scrolls sideways`, async ({ page }) => {
      test.setTimeout(scenarios.length * 15_000);
      const wide: string[] = [];
      for (const scenario of scenarios) {
        await page.goto(url(scenario));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await pageSettled(page);
        if ((await sidewaysOverflow(page)) > 0) wide.push(scenario);
      }
      expect(wide).toEqual([]);
    });
  }
});

test.describe("1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const scenario of ["D1", "D16"] as const) {
    test(`${scenario}: the aligned tree has most of the height; the state band opens on a click`, async ({
      page,
    }) => {
      await page.goto(compareUrl(scenario));
      await expect(compareRow(page, "1")).toBeVisible();
      await pageSettled(page);
      const tree = page.getByRole("tree");
      expect(await treeRowRoom(page)).toBeGreaterThanOrEqual(12);
      expect((await tree.boundingBox())!.height).toBeGreaterThan(800 * 0.45);

      const show = page.getByRole("button", {
        name: "Show the state of both runs",
      });
      await show.click();
      await expect(
        page.getByRole("region", { name: "State of this run" }),
      ).toBeVisible();
      expect(await treeRowRoom(page)).toBeGreaterThanOrEqual(8);
    });
  }

  test("D1: the aligned rows show their steps' names", async ({ page }) => {
    await page.goto(compareUrl("D1"));
    await expect(compareRow(page, "1.1.10")).toBeVisible();
    // Each side's name (its data text): whole, or at least 80 px of it (10 letters).
    const cut = await page.getByRole("tree").evaluate((tree) =>
      [...tree.querySelectorAll('[data-testid^="compare-row-"] bdi')].flatMap(
        (name) => {
          const shown = name.getBoundingClientRect().width;
          return shown < Math.min(name.scrollWidth, 80)
            ? [`${name.textContent} (${Math.round(shown)} px)`]
            : [];
        },
      ),
    );
    expect(cut).toEqual([]);
  });

  test("D1: a run tree row's inline error shows a readable start", async ({
    page,
  }) => {
    await page.goto(runUrl("D1", "?step=1.1.10"));
    const row = stepRow(page, "1.1.10");
    await expect(row).toBeVisible();
    const error = row.getByText(/^addressing_failed/);
    const treeRight = (await page.getByRole("tree").boundingBox())!;
    const box = (await error.boundingBox())!;
    const shown =
      Math.min(box.x + box.width, treeRight.x + treeRight.width) - box.x;
    expect(shown).toBeGreaterThanOrEqual(120);
  });
});
