/**
 * Contract: on one machine, two windows of the same browser present and follow each
 * other; `zoom=1` (the header's Zoom) shows larger type and stays on through navigation
 * (a follower's own zoom is `src/model/presence/view-href.test.ts`'s); "Copy summary" on a run and on a compare puts the
 * Markdown for the ticket on the clipboard — link, status, findings with step links, the
 * first divergence, the notes heading.
 */
import { DEMO_SCENARIOS } from "../server/demo/scenarios";
import { giveName, presenceStrip } from "./support/presence-page";
import { openRun, runUrl, stepRow } from "./support/run-page";
import { expect, test } from "./support/test";

const { D1, D2 } = DEMO_SCENARIOS;

test("two windows on one machine: p presents, the other follows", async ({
  page,
  context,
}) => {
  await openRun(page, "D1");
  const other = await context.newPage();
  await other.goto("/");
  // The page keys listen once the app has rendered: a key pressed before is lost.
  await expect(stepRow(page, "1.1")).toBeVisible();
  await page.locator("body").press("p");
  await giveName(page, "Dana");
  // The name is remembered in this browser: the second window does not ask again.
  await expect(presenceStrip(other)).toContainText("Dana is presenting");
  await other.locator("body").press("f");
  await expect(other).toHaveURL(new RegExp(`/runs/${D1.runId}$`), {
    timeout: 1000,
  });
  await stepRow(page, "1.1.3").click();
  await expect(other).toHaveURL(/step=1\.1\.3$/, { timeout: 1000 });
  await page.locator("body").press("p");
  await expect(presenceStrip(other)).toHaveCount(0);
});

test("zoom shows larger rows and is kept in the URL through navigation", async ({
  page,
}) => {
  await openRun(page, "D1");
  const zoom = page.getByRole("button", { name: "Zoom" });
  await expect(zoom).toHaveAttribute("aria-pressed", "false");
  const before = (await stepRow(page, "1.1").boundingBox())!.height;
  await zoom.click();
  await expect(page).toHaveURL(/zoom=1/);
  await expect(zoom).toHaveAttribute("aria-pressed", "true");
  expect((await stepRow(page, "1.1").boundingBox())!.height).toBeGreaterThan(
    before * 1.2,
  );
  await stepRow(page, "1.1.2").click();
  await expect(page).toHaveURL(/step=1\.1\.2/);
  await expect(page).toHaveURL(/zoom=1/);
  await page.getByRole("link", { name: "Compare with previous" }).click();
  await expect(page).toHaveURL(/\/compare\?.*zoom=1/);
});

test.describe(() => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("Copy summary puts the run's Markdown for the ticket on the clipboard", async ({
    page,
  }) => {
    await openRun(page, "D1");
    await expect(
      page.getByRole("region", { name: /Findings/ }).first(),
    ).toBeVisible();
    await page.getByRole("button", { name: "Copy summary" }).click();
    await expect(
      page.getByRole("button", { name: "Summary copied" }),
    ).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain(`## Run \`${D1.runId}\` of \`${D1.agentId}\``);
    expect(markdown).toContain(`${new URL(page.url()).origin}${runUrl("D1")}`);
    expect(markdown).toContain(
      "- Status: **COMPLETED**; delivery: **DELIVERED**",
    );
    expect(markdown).toMatch(/### Findings \([1-9]\d*\)/);
    expect(markdown).toMatch(
      /\[`1\.1\.\d+` [^\]]+\]\(<http[^>]+\?step=1\.1\.\d+>\)/,
    );
    expect(markdown).toContain("### Notes");
  });

  test("Copy summary on a compare adds the first divergence and changed steps", async ({
    page,
  }) => {
    await page.goto(`${runUrl("D1")}/compare`);
    await expect(page.getByText(/First divergence/).first()).toBeVisible();
    await page.getByRole("button", { name: "Copy summary" }).click();
    await expect(
      page.getByRole("button", { name: "Summary copied" }),
    ).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain(`### Compared with [\`${D2.runId}\`]`);
    expect(markdown).toMatch(/- First divergence: \[`1\.1\.2` Search Emails\]/);
    expect(markdown).toMatch(
      /- Changed: .*\[`1\.1\.2` Search Emails \(changed: inputs, result\)\]/,
    );
  });
});
