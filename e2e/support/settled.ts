/**
 * Waits until the page has finished reading what it shows: `<main aria-busy="false">`
 * (no navigation loading, no query fetching, for a quiet interval; `usePageIsBusy`). A
 * test that asserts something is absent waits for this, never for a fixed time.
 */
import type { Page } from "@playwright/test";

export async function pageSettled(page: Page): Promise<void> {
  await page.locator('main[aria-busy="false"]').waitFor({ timeout: 20_000 });
}
