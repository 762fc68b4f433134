/**
 * Contract (issue 31): a step with more than a thousand children shows them in groups of a
 * thousand ("1.1.1 – 1.1.1000"), so the tree never holds a row per child of a run whose
 * LLM step called a tool a million times. Groups open and close like rows, are never
 * selected, and a deep link opens the one group that holds its step. The demo has no such
 * run, so the test serves D7's trace with 2,500 more tool calls under its LLM step.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { checkStockStep, type Json } from "./support/wire-steps";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { openRun, stepRow } from "./support/run-page";

const { D7 } = DEMO_SCENARIOS;
const ADDED = 2500;

const toolCall = (n: number, start: number): Json =>
  checkStockStep(`call-${n}`, n, start, 10);

/** D7's trace, its LLM step (1.1) given `ADDED` more tool calls after its own 4. */
async function serveWideTrace(page: Page): Promise<void> {
  await page.route(
    `**/api/agents/${D7.agentId}/runs/${D7.runId}/trace`,
    async (route) => {
      const trace = (await (await route.fetch()).json()) as Json;
      const body = trace.trace as Json;
      const llm = ((body.traces as Json[])[0]!.steps as Json[])[0]!;
      const start = llm.startTime as number;
      llm.steps = [
        ...(llm.steps as Json[]),
        ...Array.from({ length: ADDED }, (_, i) => toolCall(i + 1, start)),
      ];
      await route.fulfill({ json: trace });
    },
  );
}

const groupRow = (page: Page, first: string) =>
  page.getByTestId(`group-row-${first}`);
const treeItem = (page: Page, name: string) =>
  page.getByRole("tree").getByRole("treeitem", { name });

test.beforeEach(async ({ page }) => serveWideTrace(page));

test("a step's 2,504 children show in three groups; a group opens and closes like a row, never selected", async ({
  page,
}) => {
  await openRun(page, "D7", "?step=1.1");
  const first = treeItem(page, "1.1.1 – 1.1.1000, 1,000 of 2,504");
  const second = treeItem(page, "1.1.1001 – 1.1.2000, 1,000 of 2,504");
  const last = treeItem(page, "1.1.2001 – 1.1.2504, 504 of 2,504");
  // The first two groups are open (within the open budget of 2,000 rows), the last not.
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(stepRow(page, "1.1.4")).toBeVisible();

  // A click closes a group, and does not select it: the URL keeps step 1.1.
  await groupRow(page, "1.1.1").click();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(stepRow(page, "1.1.4")).toHaveCount(0);
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await groupRow(page, "1.1.1001").click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(last).toHaveAttribute("aria-expanded", "false");
  await expect(groupRow(page, "1.1.2001")).toContainText("504 of 2,504");

  // And opens it.
  await groupRow(page, "1.1.2001").click();
  await expect(last).toHaveAttribute("aria-expanded", "true");
  await expect(stepRow(page, "1.1.2001")).toBeVisible();
  await expect(page).toHaveURL(/step=1\.1(&|$)/);

  // Keyboard: from 1.1, `j` moves the focus onto the first group without selecting it,
  // and Enter opens it.
  await stepRow(page, "1.1").click();
  await page.keyboard.press("j");
  await expect(first).toHaveAttribute("aria-selected", "false");
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page).toHaveURL(/step=1\.1(&|$)/);
});

test("a deep link to the 2,400th call opens its group, and the step", async ({
  page,
}) => {
  await openRun(page, "D7", "?step=1.1.2404");
  await expect(
    page.getByRole("region", { name: "Step 1.1.2404" }),
  ).toBeVisible();
  await expect(stepRow(page, "1.1.2404")).toBeVisible();
  await expect(stepRow(page, "1.1.2404")).toContainText("Check stock 2400");
  // Inside its group, opened for it: 1 (level 1), 1.1 (2), the group (3), the step (4).
  await expect(
    page.getByRole("treeitem", { name: /^1\.1\.2404 / }),
  ).toHaveAttribute("aria-level", "4");
});
