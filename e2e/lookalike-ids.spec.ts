/**
 * Contract (issue 29): an id is shown whole or visibly shortened — an ellipsis, the whole
 * id in its tooltip and accessible name — and never cut silently; the short forms on one
 * screen tell its runs apart even when the ids share their first 8+ characters (the runs
 * of `fixtures/hostile-data/lookalike-ids*`: a parent, its two child runs and the run
 * before it, all starting `019fd8a2-`), in the header, the findings and the compare view.
 * Compare names an error's aligned step before a same error elsewhere in the other run;
 * the run page answers "same error in the previous run?" with where it was.
 */
import type { Locator } from "@playwright/test";
import { HOSTILE_DATA_URL } from "./support/ports";
import { openRun } from "./support/run-page";
import { pageSettled } from "./support/settled";
import { expect, test } from "./support/test";

const PARENT = "019fd8a2-4c10-7e3a-9b21-5d6e7f8a9b01";
const FAILED_CHILD = "019fd8a2-4c10-7f45-9c13-0e1f2a3b4c5d";
const PREVIOUS = "019fd8a2-3e77-7b10-8d4f-9a8b7c6d5e4f";
const runUrl = (id: string, tail = "") =>
  `${HOSTILE_DATA_URL}/agents/claims_router/runs/${id}${tail}`;

/** The id as shown (`IdText`): its visible short form, checked to name the whole id. */
async function shownId(scope: Locator, id: string): Promise<string> {
  const element = scope.locator(`bdi[title="${id}"]`);
  await expect(element).toHaveAccessibleName(id);
  const visible = element.locator("[aria-hidden]");
  const text = await visible.innerText();
  // Visibly shortened: an ellipsis, and what shows is the id's own start (and end).
  expect(text).toContain("…");
  const [head, end = ""] = text.split("…");
  expect(id.startsWith(head!) && id.endsWith(end)).toBe(true);
  return text;
}

test("ids sharing their first 8 characters read differently in the header and the findings", async ({
  page,
}) => {
  await page.goto(runUrl(PARENT));
  const heading = page.getByRole("heading", { level: 1 });
  const findings = page.getByRole("region", { name: "Findings" });
  const failed = findings.getByRole("article", {
    name: "1 of 2 child runs failed",
  });
  await expect(failed).toBeVisible();
  const inHeader = await shownId(heading, PARENT);
  const inFinding = await shownId(failed, FAILED_CHILD);
  expect(inHeader).not.toBe(inFinding);
  expect(inHeader).not.toBe("019fd8a2…");
  await expect(
    failed.getByRole("link", { name: new RegExp(FAILED_CHILD) }),
  ).toBeVisible();
});

test("the compare header and picker tell the two runs apart", async ({
  page,
}) => {
  await page.goto(runUrl(PARENT, "/compare"));
  await pageSettled(page);
  const heading = page.getByRole("heading", { level: 1 });
  const current = await shownId(heading, PARENT);
  const other = await shownId(heading, PREVIOUS);
  expect(current).not.toBe(other);
  const option = page
    .getByLabel("Compare with")
    .locator(`option[value="${PREVIOUS}"]`);
  await expect(option).toHaveText(new RegExp(`^${other} · COMPLETED`));
});

test("an error whose aligned step succeeded in the other run says so, and where the same error was", async ({
  page,
}) => {
  await page.goto(runUrl(PARENT, "/compare"));
  const errors = page.getByRole("region", { name: "Errors in this run" });
  await expect(errors).toContainText("policy_not_found");
  // The previous run's 1.1.1 looked the policy up fine; its 1.1.3 failed the same way.
  await expect(errors).toContainText(
    "same error at step 1.1.3 in the other run, not at the aligned step — that one succeeded in the other run (1.1.1)",
  );
  await expect(errors).not.toContainText("also failed in the other run");
});

test("the run page answers whether the previous run had the same error, and where", async ({
  page,
}) => {
  await page.goto(runUrl(PARENT));
  const findings = page.getByRole("region", { name: "Findings" });
  await expect(
    findings.getByRole("status", {
      name: "Same error in the previous run? yes — 1.1.1 Look Up Policy (previous run: same error at 1.1.3, not at the aligned step)",
    }),
  ).toBeVisible();
  await expect(
    findings.getByRole("article", {
      name: /also happened in the previous run/,
    }),
  ).toContainText("same error at 1.1.3, not at the aligned step");
});

test("copying a shortened id copies it whole", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(runUrl(PARENT));
  const id = page
    .getByRole("heading", { level: 1 })
    .locator(`bdi[title="${PARENT}"]`);
  await id.selectText();
  await page.keyboard.press("Control+C");
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(PARENT);
});

test("the ledger's attempts show their run ids with an ellipsis and whole in the name", async ({
  page,
}) => {
  await openRun(page, "D19");
  const panel = page.getByRole("region", { name: "State" });
  await panel.getByRole("tab", { name: "Ledger item" }).click();
  const runLinks = panel
    .getByRole("region", { name: "Transitions" })
    .getByRole("link");
  await expect(runLinks).toHaveCount(2);
  for (const link of await runLinks.all()) {
    const runId = /\/runs\/([^/?]+)/.exec(
      (await link.getAttribute("href")) ?? "",
    )![1]!;
    await shownId(link, runId);
    await expect(link).toHaveAccessibleName(runId);
  }
});
