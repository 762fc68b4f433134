/**
 * Contract: the whole comparison lives in the URL. A link with `against`, `step`, `tab`
 * and `changes` opens the same pair, row, pane and folding for everyone on the call; a
 * step only the other run has is linked as `left-<path>`; garbage params fall back to
 * defaults instead of an error page.
 */
import { expect, test } from "./support/test";
import { compact, compactText } from "./support/run-page";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import {
  compareRow,
  comparedRuns,
  diffEditor,
  openCompare,
} from "./support/compare-page";

const { D2 } = DEMO_SCENARIOS;

test("against, step, tab and changes in the link restore the same view, also after a reload", async ({
  page,
}) => {
  await openCompare(
    page,
    "D1",
    `?against=${D2.runId}&step=1.1.2&tab=inputs&changes=1`,
  );
  const check = async () => {
    await expect(comparedRuns(page)).toContainText(
      "Picked by hand; it is also the previous run.",
    );
    await expect(page.getByRole("treeitem", { selected: true })).toContainText(
      "Search Emails",
    );
    await expect(page.getByRole("tab", { name: "Inputs" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByLabel("Hide unchanged")).toBeChecked();
    await expect
      .poll(() => compactText(diffEditor(page)))
      .toContain(compact("after:2026/08/06"));
    await expect(compareRow(page, "1.1.2")).toBeVisible();
  };
  await check();
  await page.reload();
  await check();
});

test("a step only the other run has is selected through its aligned row", async ({
  page,
}) => {
  // Against D1, D2 lacks D1's fallback consult: from D2's side it is a removed row.
  await page.goto(
    `/agents/${D2.agentId}/runs/${D2.runId}/compare?against=${DEMO_SCENARIOS.D1.runId}`,
  );
  const row = compareRow(page, "left-1.1.11");
  await expect(row).toHaveAttribute("data-status", "removed");
  await row.click();
  await expect(page).toHaveURL(/step=left-1\.1\.11(&|$)/);
  await page.reload();
  await expect(page.getByRole("treeitem", { selected: true })).toContainText(
    "not in this run",
  );
  await expect(
    page.getByRole("region", { name: "Diff of 1.1.11 Consult for Role" }),
  ).toContainText("no such step");
});

test("garbage params and a step in neither run degrade gracefully", async ({
  page,
}) => {
  await openCompare(
    page,
    "D1",
    "?step=9.9&tab=nonsense&changes=yes&against=..",
  );
  await expect(
    page.getByRole("alert").filter({ hasText: "Step 9.9 is in neither run" }),
  ).toBeVisible();
  await expect(page.getByLabel("Hide unchanged")).not.toBeChecked();
  await expect(comparedRuns(page)).toContainText(D2.runId.slice(0, 8));
});

test.describe("a missing against run", () => {
  // The browser logs the proxy's 404 for the run it was asked for.
  test.use({ allowConsoleErrors: [/404/] });

  test("is a message on the page, not an error page", async ({ page }) => {
    await openCompare(page, "D1", "?against=no-such-run");
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Run no-such-run could not be loaded" }),
    ).toBeVisible();
    await expect(page.getByLabel("Compare with")).toBeVisible();
  });
});
