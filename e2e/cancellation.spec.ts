/**
 * Contract: a run in progress notes what a cancel does — it only requests one, and a run
 * that finishes first stays COMPLETED (`--wait` shows which); a cancelled run is shown as
 * CANCELLED, not as failed or unknown.
 */
import { expect, test } from "./support/test";
import { openRun } from "./support/run-page";

test("D22: an IN_PROGRESS run says a cancel is only a request", async ({
  page,
}) => {
  await openRun(page, "D22");
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "IN_PROGRESS",
  );
  const note = page.getByRole("note", { name: "Cancelling" });
  await expect(note).toContainText("only requests it");
  await expect(note).toContainText("a run that finishes first stays COMPLETED");
  await expect(note).toContainText("--wait");
});

test("D21: a cancelled TEST run is shown as CANCELLED and badged TEST", async ({
  page,
}) => {
  await openRun(page, "D21");
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "CANCELLED",
  );
  await expect(
    page.getByRole("status", { name: "CANCELLED — the run was stopped" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Run context" })
      .getByText("TEST", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("note", { name: "Cancelling" })).toHaveCount(0);
});
