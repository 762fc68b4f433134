/**
 * axe-core on the page as it is now: the serious and critical violations of WCAG 2.0/2.1
 * A and AA (docs/decisions/1250-axe-core-in-e2e.md), each with its rule and first elements.
 * `label-content-name-mismatch` (a control whose name does not contain its visible text,
 * WCAG 2.5.3) is one of axe's experimental rules, off unless asked for: asked for here.
 *
 * Two settings make a scan a third of its default cost (3.3–4.4 s → 1.0 s on the run page)
 * and judge the same rules on the same elements:
 * - legacy mode runs `axe.run` in the page itself, where the default opens a second, blank
 *   page to merge the frames' partial results. It still checks same-origin frames and skips
 *   cross-origin ones; the app draws no frame of either kind.
 * - `resultTypes: ["violations"]` keeps every violating element and only one example of
 *   each pass, incomplete and inapplicable result: only violations are read here.
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
    .options({
      resultTypes: ["violations"],
      rules: { "label-content-name-mismatch": { enabled: true } },
    })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
}
