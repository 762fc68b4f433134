/**
 * Contract (issue 29, the runs list's frame): the list names each run's customer as its
 * record gives it (masked with the mask on, "not recorded" when the record names nobody);
 * at 1280×800 it shows at least 12 whole rows under a header that keeps every filter
 * control; a REJECTED run reads "not run" for its span and tokens, in the list and on its
 * page; at 1024×768 neither the runs list nor the sessions list scrolls sideways.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, NO_TRACE_404, test } from "./support/test";
import { openRun } from "./support/run-page";
import { pageSettled } from "./support/settled";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";

const { D1, D3a, D4, D5 } = DEMO_SCENARIOS;
const runsTable = (page: Page) => page.getByRole("table", { name: "Runs" });
const runRow = (page: Page, runId: string) =>
  page.getByTestId(`run-row-${runId}`);

/** The cell of `row` under the column headed `column` (hidden columns counted). */
async function cellUnder(
  page: Page,
  row: Locator,
  column: string,
): Promise<Locator> {
  await expect(row).toBeVisible();
  const headers = await runsTable(page)
    .getByRole("columnheader")
    .allTextContents();
  const index = headers.findIndex(
    (header) => header.trim().toLowerCase() === column.toLowerCase(),
  );
  expect(index, `a "${column}" column`).toBeGreaterThanOrEqual(0);
  return row.getByRole("cell").nth(index);
}

/** How far the document scrolls sideways (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

test.describe("the customer column", () => {
  test("names whom the run served, and says when the record names nobody", async ({
    page,
  }) => {
    await page.goto(`/agents/${D1.agentId}/runs`);
    const customer = await cellUnder(page, runRow(page, D1.runId), "Customer");
    await expect(customer).toHaveText("Dana Levi");
    // A sub-task's record names nobody: its subject's name is not taken for its customer.
    await expect(
      await cellUnder(page, runRow(page, D3a.runId), "Customer"),
    ).toHaveText("not recorded");
  });

  test("is masked with the mask on", async ({ page }) => {
    await page.goto(`/agents/${D4.agentId}/runs?mask=1`);
    const customer = await cellUnder(page, runRow(page, D4.runId), "Customer");
    await expect(customer).toHaveText(/^Customer [A-Z]+$/);
    await pageSettled(page);
    await expect(runsTable(page)).not.toContainText("Yossi Mizrahi");
  });
});

test.describe("1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("at least 12 whole rows show under filters that keep every control", async ({
    page,
  }) => {
    await page.goto(`/agents/${D1.agentId}/runs`);
    await expect(runRow(page, D1.runId)).toBeVisible();
    const wholeRows = await runsTable(page).evaluate(
      (table) =>
        [...table.querySelectorAll("tbody tr")].filter((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
    expect(wholeRows).toBeGreaterThanOrEqual(12);

    const filters = page.getByRole("group", { name: "Status filter" });
    const controls = [
      ...(await filters.getByRole("button").all()),
      page.getByRole("combobox", { name: "Origin" }),
      ...["Revision", "Since", "Until", "Session", "Tool"].map((name) =>
        page.getByRole("textbox", { name, exact: true }),
      ),
      page.getByRole("button", { name: "Apply" }),
      ...["Last hour", "Last 24 h", "Last 7 days"].map((name) =>
        page.getByRole("button", { name }),
      ),
      page.getByRole("checkbox", { name: "With tool errors" }),
    ];
    expect(controls).toHaveLength(17);
    for (const control of controls) await expect(control).toBeInViewport();
  });
});

test.describe("D5 (REJECTED: it never ran)", () => {
  test.use({ allowConsoleErrors: [NO_TRACE_404] });

  test("the list and the run's summary say it did not run, not 0ms", async ({
    page,
  }) => {
    await page.goto(`/agents/${D5.agentId}/runs`);
    const row = runRow(page, D5.runId);
    await expect(await cellUnder(page, row, "Span")).toHaveText("not run");
    await expect(await cellUnder(page, row, "Tokens")).toHaveText("not run");
    await expect(row).not.toContainText("0ms");

    await openRun(page, "D5");
    const summary = page.getByRole("region", { name: "Run summary" });
    await expect(summary).toContainText(/Run span\s*not run/);
    await expect(summary).toContainText(/Tokens\s*not run/);
    await expect(summary).not.toContainText("0ms");
  });
});

test.describe("1024×768", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  for (const agentId of [D1.agentId, D5.agentId, D4.agentId]) {
    test(`the runs of ${agentId} do not scroll sideways, masked or not`, async ({
      page,
    }) => {
      for (const search of ["", "?mask=1"]) {
        await page.goto(`/agents/${agentId}/runs${search}`);
        await expect(runsTable(page).getByRole("row").nth(1)).toBeVisible();
        await pageSettled(page);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        // Nor does the table inside its own box.
        expect(
          await runsTable(page).evaluate(
            (table) => table.scrollWidth - table.parentElement!.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
      }
    });
  }

  test("the sessions list does not scroll sideways", async ({ page }) => {
    await page.goto("/sessions");
    await expect(
      page.getByRole("table", { name: "Sessions" }).getByRole("row").nth(1),
    ).toBeVisible();
    await pageSettled(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
