/**
 * Contract: from D1's run view, one click shows D2 (the run just before it) beside it with
 * the two step trees aligned, and a second click on "First divergence" shows the search
 * step whose watermark moved, both values in the diff editor and the changed JSON path
 * listed — from the real proxy and demo API. Added steps, errors that did not repeat,
 * "hide unchanged", next/previous change and the run picker work on the same page.
 */
import { expect, test } from "./support/test";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { compact, compactText, openRun } from "./support/run-page";
import {
  compareRow,
  comparedRuns,
  compareSummary,
  diffEditor,
  openCompare,
} from "./support/compare-page";

const { D1, D2 } = DEMO_SCENARIOS;

test("D1 → Compare with previous → D2 aligned → first divergence shows the moved watermark", async ({
  page,
}) => {
  await openRun(page, "D1");
  await page.getByRole("link", { name: "Compare with previous" }).click();

  await expect(page).toHaveURL(new RegExp(`/runs/${D1.runId}/compare`));
  await expect(comparedRuns(page)).toContainText(D2.runId.slice(0, 8));
  await expect(comparedRuns(page)).toContainText(
    "started immediately before this one",
  );
  await expect(compareRow(page, "1.1.2")).toHaveAttribute(
    "data-status",
    "changed",
  );

  await compareSummary(page)
    .getByRole("button", { name: /First divergence: 1\.1\.2 Search Emails/ })
    .click();
  await expect(page).toHaveURL(/step=1\.1\.2(&|$)/);
  const panel = page.getByRole("region", {
    name: "Diff of 1.1.2 Search Emails",
  });
  await expect(
    panel.getByRole("list", { name: "Changed fields of the inputs" }),
  ).toContainText("query:");
  await expect(
    panel.getByRole("list", { name: "Changed fields of the inputs" }),
  ).toContainText("after:2026/08/05");
  await expect
    .poll(() => compactText(diffEditor(page)))
    .toContain(compact("after:2026/08/05"));
  await expect
    .poll(() => compactText(diffEditor(page)))
    .toContain(compact("after:2026/08/06"));
});

test("the fallback consult is added, and D1's failed consult is paired with D2's answered one", async ({
  page,
}) => {
  await openCompare(page, "D1");
  await expect(compareRow(page, "1.1.11")).toHaveAttribute(
    "data-status",
    "added",
  );
  await expect(compareRow(page, "1.1.11")).toContainText(
    "not in the other run",
  );
  await expect(compareRow(page, "1.1.10")).toContainText("✗ ERROR");
  await expect(compareRow(page, "1.1.10")).toContainText("STATUS ≠");

  const errors = page.getByRole("region", { name: "Errors in this run" });
  await expect(errors).toContainText("addressing_failed");
  await expect(errors).toContainText("did not fail in the other run");
  await expect(
    page.getByRole("region", { name: "Errors in the other run" }),
  ).toContainText("none");
  await expect(compareSummary(page).getByText("1 added")).toBeVisible();
});

test("hide unchanged folds identical pairs away; n and N walk the changes", async ({
  page,
}) => {
  await openCompare(page, "D1");
  await expect(compareRow(page, "1.1.1")).toBeVisible();
  await page.getByLabel("Hide unchanged").check();
  await expect(page).toHaveURL(/changes=1/);
  await expect(compareRow(page, "1.1.1")).toHaveCount(0);
  await expect(compareRow(page, "1.1.2")).toBeVisible();

  await page.keyboard.press("n");
  await expect(page).toHaveURL(/step=1\.1\.2(&|$)/);
  await page.keyboard.press("n");
  await expect(page).toHaveURL(/step=1\.1\.3(&|$)/);
  await page.keyboard.press("N");
  await expect(page).toHaveURL(/step=1\.1\.2(&|$)/);
  await expect(
    page.getByRole("button", { name: "Next change (n)" }),
  ).toBeEnabled();
});

test("the results tab diffs what came back, by JSON path", async ({ page }) => {
  await openCompare(page, "D1", "?step=1.1.4");
  await page.getByRole("tab", { name: "Results" }).click();
  await expect(page).toHaveURL(/tab=results/);
  await expect(
    page.getByRole("list", { name: "Changed fields of the results" }),
  ).toContainText("values.length: 21 → 3");
});

test("the picker compares with another run, and either side opens as a normal run", async ({
  page,
}) => {
  await openCompare(page, "D1");
  const picker = page.getByLabel("Compare with");
  await expect(
    picker.locator("option", { hasText: D2.runId.slice(0, 8) }),
  ).toHaveCount(1);
  const older =
    (await picker.locator("option").nth(2).getAttribute("value")) ?? "";
  expect(older).not.toBe(D2.runId);
  await picker.selectOption(older);
  await expect(page).toHaveURL(new RegExp(`against=${older}`));
  await expect(comparedRuns(page)).toContainText("Picked by hand.");
  await expect(comparedRuns(page)).toContainText(older.slice(0, 8));

  await comparedRuns(page)
    .getByRole("link", { name: "Open as run" })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/runs/${older}$`));
  await expect(page.getByRole("region", { name: "Run summary" })).toBeVisible();
});
