/**
 * Contract: the runs list filters by origin (a labelled select: any, PRODUCTION, TEST) and
 * by session (a labelled input), each kept in the URL; a value that cannot be applied
 * (`since=yesterday`, an origin that does not exist) is explained next to its field while
 * the list and the form stay, instead of an error replacing the page.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";

const { D1, D2, D21, D22 } = DEMO_SCENARIOS;
const rows = (page: Page) => page.locator("[data-testid^='run-row-']");
const row = (page: Page, runId: string) => page.getByTestId(`run-row-${runId}`);

test("the origin select lists TEST runs alone, then production runs alone", async ({
  page,
}) => {
  await page.goto(`/agents/${D21.agentId}/runs`);
  await expect(row(page, D21.runId)).toBeVisible();
  await expect(row(page, D22.runId)).toBeVisible();

  const origin = page.getByRole("combobox", { name: "Origin" });
  await origin.selectOption("TEST");
  await expect(page).toHaveURL(/[?&]origin=TEST/);
  await expect(row(page, D22.runId)).toHaveCount(0);
  await expect(row(page, D21.runId)).toBeVisible();
  const count = await rows(page).count();
  for (let i = 0; i < count; i++)
    await expect(rows(page).nth(i)).toContainText("TEST");
  await page.screenshot({ path: "test-results/run-list-origin-test.png" });

  await origin.selectOption("PRODUCTION");
  await expect(page).toHaveURL(/[?&]origin=PRODUCTION/);
  await expect(row(page, D21.runId)).toHaveCount(0);
  await expect(row(page, D22.runId)).toBeVisible();

  await origin.selectOption({ label: "Any origin" });
  await expect(page).not.toHaveURL(/origin=/);
  await expect(row(page, D21.runId)).toBeVisible();
});

test("the session input lists the runs of one conversation", async ({
  page,
  request,
}) => {
  const record = (await (
    await request.get(`/api/agents/${D1.agentId}/runs/${D1.runId}`)
  ).json()) as { sessionId: string };
  await page.goto(`/agents/${D1.agentId}/runs`);
  await expect(row(page, D2.runId)).toBeVisible();

  await page.getByRole("textbox", { name: "Session" }).fill(record.sessionId);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(
    new RegExp(`[?&]session=${record.sessionId}(&|$)`),
  );
  await expect(row(page, D1.runId)).toBeVisible();
  await expect(row(page, D2.runId)).toHaveCount(0);

  // A shared link opens with the field filled.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Session" })).toHaveValue(
    record.sessionId,
  );
  await expect(row(page, D1.runId)).toBeVisible();
});

test("a bad since or origin is explained beside its field; the list and form stay", async ({
  page,
}) => {
  await page.goto(`/agents/${D21.agentId}/runs?since=yesterday&origin=STAGING`);
  await expect(
    page.getByRole("heading", { level: 1, name: /Runs of/ }),
  ).toBeVisible();
  const since = page.getByRole("textbox", { name: "Since" });
  await expect(since).toHaveValue("yesterday");
  await expect(since).toHaveAttribute("aria-invalid", "true");
  await expect(since).toHaveAccessibleDescription(
    /“yesterday” is not a date, a time or epoch milliseconds.*not applied/,
  );
  await expect(
    page.getByRole("combobox", { name: "Origin" }),
  ).toHaveAccessibleDescription(
    /“STAGING” is not a run origin \(PRODUCTION or TEST\): not applied/,
  );
  // The list is there, unfiltered by the values that could not be applied.
  await expect(row(page, D21.runId)).toBeVisible();
  await expect(row(page, D22.runId)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.screenshot({ path: "test-results/run-list-bad-filters.png" });

  // Correcting the field applies it and the message goes.
  await since.fill("2000-01-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/since=2000-01-01/);
  await expect(since).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("is not a date")).toHaveCount(0);
});
