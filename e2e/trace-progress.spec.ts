/**
 * Contract: a run's record paints before its trace; a slow trace shows what has arrived
 * (bytes of the expected total, steps read, time elapsed), shows rows before the body ends,
 * and can be cancelled; a trace that failed to load has Retry, and a 429 counts down its
 * Retry-After and retries once by itself; the runs and sessions lists show placeholder rows
 * while they load, not a blank page.
 */
import {
  expect,
  test,
  type CDPSession,
  type Page,
  type Route,
} from "@playwright/test";
import { openRun, runUrl, stepRow } from "./support/run-page";

const TRACE = "**/api/agents/*/runs/*/trace";

/** Holds every trace request until `release()`. */
async function holdTraces(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(TRACE, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

const sessions = new WeakMap<Page, CDPSession>();

/**
 * Limits the page's download speed (the trace worker's fetches included); -1 lifts it.
 * Through one DevTools session per page: a limit set in one session is not lifted by
 * another, and the read after "Retry" crawled at the limit instead of running free.
 */
async function throttle(page: Page, bytesPerSecond: number): Promise<void> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    sessions.set(page, cdp);
  }
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
}

test("the run's record paints before its trace arrives", async ({ page }) => {
  const release = await holdTraces(page);
  await openRun(page, "D1");
  const summary = page.getByRole("region", { name: "Run summary" });
  await expect(summary).toContainText("COMPLETED");
  await expect(summary).toContainText("email_policies_parser");
  // The record's subject (the page's heading) and span are on the page while the trace
  // is still held.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Dana Levi · policy email batch",
  );
  await expect(summary).toContainText(/Run span\s*\d+m \d+s/);
  await expect(stepRow(page, "1")).toHaveCount(0);
  await expect(
    page.getByRole("status", { name: "Trace loading" }),
  ).toContainText("0 steps read");
  release();
  await expect(stepRow(page, "1")).toBeVisible();
  await expect(summary).toContainText("20 steps");
  await expect(page.getByRole("status", { name: "Trace loading" })).toHaveCount(
    0,
  );
});

test("a slow trace shows bytes of the total, steps read and time, with rows before it ends; Cancel stops it", async ({
  page,
}) => {
  await page.goto("/");
  await throttle(page, 400_000);
  await openRun(page, "D10");
  const progress = page.getByRole("status", { name: "Trace loading" });
  await expect(progress).toContainText(
    /\d+(\.\d)? (KB|MB) of \d+(\.\d)? MB \(\d+%\)/,
  );
  await expect(progress).toContainText(/[1-9][\d,]* steps read/);
  await expect(progress).toContainText(/\d+\.\d s/);
  // Rows of the steps read so far, while the body is still arriving.
  await expect(stepRow(page, "1.1.1")).toBeVisible();
  await expect(progress).toBeVisible();

  await progress.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Loading the trace was cancelled.",
  );
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);

  await throttle(page, -1);
  await page.getByRole("button", { name: "Retry" }).click();
  // Unthrottled, the whole 10,000-step trace is read; a loaded machine may take a while.
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "10,101 steps",
    { timeout: 90_000 },
  );
  await expect(stepRow(page, "1")).toBeVisible();
});

test("a trace that failed to load says why and has Retry", async ({ page }) => {
  let failures = 1;
  await page.route(TRACE, (route) =>
    failures-- > 0
      ? route.fulfill({
          status: 502,
          contentType: "application/json",
          body: JSON.stringify({
            error: {
              code: "upstream_error",
              message:
                "The Fruxon API failed (HTTP 502). Try again in a moment.",
            },
          }),
        })
      : route.continue(),
  );
  await openRun(page, "D1");
  await expect(page.getByRole("alert")).toContainText(
    "The Fruxon API failed (HTTP 502).",
  );
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "COMPLETED",
  );
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(stepRow(page, "1")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a 429 counts down its Retry-After, then retries once by itself", async ({
  page,
}) => {
  // D1's own trace: the findings read the previous run's trace too, once D1's is in.
  const d1Trace = `${runUrl("D1")}/trace`.replace(/^\/agents/, "/api/agents");
  let requests = 0;
  await page.route(TRACE, (route) => {
    if (!route.request().url().endsWith(d1Trace)) return route.continue();
    requests++;
    return requests === 1
      ? route.fulfill({
          status: 429,
          contentType: "application/json",
          body: JSON.stringify({
            error: {
              code: "rate_limited",
              message: "The Fruxon API is rate limiting requests.",
              retryAfterSeconds: 2,
            },
          }),
        })
      : route.continue();
  });
  await page.goto(runUrl("D1"));
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("rate limiting");
  await expect(alert).toContainText(/Retrying in [12] s…/);
  await expect(stepRow(page, "1")).toBeVisible({ timeout: 10_000 });
  expect(requests).toBe(2);
});

test("the runs list and the sessions list show placeholder rows while they load", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/api\/(agents\/[^/]+\/runs\?|sessions$)/,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto(`/agents/email_policies_parser/runs`);
  await expect(
    page.getByRole("status", { name: "Loading runs" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Runs of email_policies_parser" }),
  ).toBeVisible();
  release();
  await expect(page.getByRole("table", { name: "Runs" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading runs" })).toHaveCount(
    0,
  );

  let releaseSessions = () => {};
  const heldSessions = new Promise<void>(
    (resolve) => (releaseSessions = resolve),
  );
  await page.unrouteAll();
  await page.route(/\/api\/sessions$/, async (route) => {
    await heldSessions;
    await route.continue();
  });
  await page.goto("/sessions");
  await expect(
    page.getByRole("status", { name: "Loading sessions" }),
  ).toBeVisible();
  releaseSessions();
  await expect(page.getByRole("table", { name: "Sessions" })).toBeVisible();
});

test("a linked step not read yet is said to be on its way, and missing only once the trace is whole", async ({
  page,
}) => {
  await page.goto("/");
  await throttle(page, 400_000);
  await openRun(page, "D10", "?step=9.9");
  await expect(page.getByRole("alert")).toContainText(
    /Step 9\.9 is not among the [\d,]+ steps read so far; it opens when it arrives\./,
  );
  await throttle(page, -1);
  await expect(page.getByRole("alert")).toHaveText(
    "Step 9.9 is not in this run.",
    { timeout: 90_000 },
  );
});
