/**
 * Contract: when a complaint comes from a person, their runs are one search away. The
 * runs list's `participant=` takes a phone number in any format (or an email, handle, or
 * id) that the proxy resolves to one participant, and lists only that person's runs; the
 * find-by-customer box on every page finds the person and links to their runs per agent.
 */
import { expect, test } from "./support/test";
import { findCustomer } from "./support/investigate";

const MICHAL = "מיכל כהן";

test("participant=<phone with dashes> lists only that person's runs", async ({
  page,
}) => {
  await page.goto(
    `/agents/support_assistant/runs?participant=${encodeURIComponent("+972-54-561-4701")}`,
  );
  const rows = page.locator("[data-testid^='run-row-']");
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++)
    await expect(rows.nth(i)).toContainText(MICHAL);
  await expect(page.getByText("Yossi Mizrahi")).toHaveCount(0);
  await expect(page.getByText(`Participant: ${MICHAL}`)).toBeVisible();
});

test("the customer box finds a person by email and opens their runs", async ({
  page,
}) => {
  await page.goto("/agents/billing_reconciler/runs");
  await findCustomer(page, "Omer.BD@outlook.com");
  const results = page.getByRole("region", { name: /Customers matching/ });
  await expect(results).toContainText("Omer Ben-David");
  await results
    .getByRole("link", { name: "Runs with support_assistant" })
    .click();
  await expect(page).toHaveURL(
    /\/agents\/support_assistant\/runs\?participant=/,
  );
  const rows = page.locator("[data-testid^='run-row-']");
  await expect(rows.first()).toContainText("Omer Ben-David");
  await expect(page.getByText(MICHAL)).toHaveCount(0);
});

test("the customer box says when nobody matches", async ({ page }) => {
  await page.goto("/");
  await findCustomer(page, "+1 999 000 0000");
  await expect(
    page.getByRole("region", { name: /Customers matching/ }),
  ).toContainText("Nobody matches");
});

test.describe("a phone number that belongs to nobody", () => {
  // The proxy's 404 and the router's report of the failed loader are expected here.
  // One pattern: Playwright reads a two-element array option as [value, options].
  test.use({
    allowConsoleErrors: [/status of 404|No participant matches/],
  });
  test("makes the runs list say so, and keeps its filters to clear it from", async ({
    page,
  }) => {
    await page.goto(
      "/agents/support_assistant/runs?participant=%2B1-999-000-0000",
    );
    await expect(page.getByRole("alert")).toContainText(
      "No participant matches",
    );
    await expect(
      page.getByRole("heading", { name: "Runs of support_assistant" }),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: "Runs" })).toHaveCount(0);
    await page
      .getByRole("button", { name: "Clear participant filter" })
      .click();
    await expect(page).not.toHaveURL(/participant=/);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("table", { name: "Runs" })).toBeVisible();
  });
});
