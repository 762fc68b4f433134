/**
 * Contract: every page (agents, runs, run, compare, spawn tree, sessions, session) has no
 * serious or critical axe-core violation of WCAG 2 A/AA, in the light and the dark theme;
 * each has exactly one h1.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";
import { compareUrl } from "./support/compare-page";
import { runUrl } from "./support/run-page";
import { sessionUrl } from "./support/session-page";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";

const { agentId } = DEMO_SCENARIOS.D1;

/** Each page, opened where it has content, and what shows it has finished loading. */
const PAGES: {
  name: string;
  url: string;
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    name: "agents",
    url: "/",
    ready: (page) =>
      expect(
        page
          .getByRole("list", { name: "Agents" })
          .getByRole("listitem")
          .first(),
      ).toBeVisible(),
  },
  {
    name: "runs",
    url: `/agents/${agentId}/runs`,
    ready: (page) => tableReady(page, "Runs"),
  },
  {
    name: "run",
    url: runUrl("D1", "?step=1.1.10"),
    ready: (page) => expect(page.getByTestId("step-row-1.1.10")).toBeVisible(),
  },
  {
    name: "compare",
    url: compareUrl("D1", "?step=1.1.4"),
    ready: (page) =>
      expect(page.getByTestId("compare-diff-editor")).toBeVisible(),
  },
  {
    name: "tree",
    url: `${runUrl("D1")}/tree`,
    ready: (page) =>
      expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  },
  {
    name: "sessions",
    url: "/sessions",
    ready: (page) => tableReady(page, "Sessions"),
  },
  {
    name: "session",
    url: sessionUrl("normal", "?step=1"),
    ready: (page) => expect(page.getByTestId("step-row-1")).toBeVisible(),
  },
];

async function tableReady(page: Page, name: string) {
  await expect(
    page.getByRole("table", { name }).getByRole("row").nth(1),
  ).toBeVisible();
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const { name, url, ready } of PAGES) {
      test(`the ${name} page has no serious accessibility violation`, async ({
        page,
      }) => {
        await page.goto(url);
        await ready(page);
        // The page follows the system's scheme (src/ui/theme.ts).
        expect(
          await page.evaluate(() => document.documentElement.dataset.theme),
        ).toBe(scheme);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
