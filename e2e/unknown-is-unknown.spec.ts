/**
 * Contract: nothing on screen asserts more than the data holds (issue 10). An old-generation
 * run whose steps record no status does not read "0 errors"; a sub-task with nothing to
 * deliver is not "delivered"; a wait past its expiry is called stuck, not healthy; a
 * withheld reply gets no guessed reason and points to its conversation; a tool's average
 * counts only timed calls; runs whose ids share a prefix read differently in the picker;
 * digits after right-to-left text keep their order.
 */
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/test";
import { openRun, runUrl } from "./support/run-page";
import { openCompare } from "./support/compare-page";
import { openSession } from "./support/session-page";

const DAY = 24 * 3600_000;

/** Answers `pattern` with the real answer, changed by `edit`. */
async function editAnswer(
  page: Page,
  pattern: string | RegExp,
  edit: (json: Record<string, unknown>) => void,
) {
  await page.route(pattern, async (route: Route) => {
    // A request the page gave up on (a cancelled query) has no answer to edit.
    try {
      const response = await route.fetch();
      const json = JSON.parse(await response.text()) as Record<string, unknown>;
      edit(json);
      await route.fulfill({ response, json });
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
}

/** Sets every `key` in a JSON tree (iteratively; traces can be deep). */
function setEvery(root: unknown, key: string, value: unknown) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== "object") continue;
    const record = node as Record<string, unknown>;
    if (key in record) record[key] = value;
    stack.push(...Object.values(record));
  }
}

test("D8: steps without statuses read 'errors not recorded', never '0 errors'", async ({
  page,
}) => {
  await openRun(page, "D8");
  const summary = page.getByRole("region", { name: "Run summary" });
  await expect(summary).toContainText("errors not recorded");
  await expect(summary).not.toContainText(/\b0 errors\b/);
  await expect(page.getByText("errors not recorded")).toHaveCount(2);
});

test("a sub-task with nothing to deliver is not called delivered", async ({
  page,
}) => {
  await openRun(page, "D3a");
  const findings = page.getByRole("region", { name: "Findings" });
  await expect(findings).toContainText(/Findings \(\d+\)/);
  await expect(findings).not.toContainText(/\bdelivered\b/);
});

test("a wait past its expiry is called stuck, with the right article", async ({
  page,
}) => {
  await editAnswer(
    page,
    `**${runUrl("D4").replace("/agents", "/api/agents")}/trace`,
    (json) => setEvery(json, "expiresAt", Date.now() - 54 * DAY),
  );
  await openRun(page, "D4");
  const banner = page.getByRole("status", { name: /^Stuck: waiting for a/ });
  await expect(banner).toContainText("expired 54d");
  await expect(banner).toContainText("has not ended this one");
  await expect(banner).not.toContainText("not hung");
  await expect(
    page.getByRole("region", { name: "Findings" }).getByRole("listitem", {
      name: /^Stuck: waiting for/,
    }),
  ).toBeVisible();
});

test("D6: a withheld reply gets no guessed reason, and points to its conversation", async ({
  page,
}) => {
  await openRun(page, "D6");
  const finding = page
    .getByRole("region", { name: "Findings" })
    .getByRole("listitem", { name: /not delivered — deliveryStatus WITHHELD/ });
  await expect(finding).toContainText("the record does not say why");
  await expect(finding).not.toContainText(/admission|owns? the conversation/);
  await finding
    .getByRole("link", { name: "Open the conversation: who owned the chat" })
    .click();
  await expect(page).toHaveURL(/\/topics\//);
});

test("a tool's average counts only its timed calls; the untimed are shown apart", async ({
  page,
}) => {
  await openSession(page, "unanswered", "?panel=stats");
  const table = page.getByRole("region", { name: "Tool calls by name" });
  const row = table.getByRole("row").filter({ hasText: "execute" });
  await expect(row).toBeVisible();
  const cells = await row.getByRole("cell").allInnerTexts();
  const [, calls, untimed, , ownTime, average] = cells;
  const ms = (text: string | undefined) => {
    const match = /^([\d.]+)(ms|s)$/.exec((text ?? "").trim());
    if (!match) throw new Error(`not a duration: ${text}`);
    return Number(match[1]) * (match[2] === "s" ? 1000 : 1);
  };
  // The session's unanswered call has no timing: shown apart, and not averaged over.
  expect(Number(untimed)).toBeGreaterThan(0);
  const timed = Number(calls) - Number(untimed);
  if (timed === 0) {
    expect(ownTime).toBe("—");
    expect(average).toBe("—");
  } else expect(ms(average)).toBeCloseTo(ms(ownTime) / timed, -1);
});

test.describe("runs whose ids share a long prefix", () => {
  // The page looks up the previous run by its (rewritten, unknown) id.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("read differently in the Compare with picker", async ({ page }) => {
    await editAnswer(page, /\/api\/agents\/[^/]+\/runs\?/, (json) => {
      for (const run of (json.items ?? json.runs ?? json.data ?? []) as {
        id: string;
      }[])
        run.id = `7c1e2f10-aaaa-${run.id}`;
    });
    await openCompare(page, "D1");
    const options = page.getByLabel("Compare with").locator("option");
    await expect(options.nth(3)).toBeAttached();
    const labels = await options.allTextContents();
    const ids = labels.slice(1).map((label) => label.split(" · ")[0]);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

test("digits after right-to-left text in a subject keep their order", async ({
  page,
}) => {
  const subject = "Claims sweep for דנה לוי (+972-52-555-0142)";
  await editAnswer(page, /\/api\/agents\/[^/]+\/runs\/[^/?]+$/, (json) => {
    json.subject = subject;
  });
  await openRun(page, "D1");
  const summary = page.getByRole("heading", { level: 1 });
  await expect(summary).toContainText("+972-52-555-0142");
  // Where the "+" and the last digit are drawn: left to right, as written.
  const [plus, last] = await summary.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const at = text.indexOf("+972");
      if (at < 0) continue;
      const x = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect().left;
      };
      return [x(at), x(text.indexOf("0142") + 3)];
    }
    return [NaN, NaN];
  });
  expect(plus).toBeLessThan(last);
});
