/**
 * Contract: on a freshly opened run, without a click or a Tab first, `j`/`k` move the
 * selection through the steps (the keyboard focus is on the selected row), `e`/`E` jump
 * between errors, `/` focuses the filter, Esc leaves it, `n`/`N` visit its matches; `?`
 * opens the shortcuts sheet and Esc closes it. Tab lands on the selected row.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openRun, stepRow } from "./support/run-page";
import { pageSettled } from "./support/settled";

function selectedRow(page: Page) {
  return page.getByRole("treeitem", { selected: true });
}

test("j, k, e and E work from the first second and the focus row is the selected row", async ({
  page,
}) => {
  await openRun(page, "D1");
  await expect(stepRow(page, "1.1.1")).toBeVisible();
  await page.keyboard.press("j");
  await expect(page).toHaveURL(/[?&]step=1(&|$)/);
  await expect(selectedRow(page)).toBeFocused();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(page).toHaveURL(/[?&]step=1\.1\.1(&|$)/);
  await expect(selectedRow(page)).toContainText("Memory Search");
  await expect(selectedRow(page)).toBeFocused();
  await page.keyboard.press("k");
  await expect(page).toHaveURL(/[?&]step=1\.1(&|$)/);
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/[?&]step=1\.1\.1(&|$)/);
  await page.keyboard.press("e");
  await expect(page).toHaveURL(/[?&]step=1\.1\.10(&|$)/);
  await expect(selectedRow(page)).toContainText("Consult for Role");
});

test("/ focuses the filter, Esc leaves it, n and N visit the matches", async ({
  page,
}) => {
  await openRun(page, "D1");
  await expect(stepRow(page, "1.1.1")).toBeVisible();
  await page.keyboard.press("/");
  const filter = page.getByRole("searchbox", { name: "Filter steps" });
  await expect(filter).toBeFocused();
  await expect(filter).toHaveValue("");
  await page.keyboard.type("Search");
  await page.keyboard.press("Enter");
  await expect(page.getByText("3 matches")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(filter).not.toBeFocused();
  // The matches in tree order (pressed without waiting: each goes on from the last).
  for (const path of ["1\\.1\\.1", "1\\.1\\.2", "1\\.1\\.5"]) {
    await page.keyboard.press("n");
    await expect(page).toHaveURL(new RegExp(`[?&]step=${path}(&|$)`));
  }
  await page.keyboard.press("N");
  await expect(page).toHaveURL(/[?&]step=1\.1\.2(&|$)/);
  await page.keyboard.press("n");
  await page.keyboard.press("n");
  await expect(page).toHaveURL(/[?&]step=1\.1\.1(&|$)/);
  await expect(filter).toHaveValue("Search");
});

test("Tab reaches the selected row of a deep link", async ({ page }) => {
  await openRun(page, "D1", "?step=1.1.4");
  await expect(stepRow(page, "1.1.4")).toBeVisible();
  const row = selectedRow(page);
  // From the filter box, Tab passes the tree's toolbar and lands on the selected row.
  await page.keyboard.press("/");
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    if (await row.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(row).toBeFocused();
  await expect(row).toContainText("Read Broker Roster");
  await page.keyboard.press("j");
  await expect(page).toHaveURL(/[?&]step=1\.1\.5(&|$)/);
});

test("? opens the shortcuts sheet and Esc closes it", async ({ page }) => {
  await openRun(page, "D1");
  await expect(stepRow(page, "1")).toBeVisible();
  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Next error");
  // Every page key is listed, from the table the handlers bind from: `m` too.
  await expect(
    sheet.getByRole("definition").filter({ hasText: "Mask" }),
  ).toHaveText("Mask (or unmask) personal data");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Agents" })).toBeVisible();
  await page.keyboard.press("?");
  await expect(sheet).toBeVisible();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();
});

test("→, ←, Space and * open and close rows, and each row says whether it is open", async ({
  page,
}) => {
  await openRun(page, "D1");
  const item = (path: string) =>
    page.getByRole("treeitem").filter({ has: stepRow(page, path) });
  await expect(stepRow(page, "1.1.1")).toBeVisible();
  await expect(item("1.1")).toHaveAttribute("aria-expanded", "true");
  await expect(item("1.1.1")).not.toHaveAttribute("aria-expanded");

  await stepRow(page, "1.1").click();
  await page.keyboard.press("ArrowLeft");
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);
  await expect(item("1.1")).toHaveAttribute("aria-expanded", "false");
  // ← on a closed row goes to its parent; → on an open row goes to the next row.
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/[?&]step=1(&|$)/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/[?&]step=1\.1(&|$)/);
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);
  await page.keyboard.press(" ");
  await expect(stepRow(page, "1.1.1")).toBeVisible();
  await expect(item("1.1")).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press(" ");
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);
  // * from a closed row opens it and its siblings.
  await page.keyboard.press("*");
  await expect(stepRow(page, "1.1.1")).toBeVisible();
});

test("a row closed by hand stays closed after a filter is set and cleared", async ({
  page,
}) => {
  await openRun(page, "D1");
  // The findings band grows to its first finding once the trace is read (decision 1720),
  // moving the tree down: a click aimed before that lands a row lower.
  await pageSettled(page);
  await page.getByRole("button", { name: "Collapse 1.1", exact: true }).click();
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);
  const filter = page.getByRole("searchbox", { name: "Filter steps" });
  await filter.fill("Search");
  await filter.press("Enter");
  await expect(page.getByText("3 matches")).toBeVisible();
  // A filter's answer shows fully open.
  await expect(stepRow(page, "1.1.1")).toBeVisible();
  await filter.fill("");
  await filter.press("Enter");
  await expect(page.getByText("3 matches")).toHaveCount(0);
  await expect(stepRow(page, "1")).toBeVisible();
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);
});

test("a row closed above the selected step stays closed", async ({ page }) => {
  await openRun(page, "D1", "?step=1.1.3");
  await expect(selectedRow(page).getByTestId("step-row-1.1.3")).toBeVisible();
  await pageSettled(page);
  await page.getByRole("button", { name: "Collapse 1.1", exact: true }).click();
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: "Expand 1.1", exact: true }),
  ).toBeVisible();
  // A jump to another step under it opens the way again.
  await page.keyboard.press("e");
  await expect(stepRow(page, "1.1.10")).toBeVisible();
});
