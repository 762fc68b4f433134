/**
 * Contract: a run of 10,000+ steps (demo D10) opens, scrolls through its virtualised tree,
 * filters, and jumps between errors without rendering every row.
 */
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { openRun, stepRow } from "./support/run-page";
import { pageSettled } from "./support/settled";

/** The row shows, and it is the tree's selected item. */
async function expectSelectedRow(page: Page, path: string): Promise<void> {
  await expect(stepRow(page, path)).toBeVisible();
  await expect(
    page
      .getByRole("treeitem", { selected: true })
      .getByTestId(`step-row-${path}`),
  ).toBeVisible();
}

/** Opens D10 and waits until every step is read and the first rows show. */
async function openWholeD10(page: Page): Promise<void> {
  await openRun(page, "D10");
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "10,101 steps",
  );
  await expect(stepRow(page, "1.1.1")).toBeVisible();
  // The summary's count is the run record's; the trace may still be streaming in.
  await pageSettled(page);
}

test("D10 opens with only the visible rows in the page, and error navigation reaches deep steps", async ({
  page,
}) => {
  await openWholeD10(page);
  expect(await page.getByRole("treeitem").count()).toBeLessThan(100);

  await page.getByRole("button", { name: "Next error (e)" }).click();
  await expect(page).toHaveURL(/step=1\.10\.97/);
  await expect(stepRow(page, "1.10.97")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Step 1.10.97" }).getByRole("alert"),
  ).toContainText("409 Conflict");

  await page.getByRole("tree", { name: "Steps" }).hover();
  await page.mouse.wheel(0, 20_000);
  await expect(page.getByRole("treeitem").first()).not.toContainText(
    /^1\.1\.1\b/,
  );
});

test("collapse all and expand all work on 10,000 steps", async ({ page }) => {
  await openRun(page, "D10");
  await page.getByRole("button", { name: "Collapse all" }).click();
  await expect(page.getByRole("treeitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Expand all" }).click();
  await expect(stepRow(page, "1.1.1")).toBeVisible();
});

test("a filter on 10,000 steps keeps matches and their ancestors, and the selection survives clearing it", async ({
  page,
}) => {
  await openRun(page, "D10");
  const filter = page.getByLabel("Filter steps");
  await filter.fill("409 conflict");
  await filter.press("Enter");
  await expect(page.getByText(/^\d+ matches$/)).toBeVisible();
  await expect(stepRow(page, "1.10.97")).toBeVisible();
  await expect(stepRow(page, "1.10")).toBeVisible();
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);

  await stepRow(page, "1.10.97").click();
  await expect(page).toHaveURL(/step=1\.10\.97/);
  await filter.fill("");
  await filter.press("Enter");
  await expect(page.getByText(/^\d+ matches$/)).toHaveCount(0);
  await expectSelectedRow(page, "1.10.97");
});

test("filters typed and cleared while the tree scrolls leave the tree working: its rows never change under a row mid-render", async ({
  page,
}) => {
  await openWholeD10(page);
  // Scroll the tree to another place every frame, as someone scrolling while they type
  // does: each frame renders rows far down the tree, while a filter's answer (a few rows)
  // renders deferred behind them.
  await page.evaluate(() => {
    let frame = 0;
    const scroll = () => {
      const tree = document.querySelector('[role="tree"][aria-label="Steps"]');
      const scroller =
        tree &&
        [tree, ...tree.querySelectorAll("div")].find(
          (element) => element.scrollHeight > element.clientHeight + 10,
        );
      frame = (frame + 37) % 100;
      if (scroller)
        scroller.scrollTop =
          ((scroller.scrollHeight - scroller.clientHeight) * frame) / 100;
      requestAnimationFrame(scroll);
    };
    requestAnimationFrame(scroll);
  });
  const filter = page.getByLabel("Filter steps");
  const answer = page.getByText(/^\d+ match(es)?$/);
  for (const needle of ["409 conflict", "mark reconciled", "lookup", "409"]) {
    await filter.pressSequentially(needle, { delay: 20 });
    await filter.press("Enter");
    await expect(answer).toBeVisible();
    await filter.fill("");
    await filter.press("Enter");
    await expect(answer).toHaveCount(0);
  }
  // The page guard fails the test on the error a torn tree throws; the tree is still there.
  await expect(page.getByRole("treeitem").first()).toBeVisible();
});

test("a row clicked as the tree scrolls is selected: the scroll does not take the click", async ({
  page,
}) => {
  await openWholeD10(page);
  // Scroll the tree, and two frames later (the list has rendered as scrolling) find the row
  // in the middle of it: a person's click right after the wheel.
  const target = await page.evaluate(
    () =>
      new Promise<{ x: number; y: number; path: string }>((resolve) => {
        const tree = document.querySelector(
          '[role="tree"][aria-label="Steps"]',
        )!;
        const scroller = [...tree.querySelectorAll("div")].find(
          (element) => element.scrollHeight > element.clientHeight + 10,
        )!;
        scroller.scrollTop += 2_000;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const box = scroller.getBoundingClientRect();
            const x = box.left + 40;
            const y = box.top + box.height / 2;
            const row = [
              ...tree.querySelectorAll<HTMLElement>(
                '[data-testid^="step-row-"]',
              ),
            ].find((element) => {
              const rect = element.getBoundingClientRect();
              return rect.top <= y && y < rect.bottom;
            })!;
            resolve({
              x,
              y,
              path: row.dataset.testid!.slice("step-row-".length),
            });
          }),
        );
      }),
  );
  await page.mouse.click(target.x, target.y);
  await expect(page).toHaveURL(
    new RegExp(`step=${target.path.replaceAll(".", "\\.")}(&|$)`),
  );
  await expectSelectedRow(page, target.path);
});

/** Opens D10 and goes to its last error ("previous" with nothing selected): its path. */
async function goToLastError(page: Page): Promise<string> {
  await openRun(page, "D10");
  await page.getByRole("button", { name: "Previous error (E)" }).click();
  await expect(page).toHaveURL(/step=1\.\d+\.\d+/);
  return new URL(page.url()).searchParams.get("step")!;
}

test("previous error with nothing selected goes to the run's last error", async ({
  page,
}) => {
  const path = await goToLastError(page);
  await expect(stepRow(page, path)).toBeVisible();
  await expect(
    page.getByRole("region", { name: `Step ${path}` }).getByRole("alert"),
  ).toContainText("409 Conflict");
  // It is the last one: "next" from it wraps around to the first error.
  await page.getByRole("button", { name: "Next error (e)" }).click();
  await expect(page).toHaveURL(/step=1\.10\.97/);
});

test("on 10,000 steps a closed row's steps show when it opens, by click, by key and by a jump", async ({
  page,
}) => {
  await openRun(page, "D10");
  await page.getByRole("button", { name: "Collapse all" }).click();
  await expect(page.getByRole("treeitem")).toHaveCount(1);

  await page.getByRole("button", { name: "Expand 1", exact: true }).click();
  await expect(stepRow(page, "1.1")).toBeVisible();
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);
  await stepRow(page, "1.1").click();
  await page.keyboard.press("ArrowRight");
  await expect(stepRow(page, "1.1.1")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);

  // An error inside a row that stayed closed: the jump opens the way to it.
  await page.getByRole("button", { name: "Next error (e)" }).click();
  await expect(page).toHaveURL(/step=1\.10\.97/);
  await expectSelectedRow(page, "1.10.97");
});

test("D10 opens its first branches in full and the later ones closed (a few thousand rows for the tree widget, not 10,101), each saying the failed steps it holds; a jump or Expand all opens the rest", async ({
  page,
}) => {
  await openWholeD10(page);
  // The last row is the last batch, closed: its 100 steps come after the first 2,000 rows.
  await stepRow(page, "1").click();
  await page.keyboard.press("End");
  await expectSelectedRow(page, "1.100");
  await expect(
    page.getByRole("button", { name: "Expand 1.100", exact: true }),
  ).toBeVisible();
  await expect(stepRow(page, "1.100.1")).toHaveCount(0);
  // A closed row says what it hides: the run's last error is in that batch.
  await expect(page.getByTestId("errors-inside-1.100")).toHaveText(
    "✗ 1 failed step inside",
  );
  await expect(stepRow(page, "1.100")).toHaveAccessibleName(
    /1 failed step inside$/,
  );

  // The jump to it opens the way, and the open row no longer needs to say it.
  await page.getByRole("button", { name: "Next error (e)" }).click();
  await expect(page).toHaveURL(/step=1\.100\.70/);
  await expectSelectedRow(page, "1.100.70");
  await expect(page.getByTestId("errors-inside-1.100")).toHaveCount(0);

  await page.getByRole("button", { name: "Expand all" }).click();
  await stepRow(page, "1.100.70").click();
  await page.keyboard.press("End");
  await expectSelectedRow(page, "1.100.100");
});

test("while D10 streams in, the tree is never laid out fully open past its budget, not even for one render", async ({
  page,
}) => {
  // Every height the tree's scrolled content takes, as it is committed: react-window sets
  // it to rows × row height on each render that changes the rows it was handed.
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { treeHeights: number[] }).treeHeights = seen;
    new MutationObserver(() => {
      const tree = document.querySelector('[role="tree"]');
      const scroller = tree?.firstElementChild;
      if (scroller) seen.push(scroller.scrollHeight);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["style"],
    });
  });
  await openWholeD10(page);
  const rowHeight = 24;
  const rowsSeen = async () =>
    (
      await page.evaluate(
        () => (window as unknown as { treeHeights: number[] }).treeHeights,
      )
    ).map((height) => Math.round(height / rowHeight));
  // The whole trace is read; the tree shows its last snapshot in a transition, soon after.
  // The budget layout: about 2,000 rows open, the later batches closed — far from 10,101.
  await expect
    .poll(async () => (await rowsSeen()).at(-1))
    .toBeGreaterThan(2_000);
  const rows = await rowsSeen();
  const laidOut = rows.at(-1)!;
  expect(laidOut).toBeLessThan(2_200);
  // A snapshot of the streamed trace never reached the tree with more rows than that.
  expect(Math.max(...rows)).toBeLessThanOrEqual(laidOut);
});

test("a deep link to a late step of D10 shows that step in full, and the steps read after it leave none unread", async ({
  page,
}) => {
  // The run's last error: the reader passes over every step before it, reads it, then
  // the rest (decision 2001).
  const path = await goToLastError(page);

  await openRun(page, "D10", `?step=${path}`);
  const inspector = page.getByRole("region", { name: `Step ${path}` });
  await expect(inspector.getByRole("alert")).toContainText("409 Conflict");
  // Its parameters: the payload, from the worker, not a summary shown as the step.
  await expect(inspector.getByTestId("pane-parameters")).toContainText(
    "entryId",
  );
  await expectSelectedRow(page, path);
  await expect(page.getByRole("region", { name: "Run summary" })).toContainText(
    "10,101 steps",
  );
  await pageSettled(page);
  // Every row on screen is a step read: none still says it is not.
  await expect(page.getByRole("tree", { name: "Steps" })).not.toContainText(
    "not read yet",
  );
  const rows = page.getByRole("treeitem");
  expect(await rows.count()).toBeGreaterThan(10);
});
