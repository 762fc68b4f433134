/**
 * Contract: a developer opens the demo fast-agent sessions from the app's nav, sees every
 * session newest first (the sub-agent trace under the session it ran in), opens a session
 * and, on a tool call, sees its arguments, its result and the model's reasoning side by
 * side; images in a message show as images; and the "compare" link of a history with a
 * `_previous` save shows what changed between the two saves.
 */
import { expect, test } from "./support/test";
import { DEMO_SESSIONS } from "../server/demo/demo-sessions";
import { pane, stepRow, compact, compactText } from "./support/run-page";
import { openSession, sessionPanelTab } from "./support/session-page";

test("the sessions list shows the demo sessions newest first, the trace under its session", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Sessions" })
    .click();
  await expect(
    page.getByRole("heading", { name: "fast-agent sessions" }),
  ).toBeVisible();
  await expect(
    page.getByText("Demo fast-agent sessions (4 sessions)"),
  ).toBeVisible();
  const rows = page.getByRole("table", { name: "Sessions" }).getByRole("row");
  // Header, 4 sessions, 1 trace row nested under the normal session.
  await expect(rows).toHaveCount(6);
  const ids = await page
    .locator('[data-testid^="session-row-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")));
  expect(ids).toEqual([
    `session-row-${DEMO_SESSIONS.unanswered.id}`,
    `session-row-${DEMO_SESSIONS.duplicateUser.id}`,
    `session-row-${DEMO_SESSIONS.normal.id}`,
    `session-row-${DEMO_SESSIONS.trace.id}`,
    `session-row-${DEMO_SESSIONS.previous.id}`,
  ]);
  await expect(
    page.getByTestId(`session-row-${DEMO_SESSIONS.trace.id}`),
  ).toContainText("sub-agent trace");
  await expect(
    page.getByTestId(`session-row-${DEMO_SESSIONS.unanswered.id}`),
  ).toContainText("toolUse");
  await expect(
    page.getByTestId(`session-row-${DEMO_SESSIONS.normal.id}`),
  ).toContainText("2026-05-12 09:38:02");
});

test("a tool call opens with its arguments, result and the reasoning beside it", async ({
  page,
}) => {
  await page.goto("/sessions");
  await page
    .getByTestId(`session-row-${DEMO_SESSIONS.normal.id}`)
    .getByRole("link", { name: "session id generation" })
    .click();
  await expect(
    page.getByRole("heading", { name: "session id generation" }),
  ).toBeVisible();
  await expect(stepRow(page, "1.1.1")).toContainText("sub-agent");
  await expect(stepRow(page, "1.2")).toContainText("parallel ×2");
  await stepRow(page, "1.2.1").click();
  await expect(page).toHaveURL(/step=1\.2\.1/);
  const inspector = page.getByRole("region", { name: "Step 1.2.1" });
  await expect(inspector).toContainText("filesystem__read_text_file");
  await expect(inspector).toContainText("12ms");
  await expect
    .poll(() => compactText(pane(page, "parameters")))
    .toContain(compact('"path": "src/fast_agent/session/session_manager.py"'));
  await expect(pane(page, "result")).toContainText("def generate_session_id()");
  await expect(pane(page, "reasoning")).toContainText("Two files matter");
  await expect(pane(page, "reasoning")).toContainText("LLM step 1.2");
});

test("a user message's image shows as an image, and a model call's timing and usage are listed", async ({
  page,
}) => {
  await openSession(page, "normal", "?step=2");
  await expect(
    page.getByRole("img", { name: /Image content \(image\/png/ }),
  ).toBeVisible();
  await stepRow(page, "1.3").click();
  const panel = page.getByRole("tabpanel", { name: "Content & channels" });
  await expect(panel).toContainText("first token (ttft_ms)");
  await expect(panel).toContainText("820ms");
  await expect(panel).toContainText("Usage (v1 turn/summary)");
  await expect(panel).toContainText("5,630");
});

test("the _previous compare shows what changed between the two saves", async ({
  page,
}) => {
  await page.goto("/sessions");
  await page
    .getByTestId(`session-row-${DEMO_SESSIONS.previous.id}`)
    .getByRole("link", { name: "compare" })
    .click();
  await expect(page).toHaveURL(
    /against=2603141102-Rm2xVb%2Fdev(~|%7E)previous/,
  );
  await expect(sessionPanelTab(page, "Compare")).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The same aligned split view and input diff as Fruxon runs.
  const summary = page.getByRole("region", { name: "Comparison summary" });
  // Two inputs moved; the two saves' first model call also reasoned differently.
  await expect(summary).toContainText("3 changed");
  await expect(
    summary.getByRole("button", {
      name: /First result change: 2\.1 → execute\s*\(same inputs, reasoning differ\)/,
    }),
  ).toBeVisible();
  await expect(summary).toContainText("4 added");
  await expect(summary).toContainText("0 removed");
  await summary
    .getByRole("button", { name: /First divergence: 2\.1\.1 execute/ })
    .click();
  await expect(page).toHaveURL(/step=2\.1\.1/);
  await expect(
    page.getByText(
      'command: "pytest -x tests/test_menu.py" → "pytest -x tests/test_menu.py -k price"',
    ),
  ).toBeVisible();
});
