/**
 * Contract: what the status alone does not say is said on the page — a suspended run
 * names what it waits on and is never shown as hung; a rejected run shows its reason and
 * no tree; an old-generation run still opens; a run that failed shows the step that broke.
 */
import { expect, NO_TRACE_404, test } from "./support/test";
import { openRun, stepRow } from "./support/run-page";

test("D4: a run parked on a consult shows who it waits for, since when, and when it expires", async ({
  page,
}) => {
  await openRun(page, "D4");
  const banner = page.getByRole("status", {
    name: /Suspended, waiting for a CONSULT from Dor Gelless \(PERSON\)/,
  });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Waiting since");
  await expect(banner).toContainText("Expires");
  await expect(banner).toContainText(/in 4d \d+h/);
  await expect(banner).toContainText("not hung");
  await expect(page.getByText(/Live: following this run/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "open ·",
  );
});

test.describe("D5", () => {
  test.use({ allowConsoleErrors: [NO_TRACE_404] });

  test("a rejected run shows the record and its reason, and no tree", async ({
    page,
  }) => {
    await openRun(page, "D5");
    const banner = page.getByRole("status", {
      name: "REJECTED — this run never ran",
    });
    await expect(banner).toContainText("Monthly cost budget exhausted");
    await expect(page.getByRole("tree")).toHaveCount(0);
  });
});

test("D7: the run span is the trace's end minus start, not the outer step's duration", async ({
  page,
}) => {
  await openRun(page, "D7");
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    /Run span\s*10m \d\ds/,
  );
  await expect(stepRow(page, "1")).toContainText(/1m \d\ds/);
});

test("D8: an old-generation run (bare trace, PascalCase enums) opens with its steps", async ({
  page,
}) => {
  await openRun(page, "D8");
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "STATUS NOT REPORTED",
  );
  await expect(stepRow(page, "1")).toContainText("UNKNOWN");
  await expect(page.getByRole("tree")).toBeVisible();
});

test("D9: a failed run leads to the tool error that ended it", async ({
  page,
}) => {
  await openRun(page, "D9");
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "FAILED",
  );
  await page.getByRole("button", { name: "Next error (e)" }).click();
  await expect(page.getByRole("alert").first()).toContainText(/503/);
});

test.describe("a run that does not exist", () => {
  // The failed request and the router logging the error it shows are expected here.
  test.use({ allowConsoleErrors: [/404/] });

  test("says what was not found and what to check", async ({ page }) => {
    await page.goto(
      "/agents/email_policies_parser/runs/00000000-0000-4000-8000-000000000000",
    );
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("This page could not be loaded");
    await expect(alert).toContainText("Not found (404)");
    await expect(alert).toContainText(
      "Check the id, the agent it belongs to, and the tenant",
    );
  });
});
