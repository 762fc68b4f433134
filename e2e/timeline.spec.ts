/**
 * Contract: `view=timeline` puts the run on a time axis beside the tree, from a pasted
 * link. Each step is a bar in the tree's rows, selected with the tree through `step`
 * both ways and driven with the tree's keys; the time no step covers is drawn and listed
 * with links to the steps either side; a run that suspended shows its wait as a segment
 * of its own with what it waited on, and the outer step's own duration against the run
 * span; a range chosen on the axis filters the tree (`range`) and is undone. Every source
 * draws it: the demo API, a saved folder, a fast-agent session.
 */
import { expect, test } from "./support/test";
import { SAVED_RUNS_URL } from "./support/ports";
import { compareUrl } from "./support/compare-page";
import { openRun, stepRow } from "./support/run-page";
import { openSession } from "./support/session-page";
import {
  chooseOnAxis,
  timeline,
  timelineRow,
  timelineRows,
} from "./support/timeline-page";

test("a resumed run shows its approval wait as a segment of its own and the outer step's duration against the span", async ({
  page,
}) => {
  await openRun(page, "D7", "?view=timeline");
  const pane = timeline(page);
  await expect(pane.getByTestId("timeline-trap")).toHaveText(
    /Step 1 reports 1m 10s — only its last segment; the run spanned 10m 30s/,
  );
  await expect(pane.getByTestId("timeline-wait-note")).toContainText(
    "Waited 9m 02s for an approval for stripe.create_refund from Dor Gelless (APPROVE) — in step 1.1.3 Issue Refund",
  );
  await expect(
    pane.getByRole("group", { name: "Where the time went" }),
  ).toContainText("waiting 9m 02s");
  // The wait is drawn on the run's row and on the step it happened in, not as a long step.
  await expect(
    pane.getByTestId("timeline-run-strip").getByTestId("timeline-wait"),
  ).toHaveCount(1);
  await expect(
    timelineRow(page, "1.1.3").getByTestId("timeline-wait"),
  ).toHaveAttribute("title", /waited 9m 02s for an approval/);
  // The LLM step began before the outer step was re-entered on resume.
  await expect(timelineRow(page, "1.1")).toHaveAttribute(
    "aria-label",
    /starts before its parent/,
  );
});

test("selection is shared with the tree both ways, and the timeline answers the tree's keys", async ({
  page,
}) => {
  await openRun(page, "D7", "?view=timeline");
  await timelineRow(page, "1.1.3").click();
  await expect(page).toHaveURL(/step=1\.1\.3/);
  await expect(
    page
      .getByRole("tree", { name: "Steps", exact: true })
      .getByRole("treeitem", { selected: true }),
  ).toContainText("Issue Refund");
  await stepRow(page, "1.1.1").click();
  await expect(timelineRow(page, "1.1.1")).toHaveAttribute(
    "aria-selected",
    "true",
  );

  const rows = timelineRows(page);
  await rows.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/step=1\.1\.2/);
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/step=1\.1(&|$)/);
  await page.keyboard.press("ArrowLeft");
  await expect(timelineRow(page, "1.1.1")).toHaveCount(0);
  await expect(timelineRow(page, "1.1")).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await page.keyboard.press("ArrowRight");
  await expect(timelineRow(page, "1.1.1")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Step 1.1" })).toBeVisible();
  await expect(page).not.toHaveURL(/view=timeline/);
  // `t` switches back.
  await page.keyboard.press("t");
  await expect(timeline(page)).toBeVisible();
});

test("the largest gaps are listed with links to the steps either side", async ({
  page,
}) => {
  await openRun(page, "D7", "?view=timeline");
  const gaps = page.getByRole("list", { name: "Largest gaps" });
  await page.getByRole("tab", { name: /Largest gaps/ }).click();
  await expect(gaps.getByRole("listitem").first()).toContainText(
    "1.1s with no step running",
  );
  await expect(gaps.getByRole("listitem").first()).toContainText(
    "after 1.1 LLM Query",
  );
  await gaps.getByRole("link", { name: "1.1 LLM Query" }).first().click();
  await expect(page).toHaveURL(/step=1\.1(&|$)/);
  await expect(timelineRow(page, "1.1")).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("a stretch chosen on the axis filters the tree to the steps inside it, and back", async ({
  page,
}) => {
  await openRun(page, "D7", "?view=timeline");
  await expect(stepRow(page, "1.1.1")).toBeVisible();
  // About 3 to 5 minutes in: only the approval wait (and its ancestors) ran then.
  await chooseOnAxis(page, 0.3, 0.5);
  await page
    .getByRole("button", {
      name: "Show only the steps inside the chosen stretch",
    })
    .click();
  await expect(page).toHaveURL(/range=\d+-\d+/);
  await expect(stepRow(page, "1.1.3")).toBeVisible();
  await expect(stepRow(page, "1.1.1")).toHaveCount(0);
  await expect(timelineRow(page, "1.1.1")).toHaveCount(0);
  await page.getByRole("button", { name: "Show all steps" }).click();
  await expect(page).not.toHaveURL(/range=/);
  await expect(stepRow(page, "1.1.1")).toBeVisible();
  await expect(timelineRow(page, "1.1.1")).toBeVisible();
});

test("a pasted range opens filtered", async ({ page }) => {
  await openRun(page, "D7", "?view=timeline&range=60000-180000");
  await expect(
    timeline(page)
      .getByRole("status")
      .filter({ hasText: "show only the steps inside" }),
  ).toContainText("+1m 00s → +3m 00s");
  await expect(stepRow(page, "1.1.3")).toBeVisible();
  await expect(stepRow(page, "1.1.4")).toHaveCount(0);
});

test("a suspended run's wait runs on to now, named by what it waits on", async ({
  page,
}) => {
  await openRun(page, "D4", "?view=timeline");
  await expect(timeline(page).getByTestId("timeline-wait-note")).toContainText(
    /Waiting \d+m \d\ds so far for a consult with Dor Gelless \(PERSON\) — in step 1\.1\.4 Consult Participant, still open/,
  );
  await expect(timelineRow(page, "1.1.4")).toHaveAttribute(
    "aria-label",
    /running for/,
  );
});

test("a large run draws only the rows in view, and End reaches its last step", async ({
  page,
}) => {
  await openRun(page, "D10", "?view=timeline");
  const rows = timelineRows(page);
  await expect(rows.getByRole("treeitem").first()).toBeVisible();
  expect(await rows.getByRole("treeitem").count()).toBeLessThan(400);
  await rows.focus();
  await page.keyboard.press("End");
  await expect(page).toHaveURL(/step=\d+(\.\d+)*/);
  await expect(rows.getByRole("treeitem", { selected: true })).toBeVisible();
});

test("a saved folder's run draws on the axis", async ({ page }) => {
  await page.goto(
    `${SAVED_RUNS_URL}/agents/legacy_importer/runs/c0ffee00-0000-4000-8000-000000000008?view=timeline`,
  );
  await expect(timelineRow(page, "1.1.2")).toHaveAttribute(
    "aria-label",
    /Ask Validator, tool, starts at \+13s, lasts 27s/,
  );
  await page.getByRole("tab", { name: /Largest gaps/ }).click();
  await expect(page.getByRole("list", { name: "Largest gaps" })).toContainText(
    "with no step running",
  );
});

test("a fast-agent session shows the model's and the tools' time per turn", async ({
  page,
}) => {
  await openSession(page, "normal", "?view=timeline");
  await page.getByRole("tab", { name: "Time per turn" }).click();
  const turns = page.getByRole("table", { name: "Time per turn" });
  await expect(turns).toBeVisible();
  await expect(turns.getByRole("row").nth(1)).toContainText(/\d.*call/);
  await expect(timelineRow(page, "1")).toBeVisible();
});

test("the compare view stacks both runs on one relative axis, with what took longer", async ({
  page,
}) => {
  await page.goto(`${compareUrl("D1")}?view=timeline`);
  const differences = page.getByRole("list", { name: "Largest differences" });
  await expect(differences).toContainText(
    "1.1.10 Consult for Role: −8m 11s in this run",
  );
  const row = page.getByTestId("compare-timeline-row-1.1.10");
  await expect(row).toHaveAttribute(
    "aria-label",
    /the other run 8m 11s; this run 200ms; −8m 11s in this run/,
  );
  await differences
    .getByRole("button", { name: /1\.1\.10 Consult for Role/ })
    .click();
  await expect(page).toHaveURL(/step=1\.1\.10/);
  await expect(row).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Diff" }).click();
  await expect(page).not.toHaveURL(/view=timeline/);
});
