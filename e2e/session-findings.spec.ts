/**
 * Contract: the failure patterns of docs/reference/investigation-workflow.md#failure-patterns are findings, not jq sessions. The session that
 * ends on an unanswered tool call says so above the tree, with the index to truncate to,
 * the unanswered call as an error step, and the workflow's jq commands ready to copy; two
 * consecutive plain user messages are flagged with their likely cause.
 */
import { expect, test } from "./support/test";
import { stepRow } from "./support/run-page";
import { openSession, sessionPanelTab } from "./support/session-page";

test("the unanswered-call session shows the finding, the truncation index and the jq fix", async ({
  page,
}) => {
  await openSession(page, "unanswered");
  const strip = page.getByRole("region", { name: "Findings summary" });
  await expect(strip).toContainText(
    "Unanswered tool call at message 5 — truncate to messages[0:5]",
  );
  await expect(stepRow(page, "1.3.1")).toContainText("UNANSWERED");
  await expect(sessionPanelTab(page, /Findings/)).toContainText("1");

  await strip.getByRole("link", { name: "step 1.3.1" }).click();
  await expect(
    page.getByRole("region", { name: "Step 1.3.1" }).getByRole("alert"),
  ).toContainText("no tool_results entry answers this call");

  await sessionPanelTab(page, /Findings/).click();
  const card = page.getByRole("article", {
    name: "Unanswered tool call at message 5",
  });
  await expect(card).toContainText("execute (toolu_01Mz2cHr) has no result");
  await expect(card).toContainText("keep messages 0–4");
  await expect(
    card.getByText(
      "jq '.messages = .messages[0:5]' history_dev.json > /tmp/fixed.json && mv /tmp/fixed.json history_dev.json",
    ),
  ).toBeVisible();
  await expect(
    card.getByRole("button", { name: "Copy: Truncate" }),
  ).toBeVisible();
});

test("the pairing table marks the unanswered call", async ({ page }) => {
  await openSession(page, "unanswered", "?panel=messages");
  await expect(page.getByTestId("message-row-5")).toContainText(
    "execute toolu_01Mz2cHr ✗ unanswered",
  );
  await expect(page.getByText("1 unanswered call")).toBeVisible();
});

test("two consecutive plain user messages are flagged with the likely cause", async ({
  page,
}) => {
  await openSession(page, "duplicateUser", "?panel=findings");
  const card = page.getByRole("article", {
    name: "Two user messages in a row at 0 and 1",
  });
  await expect(card).toContainText("before_llm_call hooks");
  await card.getByRole("link", { name: "Go to step 2" }).click();
  await expect(page).toHaveURL(/step=2&|step=2$/);
  await expect(page.getByRole("region", { name: "Step 2" })).toContainText(
    "Always answer in at most five bullet points.",
  );
});

test("a session without problems says there are no findings", async ({
  page,
}) => {
  await openSession(page, "normal", "?panel=findings");
  await expect(
    page.getByText(/No findings: every tool call has its result/),
  ).toBeVisible();
});
