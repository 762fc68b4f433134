/**
 * Contract: hostile data in a run is shown for what it is and never takes the page down. A
 * right-to-left override in a tool's name shows as a visible tag (the name does not read
 * reversed), and so does one anywhere else data text is shown — the runs list, the run's
 * subject, findings, the conversation, the state panel, compare — with no raw override left
 * in the page's text, tooltips or accessible names; a step tree 5,000 levels deep opens, says it is listed flat below level 100,
 * and its deepest step opens from a link; a result nested 10,000 levels deep is a problem
 * of that step only. A fast-agent session served with `--sessions` shows its overrides as tags too.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { HOSTILE_DATA_URL } from "./support/ports";
import { stepRow } from "./support/run-page";
import { spawnProxy } from "../server/testing/spawn-proxy";

const run = (id: string, search = "") =>
  `${HOSTILE_DATA_URL}/agents/hostile_data/runs/${id}${search}`;

test("a tool named with a right-to-left override shows the override as a tag, in the tree and the inspector", async ({
  page,
}) => {
  await page.goto(run("bidi-tool-name", "?step=1.1"));
  const row = stepRow(page, "1.1");
  await expect(row).toContainText("Open [U+202E]gnp.exe");
  await expect(row).toContainText("files/[U+202E]gnp.exe");
  expect(await row.innerText()).not.toContain("\u202E");
  const inspector = page.getByRole("region", { name: "Step 1.1" });
  await expect(inspector.getByRole("heading", { level: 2 })).toHaveText(
    "Open [U+202E]gnp.exe",
  );
  await page.screenshot({ path: "test-results/hostile-data-bidi.png" });
});

/** Text on the page (text, tooltips, accessible names) that still holds a raw override or isolate. */
function rawBidiControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = /[\u202A-\u202E\u2066-\u2069]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    while (walker.nextNode()) {
      const text = walker.currentNode.nodeValue ?? "";
      if (controls.test(text)) found.push(text);
    }
    for (const element of document.querySelectorAll("[title],[aria-label]"))
      for (const name of ["title", "aria-label"]) {
        const value = element.getAttribute(name);
        if (value && controls.test(value)) found.push(`${name}: ${value}`);
      }
    return found;
  });
}

test("an override anywhere in the data shows as a tag: runs list, subject, findings, conversation, state, compare", async ({
  page,
}) => {
  await page.goto(`${HOSTILE_DATA_URL}/agents/hostile_data/runs`);
  await expect(page.getByTestId("run-row-bidi-everywhere")).toContainText(
    "Invoice [U+202E]fdp.exe for Dana",
  );
  expect(await rawBidiControls(page)).toEqual([]);

  await page.goto(run("bidi-everywhere", "?step=1.2"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Invoice [U+202E]fdp.exe for Dana",
  );
  await expect(page.getByRole("region", { name: "Findings" })).toContainText(
    "cannot open [U+202E]fdp.exe",
  );
  await expect(page.getByRole("region", { name: "State" })).toContainText(
    "note [U+202E]txt.exe",
  );
  await expect(page.getByRole("region", { name: "Step 1.2" })).toContainText(
    "cannot open [U+202E]fdp.exe",
  );
  expect(await rawBidiControls(page)).toEqual([]);
  await page.screenshot({ path: "test-results/hostile-data-bidi-run.png" });

  // An LLM step's messages and reasoning, and the run's final output.
  await page.goto(run("bidi-everywhere", "?step=1.3"));
  const llm = page.getByRole("region", { name: "Step 1.3" });
  await expect(llm).toContainText(
    "The file [U+202E]fdp.exe could not be opened.",
  );
  await llm.getByRole("tab", { name: "Messages" }).click();
  await expect(llm).toContainText("Please send the invoice [U+202E]fdp.exe");
  await expect(
    page.getByRole("region", { name: "Inputs and output" }),
  ).toContainText("Sent [U+202E]fdp.exe to the customer.");
  expect(await rawBidiControls(page)).toEqual([]);
  await page.screenshot({ path: "test-results/hostile-data-bidi-llm.png" });

  await page.goto(
    `${HOSTILE_DATA_URL}/agents/hostile_data/topics/7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b`,
  );
  await expect(
    page.getByText("Sent [U+202E]fdp.exe to the customer."),
  ).toBeVisible();
  await expect(
    page.getByText("Here is [U+202E]fdp.exe, as asked."),
  ).toBeVisible();
  expect(await rawBidiControls(page)).toEqual([]);
  await page.screenshot({ path: "test-results/hostile-data-bidi-topic.png" });

  await page.goto(run("bidi-everywhere", "/compare?against=bidi-tool-name"));
  await expect(
    page.getByRole("region", { name: "Errors in this run" }),
  ).toContainText("Open [U+202E]fdp.exe");
  expect(await rawBidiControls(page)).toEqual([]);
  await page.screenshot({ path: "test-results/hostile-data-bidi-compare.png" });
});

test("a step tree 5,000 levels deep opens, says it lists the deepest steps flat, and its last step opens from a link", async ({
  page,
}) => {
  await page.goto(run("deep-steps"));
  // 5,000 steps of paths up to 10,000 characters: slower than most runs on a loaded machine.
  await expect(page.getByRole("note")).toContainText(
    "Steps nest 5,000 levels deep: below level 100 they are listed flat",
    { timeout: 30_000 },
  );
  await expect(stepRow(page, "1")).toBeVisible();
  await page.screenshot({ path: "test-results/hostile-data-deep-tree.png" });

  // The same 5,000 deep steps read again, on a machine that may be busy: a bound, not a
  // budget (a CI run at load 14 was still folding them after 30 s).
  await page.goto(run("deep-steps", `?step=1${".1".repeat(4999)}`));
  await expect(
    page.getByRole("region", { name: /^Step 1\.1\.1/ }).getByRole("heading", {
      level: 2,
    }),
  ).toHaveText("bottom", { timeout: 90_000 });
});

test("a result nested 10,000 levels deep is a problem of that step, and the run and its list still work", async ({
  page,
}) => {
  await page.goto(run("deep-value", "?step=1"));
  await expect(page.getByRole("region", { name: "Run summary" })).toBeVisible();
  await expect(stepRow(page, "1")).toContainText("Deep result");
  await expect(page.getByRole("alert")).toContainText(
    "This step's data nests too deeply (thousands of levels)",
  );
  await page.screenshot({ path: "test-results/hostile-data-deep-value.png" });
  await page.getByRole("link", { name: "hostile_data" }).click();
  await expect(page.getByRole("link", { name: /deep-steps/ })).toBeVisible();
});

test("an override in a fast-agent session shows as a tag: sessions list, title, messages, stats", async ({
  page,
}) => {
  const proxy = await spawnProxy([
    "--port",
    "0",
    "--sessions",
    "fixtures/hostile-sessions",
  ]);
  try {
    await page.goto(`${proxy.url!}/sessions`);
    await expect(
      page.getByTestId("session-row-2605120938-Kob2h3"),
    ).toContainText("Invoice [U+202E]fdp.exe review");
    expect(await rawBidiControls(page)).toEqual([]);
    await page.goto(`${proxy.url!}/sessions/2605120938-Kob2h3`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Invoice [U+202E]fdp.exe review",
    );
    expect(await rawBidiControls(page)).toEqual([]);
    for (const tab of ["Messages & pairing", "Stats"]) {
      await page.getByRole("link", { name: tab, exact: true }).click();
      await expect(
        page.getByText("agent__[U+202E]gnp.exe").first(),
      ).toBeVisible();
      expect(await rawBidiControls(page)).toEqual([]);
    }
    await page.screenshot({
      path: "test-results/hostile-data-bidi-session.png",
    });
  } finally {
    await page.goto("about:blank");
    await proxy.stop();
  }
});
