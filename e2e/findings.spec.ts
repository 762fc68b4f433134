/**
 * Contract: every failure shape docs/reference/investigation-workflow.md describes for a single run is named in the run
 * view's findings panel, without reading JSON, each with a link to the step (or run) that
 * proves it: D1's recovered consult error, truncated search result and failed child; D4's
 * consult wait with its expiry and the command that skips it; D5's rejection; D6's reply
 * that was never delivered; D7's duration trap.
 */
import { expect, NO_TRACE_404, test } from "./support/test";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { openRun, pane } from "./support/run-page";
import { finding, findingsPanel } from "./support/investigate";

test("D1 lists the recovered consult error, the truncated search and the failed child", async ({
  page,
}) => {
  await openRun(page, "D1");
  const recovered = finding(page, /errored and the agent carried on/);
  await expect(recovered).toContainText("1.1.10 Consult for Role");
  await expect(recovered).toContainText("addressing_failed");
  await expect(
    finding(
      page,
      /Consult could not be addressed: nobody holds role 'advisor'/,
    ),
  ).toBeVisible();
  await expect(
    finding(page, /Search Emails .*model saw 8,000 of 48,211 chars/),
  ).toBeVisible();
  const children = finding(page, "1 of 3 child runs failed");
  await expect(children).toContainText("FAILED");

  // The step link selects the step that proves the finding.
  await recovered
    .getByRole("button", { name: /1\.1\.10 Consult for Role/ })
    .click();
  await expect(page).toHaveURL(/step=1\.1\.10/);
  await expect(
    page.getByRole("region", { name: "Step 1.1.10" }).getByRole("alert"),
  ).toContainText("no_match");

  // The failed child opens as a run of its own.
  await children.getByRole("link", { name: /FAILED/ }).click();
  await expect(page).toHaveURL(new RegExp(`/runs/${DEMO_SCENARIOS.D3b.runId}`));
});

test("D1's errors are checked against the previous run, and the verdict said", async ({
  page,
}) => {
  await openRun(page, "D1");
  // D2's consult answered: no, not "checked" with no verdict.
  await expect(
    findingsPanel(page).getByRole("status", {
      name: /^Same error in the previous run\? no — the previous run/,
    }),
  ).toBeVisible();
  await expect(finding(page, /also happened in the previous run/)).toHaveCount(
    0,
  );
});

test("D4 says it waits on a CONSULT, until when, and which command skips the consult", async ({
  page,
}) => {
  await openRun(page, "D4");
  const wait = finding(
    page,
    "Suspended, waiting for a consult with Dor Gelless (PERSON)",
  );
  await expect(wait).toContainText("Expires");
  await expect(wait).toContainText("(in 4 days)");
  await expect(wait).toContainText(
    `fruxon agents executions cancel-wait ${DEMO_SCENARIOS.D4.agentId} ${DEMO_SCENARIOS.D4.runId} --yes`,
  );
  await expect(wait).toContainText("1.1.4 Consult Participant");
});

test.describe("D5", () => {
  test.use({ allowConsoleErrors: [NO_TRACE_404] });

  test("says it never ran, and why", async ({ page }) => {
    await openRun(page, "D5");
    await expect(
      finding(page, /Never ran — rejected: Monthly cost budget exhausted/),
    ).toBeVisible();
  });
});

test("D6 says COMPLETED is not DELIVERED", async ({ page }) => {
  await openRun(page, "D6");
  await expect(
    finding(page, "COMPLETED but not delivered — deliveryStatus WITHHELD"),
  ).toContainText("fruxon agents topics messages support_assistant");
});

test("D7 names the duration trap and the step that took the time", async ({
  page,
}) => {
  await openRun(page, "D7");
  const trap = finding(page, /Step 1 says 1m 10s, but the run spanned 10m 30s/);
  await expect(trap).toBeVisible();
  await trap.getByRole("button", { name: /Issue Refund/ }).click();
  await expect(page).toHaveURL(/step=1\.1\.3/);
  await expect(pane(page, "parameters")).toBeVisible();
});

test("a clean run says none of the known shapes apply", async ({ page }) => {
  const { D1 } = DEMO_SCENARIOS;
  await page.goto(`/agents/${D1.agentId}/runs/${DEMO_SCENARIOS.D3a.runId}`);
  await expect(findingsPanel(page)).toContainText("Findings (0)");
  await expect(findingsPanel(page)).toContainText(
    "None of the known failure shapes",
  );
});
