/**
 * Contract: the session view lives in the URL. A link with `agent`, `step`, `tab`, `q`,
 * `errors`, `panel` and `against` opens the same history, step, pane, filter and panel for
 * everyone; choosing them writes them back; garbage params fall back to defaults.
 */
import { expect, test } from "./support/test";
import { stepRow } from "./support/run-page";
import { openSession, sessionPanelTab } from "./support/session-page";

test("agent, step and tab in the link open that history on that step and pane", async ({
  page,
}) => {
  await openSession(
    page,
    "previous",
    "?agent=dev~previous&step=2.1.1&tab=message",
  );
  await expect(
    page
      .getByRole("navigation", { name: "Histories" })
      .getByRole("link", { name: /previous save/ }),
  ).toHaveAttribute("aria-current", "page");
  const inspector = page.getByRole("region", { name: "Step 2.1.1" });
  await expect(
    inspector.getByRole("tab", { name: "Content & channels" }),
  ).toHaveAttribute("aria-selected", "true");
  await expect(inspector.getByRole("alert")).toContainText("1 failed");
  await expect(page.getByRole("treeitem", { selected: true })).toContainText(
    "execute",
  );
});

test("choosing a step and a pane writes them into the URL, and a reload restores them", async ({
  page,
}) => {
  await openSession(page, "normal");
  await stepRow(page, "1.1").click();
  await page.getByRole("tab", { name: "Reasoning" }).click();
  await expect(page).toHaveURL(/step=1\.1/);
  await expect(page).toHaveURL(/tab=reasoning/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Reasoning" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tabpanel", { name: "Reasoning" })).toContainText(
    "hand the search to the ripgrep_search agent",
  );
});

test("the filter and errors-only switch come from the link", async ({
  page,
}) => {
  await openSession(page, "unanswered", "?q=execute&errors=1");
  await expect(page.getByLabel("Filter steps")).toHaveValue("execute");
  await expect(page.getByLabel("Errors only")).toBeChecked();
  await expect(stepRow(page, "1.3.1")).toBeVisible();
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);
});

test("panel and against in the link open that panel and comparison", async ({
  page,
}) => {
  await openSession(page, "normal", "?panel=stats");
  await expect(sessionPanelTab(page, "Stats")).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByRole("region", { name: "LLM calls", exact: true }),
  ).toContainText("3.5s");
  await expect(
    page.getByRole("region", { name: "Sub-agent calls by agent" }),
  ).toContainText("agent__ripgrep_search");
  // The sub-agent call is matched with the trace file its clock falls in.
  await expect(
    page
      .getByRole("region", { name: "Sub-agent calls and their traces" })
      .getByRole("link", { name: "ripgrep_search[1]-2026-05-12-09-38-20" }),
  ).toBeVisible();
  await sessionPanelTab(page, "Log").click();
  await expect(page).toHaveURL(/panel=log/);
  await expect(
    page.getByRole("table", { name: "Log lines" }).getByRole("row").nth(1),
  ).toContainText("ERROR");
  await openSession(
    page,
    "normal",
    "?against=ripgrep_search%5B1%5D-2026-05-12-09-38-20",
  );
  await expect(sessionPanelTab(page, "Compare")).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByRole("region", { name: "Comparison summary" }),
  ).toContainText("added");
});

test("garbage params fall back to defaults instead of an error page", async ({
  page,
}) => {
  await openSession(
    page,
    "normal",
    "?step=x.y&tab=nope&panel=bogus&errors=maybe",
  );
  await expect(
    page.getByRole("heading", { name: "session id generation" }),
  ).toBeVisible();
  await expect(sessionPanelTab(page, "Steps")).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByText("Select a step to see what went in"),
  ).toBeVisible();
  await openSession(page, "normal", "?agent=nobody");
  await expect(page.getByRole("alert")).toContainText(
    "This session has no history “nobody”",
  );
});
