/**
 * Locators for the run view's investigation panels (findings, spawn tree, inputs and
 * output) and the app shell's two boxes. No assertions.
 */
import type { Locator, Page } from "@playwright/test";

export function findingsPanel(page: Page): Locator {
  return page.getByRole("region", { name: "Findings" });
}

/** A finding, by (part of) its title. */
export function finding(page: Page, title: string | RegExp): Locator {
  return findingsPanel(page).getByRole("listitem", { name: title });
}

export function spawnTreePanel(page: Page): Locator {
  return page.getByRole("region", { name: "Spawn tree" });
}

export async function pasteRunLink(page: Page, text: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Dashboard link or run id" });
  await box.fill(text);
  await box.press("Enter");
}

export async function findCustomer(page: Page, text: string): Promise<void> {
  const box = page.getByRole("textbox", {
    name: "Customer phone, email or handle",
  });
  await box.fill(text);
  await box.press("Enter");
}
