/**
 * Contract: in demo mode the start page lists every named demo run (D1, D2, …, as the demo
 * defines them) with a line on what it shows, each linking to its run.
 */
import { expect, test } from "./support/test";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";

test("the start page lists the named demo runs, each opening its run", async ({
  page,
}) => {
  await page.goto("/");
  const guide = page.getByRole("list", { name: "Named demo runs" });
  const names = Object.keys(DEMO_SCENARIOS);
  await expect(guide.getByRole("listitem")).toHaveCount(names.length);
  for (const name of names)
    await expect(guide.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(guide.getByRole("listitem").first()).toContainText(
    "addressing_failed … no_match",
  );
  await page.screenshot({ path: "test-results/onboarding-home.png" });
  await guide.getByRole("link", { name: "D1", exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/agents/${DEMO_SCENARIOS.D1.agentId}/runs/${DEMO_SCENARIOS.D1.runId}`,
    ),
  );
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "COMPLETED",
  );
});
