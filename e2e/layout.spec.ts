/**
 * Contract: on a 13-inch laptop (1280×800) the run page's step tree shows at least 8 full
 * rows under the findings band, which opens tall enough for the first finding
 * (e2e/frame-bands.spec.ts), and at 1280×800 and 1024×768 no page scrolls sideways, lets
 * its header controls overlap, cuts a header box's placeholder or has a serious axe-core
 * violation (judged here at 1280×800, at 1024×768 by accessibility.spec.ts). The panels
 * resize and hide, and the browser remembers how they were left.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";
import { compareUrl } from "./support/compare-page";
import { runUrl, stepRow } from "./support/run-page";
import { sessionUrl } from "./support/session-page";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";

/** Tree rows wholly inside the tree's visible box. */
async function visibleTreeRows(page: Page): Promise<number> {
  return page.getByRole("tree").evaluate((tree) => {
    const box = tree.getBoundingClientRect();
    const bottom = Math.min(box.bottom, window.innerHeight);
    return [...tree.querySelectorAll('[role="treeitem"]')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.height > 0 && r.top >= box.top - 1 && r.bottom <= bottom + 1;
    }).length;
  });
}

/** How far the page scrolls sideways (0 when it fits). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
}

/** Pairs of the header's controls whose boxes overlap. */
async function overlappingHeaderControls(page: Page): Promise<string[]> {
  return page
    .locator("header")
    .first()
    .evaluate((header) => {
      const controls = [
        ...header.querySelectorAll("a, button, input, [role=group]"),
      ].filter(
        (el) => !el.closest("[role=group]") || el.matches("[role=group]"),
      );
      const boxes = controls.map((el) => ({
        name: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "",
        box: el.getBoundingClientRect(),
      }));
      const overlaps: string[] = [];
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          if (
            a.box.width > 0 &&
            b.box.width > 0 &&
            a.box.left < b.box.right - 1 &&
            b.box.left < a.box.right - 1 &&
            a.box.top < b.box.bottom - 1 &&
            b.box.top < a.box.bottom - 1
          )
            overlaps.push(`${a.name} × ${b.name}`);
        }),
      );
      return overlaps;
    });
}

/** The header's text boxes whose placeholder is wider than the box shows (cut). */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page
    .locator("header")
    .first()
    .evaluate((header) => {
      const context = document.createElement("canvas").getContext("2d")!;
      return [...header.querySelectorAll("input[placeholder]")].flatMap(
        (input) => {
          const style = getComputedStyle(input);
          context.font = style.font;
          const text = input.getAttribute("placeholder")!;
          const room =
            input.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight);
          return context.measureText(text).width > room ? [text] : [];
        },
      );
    });
}

test.describe("1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the step tree shows at least 8 rows under the findings", async ({
    page,
  }) => {
    await page.goto(runUrl("D1", "?step=1.1"));
    await expect(stepRow(page, "1.1")).toBeVisible();
    await expect(page.getByRole("region", { name: "Findings" })).toBeVisible();
    expect(await visibleTreeRows(page)).toBeGreaterThanOrEqual(8);
  });

  test("the findings band and the tree resize, hide and are remembered", async ({
    page,
  }) => {
    await page.goto(runUrl("D1", "?step=1.1"));
    await expect(stepRow(page, "1.1")).toBeVisible();
    const findings = page.getByRole("region", { name: "Findings" });
    const before = (await findings.boundingBox())!.height;
    const band = page.getByRole("separator", {
      name: "Resize findings and panels",
    });
    await band.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(async () => (await findings.boundingBox())!.height)
      .toBeGreaterThan(before + 40);
    const tree = page.getByRole("tree");
    const treeWidth = (await tree.boundingBox())!.width;
    const bar = page.getByRole("separator", { name: "Resize steps" });
    const barBox = (await bar.boundingBox())!;
    await page.mouse.move(barBox.x + 2, barBox.y + barBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(barBox.x + 122, barBox.y + barBox.height / 2, {
      steps: 4,
    });
    await page.mouse.up();
    await expect
      .poll(async () => (await tree.boundingBox())!.width)
      .toBeGreaterThan(treeWidth + 80);
    await page.getByRole("button", { name: "Hide inspector" }).click();
    const panes = page.getByRole("tablist", { name: "Step panes" });
    await expect(panes).toBeHidden();

    await page.reload();
    await expect(stepRow(page, "1.1")).toBeVisible();
    await expect(panes).toBeHidden();
    await page.getByRole("button", { name: "Show inspector" }).click();
    await expect(panes).toBeVisible();
    expect((await tree.boundingBox())!.width).toBeGreaterThan(treeWidth + 80);
    expect((await findings.boundingBox())!.height).toBeGreaterThan(before + 40);

    await page
      .getByRole("button", { name: "Hide findings and panels" })
      .click();
    await expect(findings).toBeHidden();
    await page.getByRole("button", { name: "Hide steps" }).click();
    await expect(page.getByRole("tree")).toBeHidden();
    await page.reload();
    await expect(
      page.getByRole("button", { name: "Show steps" }),
    ).toBeVisible();
    await expect(findings).toBeHidden();
  });
});

const { agentId } = DEMO_SCENARIOS.D1;

test.describe("1024×768", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("the runs table fits: cost, tokens and revision move under the subject", async ({
    page,
  }) => {
    await page.goto(`/agents/${agentId}/runs`);
    const table = page.getByRole("table", { name: "Runs" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(
      table.getByRole("columnheader", { name: "Cost" }),
    ).toBeHidden();
    const row = page.getByTestId(`run-row-${DEMO_SCENARIOS.D1.runId}`);
    await expect(row).toContainText(/\$0\.0231 · 37\.8K tokens · rev 59/);
    expect(
      await table.evaluate(
        (el) => el.scrollWidth - el.parentElement!.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
  });
});
const PAGES = [
  ["agents", "/"],
  ["runs", `/agents/${agentId}/runs`],
  ["run", runUrl("D1", "?step=1.1.2")],
  ["compare", compareUrl("D1", "?step=1.1.4")],
  ["tree", `${runUrl("D1")}/tree`],
  ["sessions", "/sessions"],
  ["session", sessionUrl("normal", "?step=1")],
] as const;

// axe at 1280×800 here; at 1024×768 (and 1440×900) accessibility.spec.ts runs it on every
// page in both themes, so running it again here would only cost time.
for (const [width, height, withAxe] of [
  [1280, 800, true],
  [1024, 768, false],
] as const) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } });
    for (const [name, url] of PAGES) {
      test(`the ${name} page does not scroll sideways, its header controls do not overlap${withAxe ? ", axe finds nothing serious" : ""}`, async ({
        page,
      }) => {
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        expect(await overlappingHeaderControls(page)).toEqual([]);
        expect(await cutPlaceholders(page)).toEqual([]);
        if (withAxe) expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
