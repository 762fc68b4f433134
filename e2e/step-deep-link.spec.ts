/**
 * Contract: the whole run view lives in the URL. A link with `step`, `tab`, `q` and
 * `errors` opens the same step, pane and filter for everyone on the call; garbage
 * params fall back to defaults instead of an error page.
 */
import { expect, test } from "./support/test";
import { openRun, stepRow } from "./support/run-page";

test("step and tab in the link open that step on that pane", async ({
  page,
}) => {
  await openRun(page, "D1", "?step=1.1&tab=prompt");
  const inspector = page.getByRole("region", { name: "Step 1.1" });
  await expect(
    inspector.getByRole("tab", { name: "System instructions" }),
  ).toHaveAttribute("aria-selected", "true");
  await expect(inspector.getByRole("tabpanel")).toContainText(
    "Process at most 20 per run",
  );
  await expect(page.getByRole("treeitem", { selected: true })).toContainText(
    "LLM Query",
  );
});

test("selecting a step and a pane writes them into the URL, and a reload restores them", async ({
  page,
}) => {
  await openRun(page, "D1");
  await stepRow(page, "1.1.4").click();
  await page.getByRole("tab", { name: "Raw JSON" }).click();
  await expect(page).toHaveURL(/step=1\.1\.4&tab=raw|tab=raw&step=1\.1\.4/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Raw JSON" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("region", { name: "Step 1.1.4" })).toBeVisible();
});

test("the filter and errors-only switch come from the link and keep matches' ancestors", async ({
  page,
}) => {
  await openRun(page, "D1", "?q=consult&errors=1");
  await expect(page.getByLabel("Filter steps")).toHaveValue("consult");
  await expect(page.getByLabel("Errors only")).toBeChecked();
  await expect(stepRow(page, "1.1.10")).toBeVisible();
  await expect(stepRow(page, "1.1")).toBeVisible();
  await expect(stepRow(page, "1")).toBeVisible();
  await expect(stepRow(page, "1.1.11")).toHaveCount(0);
  await expect(stepRow(page, "1.1.2")).toHaveCount(0);
  await expect(page.getByText("1 match", { exact: true })).toBeVisible();
});

test("typing in the filter narrows the tree to steps whose payloads match", async ({
  page,
}) => {
  await openRun(page, "D1");
  await page.getByLabel("Filter steps").fill("after:2026/08/06");
  await expect(page).toHaveURL(/q=after%3A2026%2F08%2F06/);
  await expect(stepRow(page, "1.1.2")).toBeVisible();
  await expect(stepRow(page, "1.1.4")).toHaveCount(0);
});

test("unknown params and a step that does not exist degrade gracefully", async ({
  page,
}) => {
  await openRun(page, "D1", "?step=9.9&tab=nonsense&errors=yes");
  await expect(
    page.getByRole("alert").filter({ hasText: "Step 9.9 is not in this run" }),
  ).toBeVisible();
  await expect(page.getByLabel("Errors only")).not.toBeChecked();
});

test("keyboard: j/k move, Enter opens, e jumps to the next error", async ({
  page,
}) => {
  await openRun(page, "D1", "?step=1.1.1");
  await stepRow(page, "1.1.1").click();
  await page.keyboard.press("j");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=1\.1\.2(&|$)/);
  await page.keyboard.press("k");
  await page.keyboard.press("k");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/step=1\.1(&|$)/);
  await page.keyboard.press("e");
  await expect(page).toHaveURL(/step=1\.1\.10/);
});
