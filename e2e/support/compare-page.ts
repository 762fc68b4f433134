/**
 * Page helpers for the compare view: navigation and locators, no assertions. Rows of the
 * virtualised aligned tree have no role of their own, so they are found by
 * `data-testid="compare-row-<path>"` (this run's path, or `left-<path>` for a step only
 * the other run has).
 */
import type { Locator, Page } from "@playwright/test";
import { DEMO_SCENARIOS } from "../../server/demo/scenarios";
import type { DemoScenario } from "../../server/demo/dataset";

export function compareUrl(scenario: DemoScenario, search = ""): string {
  const { agentId, runId } = DEMO_SCENARIOS[scenario];
  return `/agents/${agentId}/runs/${runId}/compare${search}`;
}

export async function openCompare(
  page: Page,
  scenario: DemoScenario,
  search = "",
): Promise<void> {
  await page.goto(compareUrl(scenario, search));
}

export function compareRow(page: Page, anchor: string): Locator {
  return page.getByTestId(`compare-row-${anchor}`);
}

/** The Monaco diff editor of the selected pair (both sides). */
export function diffEditor(page: Page): Locator {
  return page.getByTestId("compare-diff-editor");
}

export function comparedRuns(page: Page): Locator {
  return page.getByRole("region", { name: "Compared runs" });
}

export function compareSummary(page: Page): Locator {
  return page.getByRole("region", { name: "Comparison summary" });
}
