/**
 * Contract (issue 12): printing a run prints its headline, its findings and the selected
 * step, in full — no scroll box cuts them, the step's whole JSON is on paper (the editors
 * show only the lines in view) — and leaves out what is only for the screen: the header,
 * the step tree, the other panels, the buttons.
 */
import { expect, test } from "./support/test";
import { openRun, stepRow } from "./support/run-page";

test("prints the headline, the findings and the selected step in full", async ({
  page,
}) => {
  await openRun(page, "D1", "?step=1.1.2");
  await expect(stepRow(page, "1.1.2")).toBeVisible();
  const findings = page.getByRole("region", { name: "Findings" });
  await expect(findings).toContainText("1 of 3 child runs failed");
  const stepInFull = page.getByRole("region", { name: "Step 1.1.2 in full" });
  // On screen: not rendered at all.
  await expect(stepInFull).toHaveCount(0);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Dana Levi · policy email batch",
  );
  await expect(page.getByRole("region", { name: "Run summary" })).toBeVisible();
  await expect(findings).toBeVisible();
  // Every finding, none behind a scroll box (a screen reader's text, 1 px by design, is
  // not one).
  const unscrolled = await findings.evaluate((section) =>
    [...section.querySelectorAll("*")].every(
      (element) =>
        element.clientWidth <= 1 ||
        element.scrollHeight <= element.clientHeight + 1,
    ),
  );
  expect(unscrolled).toBe(true);
  // The step in full: its whole result, to the last email the search returned.
  await expect(stepInFull).toBeVisible();
  await expect(stepInFull).toContainText('"displayName": "Search Emails"');
  await expect(stepInFull).toContainText('"resultSizeEstimate": 22');
  await expect(stepInFull).toContainText('"deliveredChars": 8000');
  // Screen-only parts stay off the paper.
  await expect(stepRow(page, "1.1.2")).toBeHidden();
  await expect(page.getByRole("search", { name: "Open a run" })).toBeHidden();
  await expect(page.getByRole("region", { name: "State" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Copy summary" })).toBeHidden();
  await expect(page.getByRole("tablist", { name: "Step panes" })).toBeHidden();

  const pdf = await page.pdf({ format: "A4", printBackground: false });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
  await page.screenshot({
    path: test.info().outputPath("print.png"),
    fullPage: true,
  });

  await page.emulateMedia({ media: "screen" });
  await expect(stepInFull).toHaveCount(0);
  await expect(stepRow(page, "1.1.2")).toBeVisible();
});
