/**
 * Contract: `--traces DIR` turns saved CLI/API JSON into runs. A trace file alone opens a
 * run; a `get` file beside it supplies the record; a broken file is named with its
 * position, and a saved error answer as an error response, while everything else loads.
 */
import { expect, test } from "./support/test";
import { SAVED_RUNS_URL } from "./support/ports";
import { stepRow } from "./support/run-page";
import { findCustomer } from "./support/investigate";

test("the start page lists the saved agents and names the file that could not be read", async ({
  page,
}) => {
  await page.goto(SAVED_RUNS_URL);
  await expect(
    page.getByText(/^Saved JSON in .*saved-runs \(2 runs\)$/),
  ).toBeVisible();
  const problems = page
    .getByRole("alert")
    .filter({ hasText: "could not be read" });
  await expect(problems).toContainText("broken-trace.json");
  await expect(problems).toContainText(/line 3, column 1/);
  // A saved 401 is named as what it is, not skipped without a word.
  await expect(problems).toContainText(
    /expired-token-trace\.json.*not a run: an error response \(401 Unauthorized The access token expired\.\)/,
  );
  await expect(
    page.getByRole("link", { name: /email_policies_parser/ }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: /legacy_importer/ }),
  ).toBeVisible();
});

test("a saved trace with its saved record opens with the record's headline and the trace's wait", async ({
  page,
}) => {
  await page.goto(`${SAVED_RUNS_URL}/agents/email_policies_parser/runs`);
  await page
    .getByRole("link", { name: "Policy inbox sweep · 2 unread policy emails" })
    .click();
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "WAITING_FOR_ASYNC",
  );
  await expect(
    page.getByRole("status", { name: /waiting for a CONSULT from Dana Levi/ }),
  ).toBeVisible();
  await stepRow(page, "1.1.3").click();
  await expect(
    page.getByRole("region", { name: "Step 1.1.3" }).getByRole("alert"),
  ).toContainText("addressing_failed");
});

test("a trace file alone is enough to open a run", async ({ page }) => {
  await page.goto(
    `${SAVED_RUNS_URL}/agents/legacy_importer/runs/c0ffee00-0000-4000-8000-000000000008?step=1.1.1`,
  );
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "5,510",
  );
  await expect(page.getByTestId("pane-result")).toContainText("דנה לוי");
});

test.describe("a phone search over saved files without a participants directory", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });
  test("says the saved files carry no participants directory", async ({
    page,
  }) => {
    await page.goto(SAVED_RUNS_URL);
    await findCustomer(page, "+1 555 0100");
    await expect(
      page.getByRole("region", { name: /Customers matching/ }),
    ).toContainText("carry no participants directory");
  });
});
