/**
 * axe-core on the page as it is now: the serious and critical violations of WCAG 2.0/2.1
 * A and AA (docs/decisions/1250-axe-core-in-e2e.md), each with its rule and first elements.
 * `label-content-name-mismatch` (a control whose name does not contain its visible text,
 * WCAG 2.5.3) is one of axe's experimental rules, off unless asked for: asked for here.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export interface AxeViolation {
  rule: string;
  help: string;
  nodes: string[];
}

export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
}
