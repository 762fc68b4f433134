/**
 * Contract: the Raw JSON tab copies the step's raw JSON, and a run id in the runs list is
 * copied by its button (and can be selected, not only clicked through).
 */
import { expect, test } from "./support/test";
import { openRun, stepRow } from "./support/run-page";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("Copy raw JSON puts the step's raw JSON on the clipboard", async ({
  page,
}) => {
  await openRun(page, "D1", "?step=1.1.2&tab=raw");
  await expect(stepRow(page, "1.1.2")).toBeVisible();
  await page.getByRole("button", { name: "Copy raw JSON" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The step's wire record, whole: it parses and names the step.
  const record = JSON.parse(copied) as Record<string, unknown>;
  expect(JSON.stringify(record)).toContain("Search Emails");
});

test("a run id in the runs list is copied by its button", async ({ page }) => {
  const { agentId, runId } = DEMO_SCENARIOS.D1;
  await page.goto(`/agents/${agentId}/runs`);
  const row = page.getByTestId(`run-row-${runId}`);
  await row.getByRole("button", { name: `Copy id ${runId}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(runId);
  // Clicking the id selects it; it does not open the run.
  await row.getByText(runId, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/runs$`));
});
