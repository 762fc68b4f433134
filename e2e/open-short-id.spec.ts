/**
 * Contract (issue 12): the Open box takes the short ids the app shows. A short id that
 * names one run opens it; one that several runs share lists them (subject, start time,
 * full id) to choose from; one that no run has says so, where it looked, and offers the
 * lookup as a whole id.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { pasteRunLink } from "./support/investigate";
import { expect, test } from "./support/test";

const { D1 } = DEMO_SCENARIOS;
/** Three saved runs; two started 31 s apart and share their short id `019fd616`. */
const SHARED_PREFIX_FILE = join(
  import.meta.dirname,
  "../fixtures/short-ids/runs-sharing-a-prefix.json",
);

test("the short id a run page shows opens that run", async ({ page }) => {
  await page.goto(`/agents/${D1.agentId}/runs/${D1.runId}`);
  const shortId = D1.runId.slice(0, 8);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(shortId);
  await page.goto(`/agents/${D1.agentId}/runs`);
  await pasteRunLink(page, shortId);
  await expect(page).toHaveURL(
    new RegExp(`/agents/${D1.agentId}/runs/${D1.runId}$`),
  );
});

test.describe("an id no run starts with", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("says so, where it looked, and offers the whole-id lookup", async ({
    page,
  }) => {
    await page.goto("/");
    await pasteRunLink(page, "0ddba11");
    const answer = page.getByRole("region", {
      name: "Runs whose id starts with 0ddba11",
    });
    await expect(answer).toContainText("No run id starts with “0ddba11”");
    await expect(answer).toContainText(
      /the newest 200 runs of each of \d+ agents/,
    );
    await answer
      .getByRole("link", { name: "look up “0ddba11” as a whole id" })
      .click();
    await expect(
      page.getByRole("heading", { name: "No run with this id" }),
    ).toBeVisible();
  });
});

test.describe("a short id two runs share", () => {
  // The opened file holds records without traces: their trace reads answer 404.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("lists both to choose from, and the chosen one opens", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByLabel("Open file").setInputFiles({
      name: "runs-sharing-a-prefix.json",
      mimeType: "application/json",
      buffer: readFileSync(SHARED_PREFIX_FILE),
    });
    await expect(
      page.getByRole("status", { name: "Opened file" }),
    ).toBeVisible();
    await pasteRunLink(page, "019fd616");
    const answer = page.getByRole("region", {
      name: "Runs whose id starts with 019fd616",
    });
    await expect(answer).toContainText("2 runs start with “019fd616”");
    const choices = answer.getByRole("link");
    await expect(choices).toHaveCount(2);
    // Newest first, each with its subject, start time and full id.
    await expect(choices.nth(0)).toContainText(
      "Omer Ben-David · resend invoice",
    );
    await expect(choices.nth(0)).toContainText(
      "019fd616-9118-7d02-8a6e-1f4b9c3d7e22",
    );
    await expect(choices.nth(0)).toContainText("2026-08-06 08:00:31 UTC");
    await expect(choices.nth(1)).toContainText(
      "019fd616-1800-7b3c-9d41-6e2a8f0c5b11",
    );
    await choices.nth(1).click();
    await expect(page).toHaveURL(
      /\/agents\/invoice_intake\/runs\/019fd616-1800-7b3c-9d41-6e2a8f0c5b11$/,
    );
    await expect(answer).toHaveCount(0);
  });
});
