/**
 * Contract: the conversation a run belongs to is on the run view and at
 * `/agents/:agentId/topics/:topicId`, and answers the three "not in the trace"
 * complaints on screen: a person's words the agent repeated (D13), a follow-up answered
 * blind in a fresh session after CONSOLE_ALREADY_RESOLVED (D14), and messages withheld
 * from every agent during a takeover nobody held (D15) — reachable from the run link or
 * from the customer's phone number. `?message=` selects an entry.
 */
import { expect, test } from "./support/test";
import { openRun } from "./support/run-page";
import { finding, findCustomer } from "./support/investigate";
import { conversationPanel, transcript } from "./support/conversation-page";
import { SAVED_RUNS_URL } from "./support/ports";

test("D13: the operator's turn is a person's, and the agent repeated it", async ({
  page,
}) => {
  await openRun(page, "D13");
  const panel = conversationPanel(page);
  await expect(panel.getByText("human operator (a person)")).toBeVisible();
  await expect(
    panel.getByText(/this is Dor from Nordwood billing/),
  ).toBeVisible();
  await expect(
    finding(page, "The agent repeated a human operator's words as its own"),
  ).toBeVisible();
  await expect(
    finding(page, /an end was requested \(IDLE_TIMEOUT\) but never applied/),
  ).toBeVisible();
  await panel.getByRole("link", { name: "Open conversation" }).click();
  await expect(page).toHaveURL(/\/topics\/.+run=/);
  const log = transcript(page);
  await expect(log.getByText("this run")).toBeVisible();
  await expect(page.getByText(/loaded turns is run/)).toHaveCount(0);
  // Thousands of turns: older pages load on request, the list stays a small DOM.
  await log.getByRole("button", { name: "Load older turns" }).click();
  await expect(
    log.getByRole("button", { name: "Load older turns" }),
  ).toBeEnabled();
  expect(await log.locator("[data-entry]").count()).toBeLessThan(80);
});

test("D7: this run's turn in the Conversation panel opens the step that wrote it", async ({
  page,
}) => {
  await openRun(page, "D7");
  const panel = conversationPanel(page);
  // The turn names its step by id; the path comes from the worker that holds the steps.
  await panel.getByRole("button", { name: "step 1.1" }).click();
  await expect(page).toHaveURL(/step=1\.1(&|$)/);
});

test("D14: the run says it answered blind; the boundary shows the end cause", async ({
  page,
}) => {
  await openRun(page, "D14");
  await expect(
    page
      .getByRole("note")
      .getByText(
        "This run answered without the earlier exchange: the previous session ended CONSOLE_ALREADY_RESOLVED 40s before.",
      ),
  ).toBeVisible();
  await page
    .getByRole("link", { name: "See the boundary in the conversation" })
    .click();
  const log = transcript(page);
  await expect(
    log.getByText(
      "Previous session ended CONSOLE_ALREADY_RESOLVED, 40s before.",
    ),
  ).toBeVisible();
  await expect(
    log.getByText(
      "It started with nothing: no resolved case was handed over (seedContextIn without recentSupportHandoff).",
    ),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Findings" })).toContainText(
    "Answered without the earlier exchange",
  );
});

test("D15: withheld messages sit in the transcript, apart from turns, with the takeover", async ({
  page,
}) => {
  await openRun(page, "D15");
  await expect(
    finding(
      page,
      "3 inbound messages withheld (HUMAN_OWNED_CONVERSATION) and never consumed",
    ),
  ).toBeVisible();
  await expect(
    finding(
      page,
      "A takeover (RESOLVED) that nobody was seen holding (humanObservedAt: null)",
    ),
  ).toBeVisible();
  await finding(page, /3 inbound messages withheld/)
    .getByRole("link", { name: "WITHHELD_PENDING" })
    .click();
  await expect(page).toHaveURL(/message=msg_in_/);
  const log = transcript(page);
  const selected = log.locator("[aria-current='true']");
  await expect(selected).toContainText("I want to cancel the order.");
  await expect(selected).toContainText(
    "WITHHELD_PENDING · HUMAN_OWNED_CONVERSATION — never reached an agent",
  );
  await expect(
    log.getByText(
      /Takeover RESOLVED after .*: nobody was seen holding the chat \(humanObservedAt: null\)/,
    ),
  ).toBeVisible();
  await page
    .getByRole("button", { name: "Show the escalation policy" })
    .click();
  const policy = page.getByRole("region", { name: "Escalation policy" });
  await expect(policy).toContainText("NATIVE_HANDOFF");
  await expect(policy).toContainText("Dor Gelless, Noam Rosen");
});

test("from the customer's phone number to why nobody replied", async ({
  page,
}) => {
  await page.goto("/");
  await findCustomer(page, "050-418-2277");
  await page
    .getByRole("region", { name: /Customers matching/ })
    .getByRole("link", { name: "Why no reply? (support_assistant)" })
    .click();
  await expect(page).toHaveURL(
    /\/agents\/support_assistant\/quiet\?participant=/,
  );
  await expect(
    page.getByRole("region", {
      name: "Messages that never reached an agent (3)",
    }),
  ).toContainText("I took the day off work for this delivery. Please call me.");
  await expect(
    page.getByRole("region", { name: "Takeovers (1)" }),
  ).toContainText("nobody was seen holding the chat (humanObservedAt: null)");
  const topics = page.getByRole("region", {
    name: "Topics where the customer wrote last (1)",
  });
  await expect(topics).toContainText("last message withheld — no run followed");
  await topics.getByRole("link", { name: "open in the conversation" }).click();
  await expect(transcript(page).locator("[aria-current='true']")).toContainText(
    "I want to cancel the order.",
  );
});

test("why no reply? in a window that holds none: says the window, counts what is before it, widens in one click", async ({
  page,
}) => {
  // D15's withheld messages are 2.5 to 8.5 hours old: a window of the last hour holds none.
  const since = Date.now() - 60 * 60 * 1000;
  await page.goto(
    `/agents/support_assistant/quiet?participant=${encodeURIComponent("050-418-2277")}&since=${since}`,
  );
  const withheld = page.getByRole("region", {
    name: "Messages that never reached an agent (0)",
  });
  await expect(withheld).toContainText(
    /No withheld inbound messages from .+ to .+\./,
  );
  await expect(withheld).toContainText(
    /3 more before this window, the latest at .+\./,
  );
  await withheld.getByRole("link", { name: "Look back to it" }).click();
  await expect(
    page.getByRole("region", {
      name: "Messages that never reached an agent (1)",
    }),
  ).toContainText("I want to cancel the order.");
});

test("D4: the consult it waits on opens in the same panel, with no reply yet", async ({
  page,
}) => {
  await openRun(page, "D4");
  const panel = conversationPanel(page);
  await panel
    .getByRole("button", { name: "Consult: Dor Gelless (waiting)" })
    .click();
  await expect(panel.getByText(/That is above my ₪500 limit/)).toBeVisible();
  await expect(panel.getByText("this run", { exact: true })).toBeVisible();
});

test("a shared topic link with ?message= opens on that entry, garbage selects nothing", async ({
  page,
}) => {
  const { DEMO_SCENARIOS } = await import("../server/demo/scenarios");
  const { agentId, runId } = DEMO_SCENARIOS.D14;
  const record = (await (
    await page.request.get(`/api/agents/${agentId}/runs/${runId}`)
  ).json()) as { topicId: string; sessionId: string };
  await page.goto(
    `/agents/${agentId}/topics/${record.topicId}?message=${record.sessionId}`,
  );
  await expect(transcript(page).locator("[aria-current='true']")).toContainText(
    `Session ${record.sessionId} starts — with an empty transcript`,
  );
  await page.goto(
    `/agents/${agentId}/topics/${record.topicId}?message=%2F..&mask=1`,
  );
  await expect(transcript(page).getByText("this run")).toHaveCount(0);
  await expect(transcript(page).locator("[aria-current='true']")).toHaveCount(
    0,
  );
});

test("the topic page names the participant on USER turns, not a generic 'user'", async ({
  page,
}) => {
  await openRun(page, "D13");
  await conversationPanel(page)
    .getByRole("link", { name: "Open conversation" })
    .click();
  const log = transcript(page);
  await expect(
    log.getByText("Hi, the refund still isn't on my card"),
  ).toBeVisible();
  await expect(
    log.getByText("Lior Shapiro", { exact: true }).first(),
  ).toBeVisible();
  await expect(log.getByText("user", { exact: true })).toHaveCount(0);
});

test("a source that holds none of the conversation says so, names the command, and computes no findings", async ({
  page,
}) => {
  // The saved-runs folder has the consult run but none of its topic's saved outputs.
  await page.goto(
    `${SAVED_RUNS_URL}/agents/email_policies_parser/topics/b8a2e04a-1111-4c2d-9e3f-0a1b2c3d4e5f`,
  );
  await expect(page.getByTestId("context-part-Topic")).toContainText(
    "fruxon agents topics get email_policies_parser b8a2e04a-1111-4c2d-9e3f-0a1b2c3d4e5f -o json",
  );
  await expect(page.getByTestId("context-part-Turns")).toContainText(
    "fruxon agents topics messages email_policies_parser",
  );
  // An unloaded topic says nothing about its participant or address.
  await expect(page.getByText("the topic names no participant")).toHaveCount(0);
  const findings = page.getByRole("region", { name: "Findings" });
  await expect(findings).toContainText("Could not be computed");
  await expect(findings).not.toContainText("nothing withheld");
});

test("D23: a run with no turn among its conversation's says so, in the panel and on the page", async ({
  page,
}) => {
  // D23 waits on an approval and has not replied; its topic holds an older session's turns.
  await openRun(page, "D23");
  const panel = conversationPanel(page);
  const note =
    /^None of the 4 loaded turns is run d23a7c41…'s: every turn of this conversation is loaded\.$/;
  await expect(panel.getByRole("status")).toHaveText(note);
  await panel.getByRole("link", { name: "Open conversation" }).click();
  await expect(page).toHaveURL(/\/topics\/.+run=d23a7c41/);
  await expect(
    page.getByRole("region", { name: "Conversation" }).getByRole("status"),
  ).toHaveText(note);
  await expect(transcript(page).getByText("this run")).toHaveCount(0);
});
