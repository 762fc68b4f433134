/**
 * Contract: the run's header answers "who, why, from where" at a glance — the participant
 * and channel, the trigger, the origin (a TEST run badged), the session and topic ids —
 * with links to the other runs of the session and of the customer. What the record does
 * not hold reads "not recorded" or "none".
 */
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/test";
import { openRun } from "./support/run-page";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";

const context = (page: Page) =>
  page.getByRole("region", { name: "Run context" });

test("D6: whom the run served, through what, why it ran, and its session and topic", async ({
  page,
}) => {
  await openRun(page, "D6");
  const header = context(page);
  await expect(header).toContainText("via whatsapp");
  await expect(header).toContainText("INTEGRATION_EVENT");
  await expect(header).toContainText("PRODUCTION");
  await expect(
    header.getByRole("link", { name: /^[0-9a-f-]{36}$/ }),
  ).toBeVisible();

  await header.getByRole("link", { name: "runs in this session" }).click();
  await expect(page).toHaveURL(/\/agents\/support_assistant\/runs\?.*session=/);
  await expect(
    page.getByRole("link", { name: /where is order #10498/ }),
  ).toBeVisible();

  await page.goBack();
  await context(page)
    .getByRole("link", { name: "this customer's runs" })
    .click();
  await expect(page).toHaveURL(/participant=/);
  await expect(
    page.getByRole("link", { name: /where is order #10498/ }),
  ).toBeVisible();
});

test("a TEST run is badged, and a record without context says so", async ({
  page,
}) => {
  const { agentId, runId } = DEMO_SCENARIOS.D1;
  await page.route(
    `**/api/agents/${agentId}/runs/${runId}`,
    async (route: Route) => {
      const response = await route.fetch();
      const json = JSON.parse(await response.text()) as Record<string, unknown>;
      json.origin = "TEST";
      delete json.sessionId;
      delete json.topicId;
      delete json.trigger;
      await route.fulfill({ response, json });
    },
  );
  await openRun(page, "D1");
  const header = context(page);
  await expect(header.getByText("TEST", { exact: true })).toBeVisible();
  await expect(header).toContainText("no participant recorded");
  await expect(header).toContainText(/Trigger\s*not recorded/);
  await expect(header).toContainText(/Session\s*none/);
});
