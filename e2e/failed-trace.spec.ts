/**
 * Contract: a run whose trace did not load is not judged. After an error answer, a 429, a
 * reset connection, a body cut short or a body that is not JSON, Findings says it could
 * not be computed — never "no errors, nothing cut short, delivered" under the failure
 * banner. A body that ended early and a body that is not JSON are told apart: the second
 * says where it breaks and what it starts with.
 */
import type { Route } from "@playwright/test";
import { expect, test } from "./support/test";
import { openRun, runUrl } from "./support/run-page";

const D1_TRACE = `${runUrl("D1")}/trace`.replace(/^\/agents/, "/api/agents");

const FAILURES: [string, (route: Route) => Promise<void>][] = [
  [
    "an error answer",
    (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "upstream_error", message: "The Fruxon API failed." },
        }),
      }),
  ],
  [
    "a 429",
    (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "rate_limited", message: "Rate limited." },
        }),
      }),
  ],
  ["a reset connection", (route) => route.abort("connectionreset")],
  [
    "a body cut short",
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"status": "COMPLETED", "trace": {"traces": [{"id": "a"',
      }),
  ],
  [
    "a body that is not JSON",
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"status": "COMPLETED", "trace": <html><body>Sign in</body></html>',
      }),
  ],
];

test.describe("a trace that did not load", () => {
  test.use({
    allowConsoleErrors: [/Failed to load resource/, /net::ERR/],
  });

  for (const [name, fail] of FAILURES) {
    test(`after ${name}, findings say they could not be computed`, async ({
      page,
    }) => {
      await page.route(`**${D1_TRACE}`, fail);
      await openRun(page, "D1");
      await expect(page.getByRole("alert")).toBeVisible();
      // A connection that broke before any answer leaves no run detail to judge at all.
      if (name === "a reset connection") {
        await expect(page.getByText("None of the known")).toHaveCount(0);
        return;
      }
      const findings = page.getByRole("region", { name: "Findings" });
      await expect(findings).toContainText(
        "Findings could not be computed: the trace did not load",
      );
      await expect(findings).not.toContainText("None of the known");
      await expect(findings).not.toContainText("no errors");
    });
  }

  test("a body that ended early says so; one that is not JSON says where it breaks and how it starts", async ({
    page,
  }) => {
    const [, cutShort] = FAILURES[3]!;
    const [, notJson] = FAILURES[4]!;
    await page.route(`**${D1_TRACE}`, cutShort);
    await openRun(page, "D1");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("ended before its JSON did");
    await expect(alert).not.toContainText("not valid JSON");

    await page.unroute(`**${D1_TRACE}`);
    await page.route(`**${D1_TRACE}`, notJson);
    await page.reload();
    await expect(alert).toContainText("is not valid JSON");
    await expect(alert).toContainText("found '<' at byte 33");
    await expect(alert).toContainText('It starts with “{"status"');
    await expect(alert).not.toContainText("cut short");
    await page.screenshot({ path: "test-results/failed-trace-not-json.png" });
  });
});
