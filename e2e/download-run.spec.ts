/**
 * Contract (issue 12): "Download run (JSON)" on the run page saves the run as the source
 * returned it — the trace answer, or the record for a run without a trace — unchanged
 * when masking is off, and with the people masked as on screen when it is on.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { openRun } from "./support/run-page";
import { expect, NO_TRACE_404, test } from "./support/test";

const { D1, D5 } = DEMO_SCENARIOS;

/** Clicks the button and returns the saved file's name and parsed JSON. */
async function download(page: Page, doneLabel: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download run (JSON)" }).click(),
  ]);
  await expect(page.getByRole("button", { name: doneLabel })).toBeVisible();
  const path = await file.path();
  return {
    name: file.suggestedFilename(),
    text: readFileSync(path, "utf8"),
  };
}

test("saves the trace as the proxy serves it, and masked when masking is on", async ({
  page,
}) => {
  const tracePath = `/api/agents/${D1.agentId}/runs/${D1.runId}/trace`;
  const served = (await (await page.request.get(tracePath)).json()) as unknown;

  await openRun(page, "D1");
  const plain = await download(page, "Downloaded");
  expect(plain.name).toBe(`${D1.agentId}-${D1.runId}.trace.json`);
  expect(JSON.parse(plain.text)).toEqual(served);
  // A customer's phone number inside a tool result (HubSpot's answer).
  const phone = "+972523301876";
  expect(plain.text.includes(phone)).toBe(true);

  await openRun(page, "D1", "?mask=1");
  // The h1: the spawn tree panel names the run's subject too, once it has loaded.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Customer A · policy email batch",
  );
  const masked = await download(page, "Downloaded (masked)");
  expect(masked.name).toBe(plain.name);
  expect(masked.text.includes(phone)).toBe(false);
  expect(/\+972-[•-]+1876/.test(masked.text)).toBe(true);
  // Still the trace's shape: what `--traces` and Open file read back.
  const maskedJson = JSON.parse(masked.text) as { trace?: { traces?: [] } };
  expect(Array.isArray(maskedJson.trace?.traces)).toBe(true);
});

test.describe("D5 (a run that never ran)", () => {
  test.use({ allowConsoleErrors: [NO_TRACE_404] });

  test("saves the record when the run has no trace", async ({ page }) => {
    const recordPath = `/api/agents/${D5.agentId}/runs/${D5.runId}`;
    const served = (await (
      await page.request.get(recordPath)
    ).json()) as unknown;
    await openRun(page, "D5");
    const saved = await download(page, "Downloaded");
    expect(saved.name).toBe(`${D5.agentId}-${D5.runId}.record.json`);
    expect(JSON.parse(saved.text)).toEqual(served);
  });
});
