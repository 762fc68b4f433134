/**
 * Contract: one row builder for both trees — a step still open in a suspended run reads
 * OPEN in its run's tree and in the compare view, never its wire zero value UNSPECIFIED.
 */
import { expect, test } from "./support/test";
import { openRun, stepRow } from "./support/run-page";
import { compareRow, openCompare } from "./support/compare-page";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";

test("D4's open step reads OPEN in the run view and in the compare view", async ({
  page,
}) => {
  await openRun(page, "D4");
  const open = stepRow(page, "1.1.4");
  await expect(open).toContainText("OPEN");
  await expect(open).not.toContainText("UNSPECIFIED");

  // Compared with itself, both halves of the row are the same open step.
  await openCompare(page, "D4", `?against=${DEMO_SCENARIOS.D4.runId}`);
  const row = compareRow(page, "1.1.4");
  await expect(row).toContainText(/OPEN[\s\S]*OPEN/);
  await expect(row).not.toContainText("UNSPECIFIED");
});
