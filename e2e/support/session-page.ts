/**
 * Page helpers for fast-agent sessions: URLs of the demo sessions and locators, no
 * assertions. Step rows are found by `data-testid` (the tree is virtualised), as in run-page.
 */
import type { Page } from "@playwright/test";
import { DEMO_SESSIONS } from "../../server/demo/demo-sessions";

export type DemoSession = keyof typeof DEMO_SESSIONS;

export function sessionUrl(session: DemoSession, search = ""): string {
  return `/sessions/${encodeURIComponent(DEMO_SESSIONS[session].id)}${search}`;
}

export async function openSession(
  page: Page,
  session: DemoSession,
  search = "",
): Promise<void> {
  await page.goto(sessionUrl(session, search));
}

export function sessionPanelTab(page: Page, name: RegExp | string) {
  return page
    .getByRole("navigation", { name: "Session panels" })
    .getByRole("link", { name });
}
