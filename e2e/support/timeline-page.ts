/**
 * Page helpers for the timeline (`view=timeline`): locators, no assertions. Its rows are
 * `treeitem`s of the "Steps on the time axis" tree, also found by
 * `data-testid="timeline-row-<path>"` (the rows are virtualised).
 */
import type { Locator, Page } from "@playwright/test";

export function timeline(page: Page): Locator {
  return page.getByRole("region", { name: "Timeline" });
}

export function timelineRows(page: Page): Locator {
  return page.getByRole("tree", { name: "Steps on the time axis" });
}

export function timelineRow(page: Page, path: string): Locator {
  return page.getByTestId(`timeline-row-${path}`);
}

/** Drags across the time axis from one fraction of its width to another. */
export async function chooseOnAxis(
  page: Page,
  from: number,
  to: number,
): Promise<void> {
  const ruler = page.getByTestId("timeline-ruler");
  const box = (await ruler.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((from + to) / 2), y, { steps: 4 });
  await page.mouse.move(box.x + box.width * to, y, { steps: 4 });
  await page.mouse.up();
}
