/**
 * Helpers for present-and-follow journeys: a browser context per person, opened through
 * the shared link (so the access key is exchanged for its cookie), and the header's
 * presence controls. No assertions.
 */
import type { Browser, Page } from "@playwright/test";
import { TEST_LAUNCH_OPTIONS } from "./chromium";

export { TEST_LAUNCH_OPTIONS };

/** A new person: their own browser context, on the app through `link`. */
export async function openAs(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(link);
  // A shared link's first answer trades the key for a cookie and refreshes to the same
  // address without it: wait for that page, or the refresh interrupts the next navigation.
  await page.waitForURL((url) => !url.searchParams.has("key"));
  return page;
}

/** Answers the one-time name question that Present and Follow ask first. */
export async function giveName(page: Page, name: string): Promise<void> {
  const form = page.getByRole("form", { name: "Choose your name" });
  await form.getByRole("textbox", { name: "Your name" }).fill(name);
  await form.getByRole("button", { name: "Save name" }).click();
}

export function presenceStrip(page: Page) {
  return page.getByRole("region", { name: "Presenting" });
}
