/**
 * Page helpers for the run view: navigation and locators, no assertions. Rows of the
 * virtualised step tree have no accessible role of their own, so they are found by
 * `data-testid="step-row-<path>"`.
 */
import type { Locator, Page } from "@playwright/test";
import { pageSettled } from "./settled";
import { DEMO_SCENARIOS } from "../../server/demo/scenarios";
import type { DemoScenario } from "../../server/demo/dataset";

export function runUrl(scenario: DemoScenario, search = ""): string {
  const { agentId, runId } = DEMO_SCENARIOS[scenario];
  return `/agents/${agentId}/runs/${runId}${search}`;
}

export async function openRun(
  page: Page,
  scenario: DemoScenario,
  search = "",
): Promise<void> {
  await page.goto(runUrl(scenario, search));
}

/**
 * Waits until the run page has laid out everything it shows once a trace is whole: the
 * findings band above the tree (its arrival moves the tree down) and every read finished.
 * A test that measures the tree's scroll, or clicks a row the instant it shows, waits here.
 */
export async function runPageSettled(page: Page): Promise<void> {
  await page.getByRole("region", { name: "Findings" }).waitFor();
  await pageSettled(page);
}

export function stepRow(page: Page, path: string): Locator {
  return page.getByTestId(`step-row-${path}`);
}

export async function selectStep(page: Page, path: string): Promise<void> {
  await stepRow(page, path).click();
}

export function pane(
  page: Page,
  name: "parameters" | "result" | "reasoning",
): Locator {
  return page.getByTestId(`pane-${name}`);
}

/**
 * Text of a Monaco pane with all whitespace removed: Monaco wraps long lines into separate
 * rows at whatever width the pane has, so a phrase can be split anywhere. Compare with
 * `compact(expected)`.
 */
export async function compactText(locator: Locator): Promise<string> {
  return compact(await locator.innerText());
}

export function compact(text: string): string {
  return text.replace(/\s+/g, "");
}
