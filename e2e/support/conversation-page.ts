/**
 * Locators for the conversation around a run: the run view's Conversation panel and the
 * transcript (a virtualised log whose rows carry `data-testid="transcript-<id>"`). No
 * assertions.
 */
import type { Locator, Page } from "@playwright/test";

export function conversationPanel(page: Page): Locator {
  return page.getByRole("region", { name: "Conversation" });
}

export function transcript(page: Page): Locator {
  return page.getByRole("log", { name: "Transcript" });
}
