/**
 * Contract: every main page (agents, runs — plain and masked —, run, a run that never ran,
 * compare, spawn tree, "why no reply?", conversation, sessions, session) has no serious or
 * critical axe-core violation of WCAG 2 A/AA, at 1440×900 and at 1024×768 (the narrow
 * layout moves and renames things), in the light and the dark theme; each has exactly one
 * h1.
 */
import type { Page } from "@playwright/test";
import { expect, NO_TRACE_404, test } from "./support/test";
import { seriousViolations } from "./support/axe";
import { compareUrl } from "./support/compare-page";
import { runUrl } from "./support/run-page";
import { transcript } from "./support/conversation-page";
import { pageSettled } from "./support/settled";
import { sessionUrl } from "./support/session-page";
import { DEMO_SCENARIOS } from "../server/demo/scenarios";

const { agentId } = DEMO_SCENARIOS.D1;

/** Each page, opened where it has content, and what shows it has finished loading. */
const PAGES: {
  name: string;
  /** A function when the address must be read first (the conversation's topic). */
  url: string | ((page: Page) => Promise<string>);
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
    name: "masked runs",
    url: `/agents/${agentId}/runs?mask=1`,
    ready: async (page) => {
      await tableReady(page, "Runs");
      await expect(
        page
          .getByRole("table", { name: "Runs" })
          .getByText(/^Customer [A-Z]+$/)
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: "run",
    url: runUrl("D1", "?step=1.1.10"),
    ready: (page) => expect(page.getByTestId("step-row-1.1.10")).toBeVisible(),
  },
  {
    name: "rejected run",
    url: runUrl("D5"),
    ready: (page) =>
      expect(
        page.getByRole("status", { name: "REJECTED — this run never ran" }),
      ).toBeVisible(),
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
    name: "why no reply",
    url: `/agents/support_assistant/quiet?participant=${encodeURIComponent("050-418-2277")}`,
    ready: (page) =>
      expect(
        page.getByRole("region", {
          name: /^Messages that never reached an agent/,
        }),
      ).toBeVisible(),
  },
  {
    name: "conversation",
    url: async (page) => {
      const { agentId: agent, runId } = DEMO_SCENARIOS.D14;
      const response = await page.request.get(
        `/api/agents/${agent}/runs/${runId}`,
      );
      const { topicId } = (await response.json()) as { topicId: string };
      return `/agents/${agent}/topics/${topicId}`;
    },
    ready: (page) =>
      expect(transcript(page).locator("[data-entry]").first()).toBeVisible(),
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

for (const [width, height] of [
  [1440, 900],
  [1024, 768],
] as const) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height }, colorScheme: "light" });
    // The rejected run has no trace: its 404 is the expected answer.
    test.use({ allowConsoleErrors: [NO_TRACE_404] });
    for (const { name, url, ready } of PAGES) {
      test(`the ${name} page has no serious accessibility violation, light or dark`, async ({
        page,
      }) => {
        await page.goto(typeof url === "string" ? url : await url(page));
        await ready(page);
        await pageSettled(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        for (const scheme of ["light", "dark"] as const) {
          // The page follows the system's scheme as it changes (src/ui/theme.ts).
          await page.emulateMedia({ colorScheme: scheme });
          await expect(page.locator("html")).toHaveAttribute(
            "data-theme",
            scheme,
          );
          // Monaco re-themes its editors a moment after the page: judge its tokens once
          // every editor wears the scheme's theme (`vs` / `vs-dark`).
          await expect(
            page.locator(
              scheme === "dark"
                ? ".monaco-editor.showUnused:not(.vs-dark)"
                : ".monaco-editor.showUnused.vs-dark",
            ),
          ).toHaveCount(0);
          expect(await seriousViolations(page), scheme).toEqual([]);
        }
      });
    }
  });
}
