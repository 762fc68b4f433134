/**
 * Contract: the run view's State panel answers the investigation workflow's questions on screen, beside
 * the run before it — what did it read (D16: memory changed between runs; the value as the
 * previous run wrote it, linked), would its ids still match (D18: a near-miss id, the
 * differing character marked), why did it fire when it did (D17: off-schedule, the
 * schedule in its timezone), why is this the third attempt and why is the item stuck
 * (D19: the transitions with this run marked, a WAITING item on an UNDELIVERABLE batch, the
 * passes and exclusion reasons). The findings also join the Findings panel.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openRun, stepRow } from "./support/run-page";
import { finding } from "./support/investigate";
import { pageSettled } from "./support/settled";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { RENEWALS_REJECTED_RUN_ID } from "../server/demo/state/renewals-watcher";

const statePanel = (page: Page): Locator =>
  page.getByRole("region", { name: "State" });
const stateTab = (page: Page, name: string): Locator =>
  statePanel(page).getByRole("tabpanel", { name });
const stateFinding = (page: Page, title: string | RegExp) =>
  statePanel(page)
    .getByRole("list", { name: "State findings" })
    .getByText(title);

test("D16: the value it read is not what the previous run wrote", async ({
  page,
}) => {
  await openRun(page, "D16");
  const panel = statePanel(page);
  await expect(
    stateFinding(
      page,
      /Memory "renewals watermark" changed between the previous run and this one/,
    ),
  ).toBeVisible();
  await expect(
    finding(page, /Memory "renewals watermark" changed/),
  ).toBeVisible();
  await expect(
    panel.getByText(
      "The run read a value the previous run did not write: memory changed between the two runs.",
    ),
  ).toBeVisible();
  await expect(
    panel.getByText(
      /Truncated: the runtime cuts memory_search results inside a trace/,
    ),
  ).toBeVisible();
  await expect(panel.getByText("Now (memories API)")).toBeVisible();
  await panel
    .getByRole("link", {
      name: /written by the previous run \(memory_write, step/,
    })
    .click();
  await expect(page).toHaveURL(/step=1\.1\.4/);
});

test("D18: memory holds an id one character off the real one", async ({
  page,
}) => {
  await openRun(page, "D18");
  const panel = statePanel(page);
  await expect(
    stateFinding(page, /1 character off the real id pol_/),
  ).toBeVisible();
  const misses = panel.getByRole("region", { name: "Near-miss ids" });
  await expect(
    misses.getByText("1 character off", { exact: false }),
  ).toBeVisible();
  await expect(misses.locator("mark")).toHaveCount(2);
  // The run before it (a manual fire) FAILED before writing: the value it read is found
  // two runs back, in D16's write — no change reported, and not "no previous run wrote it".
  await expect(
    panel.getByText(
      "The run read the value as the run 2 runs before this one wrote it (its search result agrees with that write).",
    ),
  ).toBeVisible();
  await expect(
    panel.getByRole("link", {
      name: /written by the run 2 runs before this one \(memory_write, step/,
    }),
  ).toHaveAttribute("href", new RegExp(DEMO_SCENARIOS.D16.runId));
  await page.screenshot({ path: "test-results/state-d18.png", fullPage: true });
});

test("D17: fired three hours after the previous run, off a daily Berlin schedule", async ({
  page,
}) => {
  await openRun(page, "D17");
  const panel = statePanel(page);
  await expect(
    stateFinding(
      page,
      /^! Off-schedule fire: fired 3h 00m after the previous run; the schedule is daily at \d\d:\d\d Europe\/Berlin$/,
    ),
  ).toBeVisible();
  await panel.getByRole("tab", { name: "Why it fired" }).click();
  const fired = stateTab(page, "Why it fired");
  await expect(
    fired.getByText(/^daily at \d\d:\d\d Europe\/Berlin$/),
  ).toBeVisible();
  await expect(fired.getByText("Europe/Berlin", { exact: true })).toBeVisible();
  await expect(fired.getByText("window_days")).toBeVisible();
  await expect(fired.getByText(/this fire 3h 00m after it/)).toBeVisible();
  await page.screenshot({ path: "test-results/state-d17.png", fullPage: true });
});

test("an off-schedule fire REJECTED before it ran consumed nothing", async ({
  page,
}) => {
  await page.goto(`/agents/renewals_watcher/runs/${RENEWALS_REJECTED_RUN_ID}`);
  const fire = stateFinding(page, /^! Off-schedule fire: fired 3h 00m after/);
  await expect(fire).toBeVisible();
  await fire.click();
  await expect(
    page.getByText(
      /This run was REJECTED before it ran, so it consumed nothing/,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(/this off-schedule fire consumed it/),
  ).toHaveCount(0);
});

test("D18 on schedule: no off-schedule finding", async ({ page }) => {
  await openRun(page, "D18");
  await statePanel(page).getByRole("tab", { name: "Why it fired" }).click();
  await expect(
    statePanel(page).getByText(/this fire on time|after it/),
  ).toBeVisible();
  await expect(stateFinding(page, /Off-schedule fire/)).toHaveCount(0);
});

test("D19: the third attempt, waiting on an undeliverable batch", async ({
  page,
}) => {
  await openRun(page, "D19");
  const panel = statePanel(page);
  await expect(
    stateFinding(
      page,
      /is WAITING on a UNDELIVERABLE batch: nobody was asked and nobody will answer/,
    ),
  ).toBeVisible();
  await expect(
    stateFinding(page, "Attempt 3 of item claim-4471"),
  ).toBeVisible();
  await panel.getByRole("tab", { name: "Ledger item" }).click();
  await expect(panel.getByText("ask_adjuster · WAITING")).toBeVisible();
  await expect(panel.getByText(/this run is attempt 3 of 3/)).toBeVisible();
  await expect(panel.getByRole("cell", { name: "this run" })).toBeVisible();
  await expect(
    stateTab(page, "Ledger item").getByText("UNDELIVERABLE", { exact: true }),
  ).toBeVisible();
  await expect(
    panel.getByText("duplicate of an open claim", { exact: true }),
  ).toBeVisible();
  await expect(panel.getByText(/a floor: not all completed/)).toBeVisible();
  await page.screenshot({ path: "test-results/state-d19.png", fullPage: true });
});

test("D20: the knowledge search as commands to replay, and the reply's sandbox fork", async ({
  page,
}) => {
  await openRun(page, "D20");
  const panel = statePanel(page);
  await panel.getByRole("tab", { name: "Replay" }).click();
  const replay = stateTab(page, "Replay");
  await expect(
    replay.getByText("kb_home_policy_wording_2026", { exact: true }),
  ).toBeVisible();
  await expect(
    replay.getByText("(from the <knowledge_bases> system block)"),
  ).toBeVisible();
  await expect(
    replay.getByText(/HYBRID mode the top hit always scores 1\.0/),
  ).toBeVisible();
  await expect(
    replay.getByRole("button", { name: /^Copy: the query as sent$/ }),
  ).toBeVisible();
  await expect(
    replay.getByText(
      "fruxon assets search kb_home_policy_wording_2026 -q 'pipe burst away flooded'",
    ),
  ).toBeVisible();
  await expect(
    replay.getByRole("button", { name: "Copy: --explain" }),
  ).toBeVisible();
  await expect(
    replay.getByRole("button", { name: "Copy: --mode VECTOR" }),
  ).toBeVisible();
  await expect(
    replay.getByText(
      /^fruxon agents sandbox fork coverage_helpdesk \S+ \S+ --send --draft -o id$/,
    ),
  ).toBeVisible();
  await page.screenshot({ path: "test-results/state-d20.png", fullPage: true });
});

test("D20 against the run before: the deployed prompt changed, said first", async ({
  page,
}) => {
  await openRun(page, "D20");
  await page.getByRole("link", { name: "Compare with previous" }).click();
  const note = page.getByRole("note").filter({
    hasText: "The deployed systemInstructions changed between these runs",
  });
  await expect(note).toContainText("(revision 6 → 7)");
  await note.getByRole("button", { name: "Show the prompt diff" }).click();
  await expect(page).toHaveURL(/step=1\.1/);
  await page.screenshot({
    path: "test-results/state-d20-compare.png",
    fullPage: true,
  });
});

test("D23: the approval it waits on, and the one rejected before it, with their audit events", async ({
  page,
}) => {
  await openRun(page, "D23");
  const panel = statePanel(page);
  // Parked on an approval: the panel opens on it.
  await expect(panel.getByRole("tab", { name: "Approval" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const approval = stateTab(page, "Approval");
  await expect(
    approval.getByText(/^The run is waiting on an approval since/),
  ).toBeVisible();
  const cards = approval.getByRole("region", { name: /^Approval / });
  await expect(cards).toHaveCount(2);
  const rejected = cards.nth(0);
  await expect(rejected.getByRole("heading", { level: 3 })).toHaveText(
    /^stripe\.create_refund\s*RESPONDED\s*REJECT\s*step 1\.1\.3$/,
  );
  await expect(
    rejected.getByText(
      "“Only the leg is cracked: refund the leg (₪420), not the whole table.”",
    ),
  ).toBeVisible();
  const events = rejected.getByRole("list", { name: "Audit events" });
  await expect(events.getByRole("listitem")).toHaveCount(2);
  await expect(events.getByRole("listitem").nth(0)).toContainText(
    "REQUESTED by system — Sent to Slack #refund-approvals",
  );
  await expect(events.getByRole("listitem").nth(1)).toContainText(
    "RESPONDED by dor.gelless@nordwood.co.il via WEB — REJECT · Only the leg is cracked",
  );
  const pending = cards.nth(1);
  await expect(pending.getByRole("heading", { level: 3 })).toHaveText(
    /^stripe\.create_refund\s*PENDING\s*step 1\.1\.4$/,
  );
  await expect(
    pending.getByText("dor.gelless@nordwood.co.il, ops-lead@nordwood.co.il"),
  ).toBeVisible();
  await expect(pending.getByText("Expires")).toBeVisible();
  // In the tree, the gate's answer marks the step that asked: the wire's SUCCESS alone
  // would read as a refund made.
  await expect(stepRow(page, "1.1.3")).toContainText("SUCCESS");
  await expect(stepRow(page, "1.1.3")).toContainText("human gate: REJECT");
  await expect(stepRow(page, "1.1.4")).toContainText(
    "human gate: no answer recorded",
  );
  await page.screenshot({ path: "test-results/state-d23.png", fullPage: true });
  // The step that asked for it opens in the explorer.
  await pending.getByRole("button", { name: /^step 1\.1\.4$/ }).click();
  await expect(page).toHaveURL(/step=1\.1\.4/);
});

test("D17 compared with the run before: both runs' State panels side by side, each with its findings", async ({
  page,
}) => {
  await openRun(page, "D17", "/compare");
  const mine = page.getByRole("region", { name: "State of this run" });
  const other = page.getByRole("region", { name: "State of the other run" });
  await expect(
    mine
      .getByRole("list", { name: "State findings" })
      .getByText(/^! Off-schedule fire: fired 3h 00m after the previous run/),
  ).toBeVisible();
  await expect(
    other
      .getByRole("list", { name: "State findings" })
      .getByText(/1 character off the real id pol_/),
  ).toBeVisible();
  await other.getByRole("tab", { name: "Why it fired" }).click();
  await expect(
    other
      .getByRole("tabpanel", { name: "Why it fired" })
      .getByText(/^daily at \d\d:\d\d Europe\/Berlin$/),
  ).toBeVisible();
  await page.screenshot({
    path: "test-results/state-d17-compare.png",
    fullPage: true,
  });
  // A step named in the other run's panel selects that run's side of the comparison.
  await other.getByRole("tab", { name: "Memory" }).click();
  await other.getByRole("button", { name: "step 1.1.1" }).first().click();
  await expect(page).toHaveURL(/step=left-1\.1\.1/);
  await expect(
    page.getByRole("region", { name: /^Diff of 1\.1\.1/ }),
  ).toBeVisible();
});

test("a scheduled run that used no memory reads the previous run's record from the list, never its trace", async ({
  page,
}) => {
  // The billing reconciler fires every 6 hours and touches no memory: judging its fire
  // needs only when the run before it started.
  const list = (await (
    await page.request.get("/api/agents/billing_reconciler/runs")
  ).json()) as { items: { id: string; status: string }[] };
  const at = list.items.findIndex((run) => run.status === "COMPLETED");
  const run = list.items[at]!;
  const previous = list.items[at + 1]!;
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/agents/billing_reconciler/runs/${run.id}`);
  const panel = statePanel(page);
  await panel.getByRole("tab", { name: "Why it fired" }).click();
  await expect(
    stateTab(page, "Why it fired").getByRole("link", {
      name: previous.id.slice(0, 8),
    }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: /^Findings/ })).toBeVisible();
  // An absence shows only once the page is done reading: a read of the previous trace,
  // started on any answer above, keeps the page busy until it is answered.
  await pageSettled(page);
  expect(asked.filter((path) => path.includes(previous.id))).toEqual([]);
});
