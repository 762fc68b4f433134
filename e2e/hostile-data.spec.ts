/**
 * Contract: hostile data in a run is shown for what it is and never takes the page down. A
 * right-to-left override in a tool's name shows as a visible tag (the name does not read
 * reversed); a step tree 5,000 levels deep opens, says it is listed flat below level 100,
 * and its deepest step opens from a link; a result nested 10,000 levels deep is a problem
 * of that step only.
 */
import { expect, test } from "./support/test";
import { HOSTILE_DATA_URL } from "./support/ports";
import { stepRow } from "./support/run-page";

const run = (id: string, search = "") =>
  `${HOSTILE_DATA_URL}/agents/hostile_data/runs/${id}${search}`;

test("a tool named with a right-to-left override shows the override as a tag, in the tree and the inspector", async ({
  page,
}) => {
  await page.goto(run("bidi-tool-name", "?step=1.1"));
  const row = stepRow(page, "1.1");
  await expect(row).toContainText("Open [U+202E]gnp.exe");
  await expect(row).toContainText("files/[U+202E]gnp.exe");
  expect(await row.innerText()).not.toContain("\u202E");
  const inspector = page.getByRole("region", { name: "Step 1.1" });
  await expect(inspector.getByRole("heading", { level: 2 })).toHaveText(
    "Open [U+202E]gnp.exe",
  );
  await page.screenshot({ path: "test-results/hostile-data-bidi.png" });
});

test("a step tree 5,000 levels deep opens, says it lists the deepest steps flat, and its last step opens from a link", async ({
  page,
}) => {
  await page.goto(run("deep-steps"));
  // 5,000 steps of paths up to 10,000 characters: slower than most runs on a loaded machine.
  await expect(page.getByRole("note")).toContainText(
    "Steps nest 5,000 levels deep: below level 100 they are listed flat",
    { timeout: 30_000 },
  );
  await expect(stepRow(page, "1")).toBeVisible();
  await page.screenshot({ path: "test-results/hostile-data-deep-tree.png" });

  await page.goto(run("deep-steps", `?step=1${".1".repeat(4999)}`));
  await expect(
    page.getByRole("region", { name: /^Step 1\.1\.1/ }).getByRole("heading", {
      level: 2,
    }),
  ).toHaveText("bottom", { timeout: 30_000 });
});

test("a result nested 10,000 levels deep is a problem of that step, and the run and its list still work", async ({
  page,
}) => {
  await page.goto(run("deep-value", "?step=1"));
  await expect(page.getByRole("region", { name: "Run summary" })).toBeVisible();
  await expect(stepRow(page, "1")).toContainText("Deep result");
  await expect(page.getByRole("alert")).toContainText(
    "This step's data nests too deeply (thousands of levels)",
  );
  await page.screenshot({ path: "test-results/hostile-data-deep-value.png" });
  await page.getByRole("link", { name: "hostile_data" }).click();
  await expect(page.getByRole("link", { name: /deep-steps/ })).toBeVisible();
});
