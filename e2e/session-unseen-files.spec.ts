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
