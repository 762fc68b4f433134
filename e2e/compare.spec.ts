/**
 * Contract: from D1's run view, one click shows D2 (the run just before it) beside it with
 * the two step trees aligned, and a second click on "First divergence" shows the search
 * step whose watermark moved, both values in the diff editor and the changed JSON path
 * listed — from the real proxy and demo API. Added steps, errors that did not repeat,
 * "hide unchanged", next/previous change and the run picker work on the same page. A pair
 * is "same" only when inputs, result, status and error all match: every other pair is
 * counted, says what differs, survives "hide unchanged" and is a stop of `n` / `N`.
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
  await expect(compareRow(page, "1.1.10")).toContainText(
    "inputs · result · status · error",
  );

  const errors = page.getByRole("region", { name: "Errors in this run" });
  await expect(errors).toContainText("addressing_failed");
  // The aligned consult answered in D2: said so, not "did not fail" without a status.
  await expect(errors).toContainText(
    /succeeded in the other run \(1\.1\.\d+\)/,
  );
  await expect(
    page.getByRole("region", { name: "Errors in the other run" }),
  ).toContainText("none");
  await expect(compareSummary(page).getByText("1 added")).toBeVisible();
});

test("hide unchanged keeps a pair whose only difference is its result; n and N stop on it", async ({
  page,
}) => {
  await openCompare(page, "D1");
  await page.getByLabel("Hide unchanged").check();
  await expect(page).toHaveURL(/changes=1/);
  const resultOnly = page
    .locator('[data-testid^="compare-row-"][aria-label$="(result differ)"]')
    .first();
  await expect(resultOnly).toBeVisible();
  await expect(resultOnly).toHaveAttribute("data-status", "changed");
  await expect(resultOnly).toContainText("result");
  const path = (await resultOnly.getAttribute("data-testid"))!.replace(
    "compare-row-",
    "",
  );
  const selects = (step: string) =>
    new RegExp(`step=${step.replace(/\./g, "\\.")}(&|$)`);

  let stops = 0;
  while (!selects(path).test(page.url()) && stops++ < 40) {
    const before = page.url();
    await page.keyboard.press("n");
    await expect(page).not.toHaveURL(before);
  }
  await expect(page).toHaveURL(selects(path));
  await page.keyboard.press("N");
  await expect(page).not.toHaveURL(selects(path));
  await page.keyboard.press("n");
  await expect(page).toHaveURL(selects(path));
  // The pane opens on what moved: the results.
  await expect(page.getByRole("tab", { name: "Results" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test.describe("the counts", () => {
  // Tall enough that every aligned row of D1 is rendered at once.
  test.use({ viewport: { width: 1440, height: 1600 } });

  test("count every row that differs, and each such row says what differs", async ({
    page,
  }) => {
    await openCompare(page, "D1");
    const rows = page.locator('[data-testid^="compare-row-"]');
    await expect(rows.first()).toBeVisible();
    const statuses = await rows.evaluateAll((elements) =>
      elements.map((element) => ({
        status: element.getAttribute("data-status"),
        label: element.getAttribute("aria-label") ?? "",
      })),
    );
    const count = (status: string) =>
      statuses.filter((row) => row.status === status).length;
    for (const status of ["changed", "added", "removed", "same"])
      await expect(
        compareSummary(page).getByText(`${count(status)} ${status}`),
      ).toBeVisible();
    for (const row of statuses.filter((row) => row.status === "changed"))
      expect(row.label).toMatch(
        /\((inputs|result|reasoning|status|error)(, \w+)* differ\)$/,
      );
  });

  test("a run compared with itself has nothing changed", async ({ page }) => {
    await openCompare(
      page,
      "D1",
      `?against=${DEMO_SCENARIOS.D1.runId}&changes=1`,
    );
    await expect(compareSummary(page)).toContainText("0 changed");
    await expect(compareSummary(page)).toContainText(
      "No paired step has different inputs.",
    );
    await expect(
      compareSummary(page).getByRole("button", { name: /First result change/ }),
    ).toHaveCount(0);
    await expect(
      page.getByRole("status").filter({ hasText: "Every row is the same" }),
    ).toContainText("Every row is the same in both runs");
  });
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

test("on a laptop screen the diff can be hidden for the aligned steps to take the width; a narrow half shows names before durations", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCompare(page, "D1", `?against=${D2.runId}`);
  const row = compareRow(page, "1.1.2");
  const width = async () => (await row.boundingBox())?.width ?? 0;
  await expect(row).toContainText("Search Emails");
  // Half a row of a 1280-pixel screen is too narrow for the duration too.
  await expect(row.getByText("4.8s").first()).toBeHidden();
  const before = await width();
  await page.getByRole("button", { name: "Hide diff" }).click();
  await expect.poll(width).toBeGreaterThan(before + 300);
  await expect(row.getByText("4.8s").first()).toBeVisible();
  // The browser keeps the choice.
  await page.reload();
  await expect(page.getByRole("button", { name: "Show diff" })).toBeVisible();
  await page.getByRole("button", { name: "Show diff" }).click();
  await expect(row.getByText("4.8s").first()).toBeHidden();
});
