/**
 * Contract: `--sessions` on a folder of real fast-agent files it was not built around
 * (`fixtures/fast-agent/real/`: sub-agent traces, a legacy GetPromptResult history, an
 * export, event logs) says only what the files show — a history without timing channels
 * has its times "not recorded", never 0 ms.
 *
 * Each test runs the real proxy on that folder.
 */
import { expect, test } from "./support/test";
import { spawnProxy, type SpawnedProxy } from "../server/testing/spawn-proxy";

let proxy: SpawnedProxy;
test.beforeAll(async () => {
  proxy = await spawnProxy([
    "--port",
    "0",
    "--sessions",
    "fixtures/fast-agent/real",
  ]);
  expect(proxy.url, proxy.stderr).not.toBeNull();
});
test.afterAll(() => proxy.stop());
test.afterEach(async ({ page }) => {
  await page.goto("about:blank");
});

test("a legacy history without timing says its times are not recorded", async ({
  page,
}) => {
  await page.goto(
    `${proxy.url}/sessions/tests__integration__prompt-server__multipart?panel=stats`,
  );
  const rate = page.getByRole("region", { name: "Message rate" });
  await expect(rate.getByRole("row", { name: /^LLM calls/ })).toContainText(
    /not recorded \(\d+ model turns? without timing\)/,
  );
  await expect(
    rate.getByRole("row", { name: /^Total LLM time/ }),
  ).toContainText("not recorded");
  await expect(rate).not.toContainText("0ms");
});

test("a sub-agent trace's usage in the list is the one its Stats tab sums", async ({
  page,
}) => {
  const id = "repo-root__ripgrep_search[1]-2026-01-20-11-50-39";
  await page.goto(`${proxy.url}/sessions`);
  const row = page.getByTestId(`session-row-${id}`);
  await expect(row).toContainText(/[\d,.]+K? in · [\d,.]+K? out/);
  await page.goto(
    `${proxy.url}/sessions/${encodeURIComponent(id)}?panel=stats`,
  );
  await expect(
    page
      .getByRole("region", { name: "Message rate" })
      .getByRole("row", { name: /^Tokens in \/ out/ }),
  ).not.toContainText("—");
});

test("a trace's file-name time reads as its save, its start as recorded, an mtime as this machine's", async ({
  page,
}) => {
  const trace = "repo-root__ripgrep_search[1]-2026-01-20-11-50-39";
  const untimed = "tests__integration__prompt-server__multipart";
  await page.goto(`${proxy.url}/sessions?tz=UTC`);
  const row = page.getByTestId(`session-row-${trace}`);
  await expect(row).toContainText(
    "saved 2026-01-20 11:50:39 (from the file name)",
  );
  await expect(row).toContainText("started 2026-01-20 11:50:35 UTC (recorded)");
  await expect(row).not.toContainText("Created");
  const copied = page.getByTestId(`session-row-${untimed}`);
  await expect(copied).toContainText("(file modified on this machine)");
  // Known only by its mtime: listed after every file with a recorded time.
  const ids = await page
    .locator("[data-testid^='session-row-']")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-testid")));
  expect(ids.indexOf(`session-row-${untimed}`)).toBeGreaterThan(
    ids.indexOf(`session-row-${trace}`),
  );
  await page.goto(`${proxy.url}/sessions/${encodeURIComponent(trace)}?tz=UTC`);
  const facts = page.getByLabel("Session facts");
  await expect(facts).toContainText("Saved");
  await expect(facts).toContainText("(from the file name)");
  await expect(facts).toContainText("Started");
});
