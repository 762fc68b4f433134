/**
 * Contract: the source badge says which way the live API fails — host unreachable, token
 * rejected, no access to the tenant, not answering — as the proxy printed at start, with
 * the full explanation on the start page; a working token reads "Fruxon API" alone.
 * `--sessions` alone opens on the sessions page, named by the badge.
 *
 * Each case is the real proxy started against a fake Fruxon API on loopback.
 */
import { expect, test } from "./support/test";
import {
  answerAsHealthy,
  answerWith,
  closedPort,
  recordedBody as fixture,
  startFakeUpstream,
  type FakeUpstream,
} from "../server/testing/fake-upstream";
import { spawnProxy, type SpawnedProxy } from "../server/testing/spawn-proxy";

const TOKEN = "fx_pat_E2eSourceCheck0123456789";

let upstream: FakeUpstream;
let proxy: SpawnedProxy | null = null;
test.beforeAll(async () => {
  upstream = await startFakeUpstream();
});
test.afterAll(() => upstream.close());
test.afterEach(async ({ page }) => {
  // Leave the page first: stopping the proxy under it would cut its presence channel.
  await page.goto("about:blank");
  await proxy?.stop();
  proxy = null;
});

async function startLive(apiUrl: string, extra: string[] = []) {
  proxy = await spawnProxy(
    ["--port", "0", "--fruxon-url", apiUrl, "--tenant", "acme", ...extra],
    { FRUXON_TOKEN: TOKEN },
  );
  expect(proxy.url).not.toBeNull();
  return proxy.url!;
}

// The start page's agents list fails the same way as the check: that failure is expected.
test.use({ allowConsoleErrors: [/status of (401|403|502|504)|^ApiError: /] });

const CASES = [
  {
    name: "an unreachable host",
    badge: "Fruxon API · host unreachable",
    detail: /connection refused/,
    start: async () => startLive(`http://127.0.0.1:${await closedPort()}`),
  },
  {
    name: "a rejected token",
    badge: "Fruxon API · token rejected",
    detail: /rejected the token \(401\)/,
    start: () => {
      upstream.answer(
        answerWith(401, fixture("problem.401-token-expired.json")),
      );
      return startLive(upstream.baseUrl);
    },
  },
  {
    name: "a token of another workspace",
    badge: "Fruxon API · no access to tenant",
    detail: /not allowed to read .*\(403\)/,
    start: () => {
      upstream.answer(
        answerWith(403, fixture("problem.403-wrong-tenant.json")),
      );
      return startLive(upstream.baseUrl);
    },
  },
  {
    name: "an API that does not answer",
    badge: "Fruxon API · API not answering",
    detail: /did not answer within 1 s/,
    start: () => {
      upstream.answer(() => {
        // Never answers.
      });
      return startLive(upstream.baseUrl, ["--timeout", "1"]);
    },
  },
];

for (const { name, badge, detail, start } of CASES) {
  test(`the badge and the start page name ${name}`, async ({ page }) => {
    const url = await start();
    await page.goto(url);
    await expect(page.getByRole("status", { name: "Data source" })).toHaveText(
      badge,
    );
    await expect(page.getByRole("main")).toContainText(detail);
    await page.screenshot({
      path: `test-results/source-check-${badge.replace(/\W+/g, "-")}.png`,
    });
  });
}

test("a working token reads as the Fruxon API alone", async ({ page }) => {
  upstream.answer(answerAsHealthy);
  const url = await startLive(upstream.baseUrl);
  await page.goto(url);
  await expect(page.getByRole("status", { name: "Data source" })).toHaveText(
    "Fruxon API",
  );
});

test("--sessions alone opens on the sessions page", async ({ page }) => {
  proxy = await spawnProxy([
    "--port",
    "0",
    "--sessions",
    "fixtures/fast-agent/demo-sessions",
  ]);
  await page.goto(proxy.url!);
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByRole("table", { name: "Sessions" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Data source" })).toHaveText(
    "fast-agent sessions",
  );
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Agents",
    }),
  ).toHaveCount(0);
});
