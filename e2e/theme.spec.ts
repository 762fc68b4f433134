/**
 * Contract: the page follows the system's colour scheme until the person picks a theme; the
 * pick is remembered across reloads; the JSON editors follow the theme.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openRun, pane, stepRow } from "./support/run-page";

function pageTheme(page: Page) {
  return page.evaluate(() => document.documentElement.dataset.theme);
}

function backgroundOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
}

test.describe("with a dark system setting", () => {
  test.use({ colorScheme: "dark" });

  test("the page and the editors are dark until light is picked, and the pick is remembered", async ({
    page,
  }) => {
    await openRun(page, "D1", "?step=1.1.2");
    await expect(stepRow(page, "1.1.2")).toBeVisible();
    expect(await pageTheme(page)).toBe("dark");
    await expect(
      pane(page, "parameters").locator(".monaco-editor"),
    ).toHaveClass(/vs-dark/);
    const darkBackground = await backgroundOf(page, "body");

    await page.getByRole("combobox", { name: "Theme" }).selectOption("Light");
    expect(await pageTheme(page)).toBe("light");
    await expect(
      pane(page, "parameters").locator(".monaco-editor"),
    ).not.toHaveClass(/vs-dark/);
    expect(await backgroundOf(page, "body")).not.toBe(darkBackground);

    await page.reload();
    await expect(stepRow(page, "1.1.2")).toBeVisible();
    expect(await pageTheme(page)).toBe("light");
    await expect(page.getByRole("combobox", { name: "Theme" })).toHaveValue(
      "light",
    );
  });
});

test("with a light system setting, Dark makes the page dark", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Agents" })).toBeVisible();
  expect(await pageTheme(page)).toBe("light");
  await page.getByRole("combobox", { name: "Theme" }).selectOption("Dark");
  expect(await pageTheme(page)).toBe("dark");
});
