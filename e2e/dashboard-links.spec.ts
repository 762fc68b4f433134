/**
 * Contract: any viewer URL whose query carries `id=<record id>` opens that run — a
 * dashboard URL with its host swapped (any path, `group=session` or not), `/?id=` on the
 * home page, a link pasted into the box every page has, or a bare id. The agent comes
 * from an `/agents/<agent>/` segment, else the proxy finds it. An id no agent owns gets a
 * page that says so and lists the likely agent's runs instead.
 */
import { expect, NO_TRACE_404, test } from "./support/test";
import { D1_CONSULT_RUN, DEMO_SCENARIOS } from "../server/demo/scenarios";
import { pasteRunLink } from "./support/investigate";

const { D1, D5 } = DEMO_SCENARIOS;
const d1Url = new RegExp(`/agents/${D1.agentId}/runs/${D1.runId}$`);

test("a dashboard URL with the viewer's host lands on the run", async ({
  page,
}) => {
  await page.goto(
    `/acme/agents/${D1.agentId}/executions?id=${D1.runId}&group=session`,
  );
  await expect(page).toHaveURL(d1Url);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Dana Levi · policy email batch",
  );
});

test("a bare ?id= on the home page lands on the run, its agent found by the proxy", async ({
  page,
}) => {
  await page.goto(`/?id=${D1.runId}`);
  await expect(page).toHaveURL(d1Url);
  await page.goto(`/?id=${D1_CONSULT_RUN.runId}`);
  await expect(page).toHaveURL(
    new RegExp(
      `/agents/${D1_CONSULT_RUN.agentId}/runs/${D1_CONSULT_RUN.runId}$`,
    ),
  );
});

test.describe("D5 (a run that never ran)", () => {
  test.use({ allowConsoleErrors: [NO_TRACE_404] });

  test("a wrong agent segment does not stop the run from opening", async ({
    page,
  }) => {
    await page.goto(`/agents/support_assistant/executions?id=${D5.runId}`);
    await expect(page).toHaveURL(
      new RegExp(`/agents/${D5.agentId}/runs/${D5.runId}$`),
    );
  });

  test("the paste box opens a full dashboard URL, and a bare id, from any page", async ({
    page,
  }) => {
    await page.goto(`/agents/${D5.agentId}/runs`);
    await pasteRunLink(
      page,
      `https://app.fruxon.com/acme/agents/${D1.agentId}/executions?id=${D1.runId}&group=session`,
    );
    await expect(page).toHaveURL(d1Url);
    await pasteRunLink(page, ` ${D5.runId} `);
    await expect(page).toHaveURL(
      new RegExp(`/agents/${D5.agentId}/runs/${D5.runId}$`),
    );
    await pasteRunLink(page, "not a link at all");
    await expect(page.getByRole("alert")).toContainText(
      "neither a link nor a record id",
    );
  });
});

test.describe("an id no agent owns", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("says so and lists the likely agent's runs around the time the link names", async ({
    page,
  }) => {
    const missing = "00000000-0000-4000-8000-00000000dead";
    await page.goto(
      `/acme/agents/${D1.agentId}/executions?id=${missing}&group=session&from=${encodeURIComponent(
        "2026-01-01T00:00:00Z",
      )}`,
    );
    await expect(
      page.getByRole("heading", { name: "No run with this id" }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("No agent has a run");
    await expect(page.getByText("group=session")).toBeVisible();
    const runs = page.getByRole("region", { name: `Runs of ${D1.agentId}` });
    await expect(runs).toContainText("No runs in that window");
    await runs.getByRole("link", { name: /Open the runs list/ }).click();
    await expect(page).toHaveURL(/since=2025-12-31T23.*until=2026-01-01T01/);
  });

  test("without an agent or a time, offers every agent", async ({ page }) => {
    await page.goto("/?id=00000000-0000-4000-8000-00000000beef");
    await expect(
      page.getByRole("heading", { name: "No run with this id" }),
    ).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Agents" })
        .getByRole("link", { name: "Email Policies Parser" }),
    ).toBeVisible();
  });
});
