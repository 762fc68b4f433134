/**
 * Contract: a support engineer opens D1 from the runs list and, within three clicks, sees
 * the recovered consult error, the truncated search result and the spawn step's child ids
 * decoded — each in the inspector's side-by-side panes, from the real proxy and demo API.
 */
import { expect, test } from "./support/test";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import {
  compact,
  compactText,
  openRun,
  pane,
  runPageSettled,
  selectStep,
  stepRow,
} from "./support/run-page";

test("list → D1 → its error step shows parameters, result and reasoning side by side", async ({
  page,
}) => {
  const { D1 } = DEMO_SCENARIOS;
  await page.goto("/");
  await page.getByRole("link", { name: /Email Policies Parser/ }).click();
  await expect(
    page.getByRole("heading", { name: `Runs of ${D1.agentId}` }),
  ).toBeVisible();
  await page.getByTestId(`run-row-${D1.runId}`).getByRole("link").click();

  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "COMPLETED",
  );
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "1 error",
  );
  await page.getByRole("button", { name: "Next error (e)" }).click();

  await expect(page).toHaveURL(/step=1\.1\.10/);
  const inspector = page.getByRole("region", { name: "Step 1.1.10" });
  await expect(inspector.getByRole("alert")).toContainText(
    "addressing_failed: role 'advisor' no_match",
  );
  await expect
    .poll(() => compactText(pane(page, "parameters")))
    .toContain(compact('"role": "advisor"'));
  await expect(pane(page, "result")).toContainText(
    "No result: the call failed",
  );
  await expect(pane(page, "reasoning")).toContainText("think 1/4");
  await expect(pane(page, "reasoning")).toContainText("LLM step 1.1");
});

test("the search step states that the model saw a truncated result", async ({
  page,
}) => {
  await openRun(page, "D1", "?step=1.1.2");
  await expect(page.getByTestId("result-delivery-notice")).toContainText(
    "model saw 8,000 of 48,211 chars (17%) — offloaded",
  );
  await expect(stepRow(page, "1.1.2")).toContainText("PARTIAL RESULT");
});

test("the spawn step's double-encoded result shows the child run ids decoded", async ({
  page,
}) => {
  const { D3a, D3b } = DEMO_SCENARIOS;
  await openRun(page, "D1");
  await selectStep(page, "1.1.3");
  await expect(page).toHaveURL(/step=1\.1\.3(&|$)/);
  const result = pane(page, "result");
  await expect(result).toContainText("JSON string(s) decoded");
  // The decoded JSON shows the key (Monaco may wrap a long id across lines)…
  await expect(result).toContainText('"execution_record_id":');
  await expect(result).toContainText('"policy_id":');
  // …and every id the result names is a link to that run.
  await expect(
    result.getByRole("link", { name: new RegExp(D3a.runId) }),
  ).toBeVisible();
  await expect(
    result.getByRole("link", { name: new RegExp(D3b.runId) }),
  ).toBeVisible();
});

test("the selected step's subtree folds and unfolds without touching the rest", async ({
  page,
}) => {
  await openRun(page, "D1", "?step=1.1.3");
  await expect(stepRow(page, "1.1.3.1")).toBeVisible();
  await page
    .getByRole("button", { name: "Collapse the selected step's subtree" })
    .click();
  await expect(stepRow(page, "1.1.3.1")).toHaveCount(0);
  await expect(stepRow(page, "1.1.4")).toBeVisible();
  await page
    .getByRole("button", { name: "Expand the selected step's subtree" })
    .click();
  await expect(stepRow(page, "1.1.3.2")).toBeVisible();
});

test.describe("the inspector's code cannot load", () => {
  test.use({ allowConsoleErrors: [/StepInspector-.*\.js/] });

  test("selecting a step says so, and the tree keeps working", async ({
    page,
  }) => {
    await page.route("**/assets/StepInspector-*.js", (route) => route.abort());
    await openRun(page, "D1");
    await runPageSettled(page);
    await stepRow(page, "1.1").click();
    await expect(page.getByRole("alert")).toContainText(
      "The step inspector did not load",
    );
    await stepRow(page, "1.2").click();
    await expect(page).toHaveURL(/step=1\.2/);
  });
});
