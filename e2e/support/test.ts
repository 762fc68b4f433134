/**
 * The `test` every spec uses: it fails a test whose page logged a console error, threw an
 * uncaught exception, or asked any host but the proxy for anything (no CDN, no fonts, no
 * telemetry). Expected failures can be allowed per test with `allowConsoleErrors`.
 */
import { test as base, expect } from "@playwright/test";

interface Guard {
  /**
   * Console errors matching one of these are expected by the test (e.g. a 404 it provokes).
   * They are matched against the message followed by the URL it is about, in parentheses.
   */
  allowConsoleErrors: RegExp[];
}

/**
 * A run's trace is requested alongside its record (src/api/runs.ts); for a run that never
 * ran, the record says so and the trace's 404 is expected.
 */
export const NO_TRACE_404 = /status of 404 .*\/trace\)$/;

export const test = base.extend<Guard & { pageGuard: void }>({
  allowConsoleErrors: [[], { option: true }],
  pageGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) =>
        problems.push(`uncaught: ${error.message}`),
      );
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = `${message.text()} (${message.location().url})`;
        if (!allowConsoleErrors.some((pattern) => pattern.test(text)))
          problems.push(`console: ${text}`);
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") {
          problems.push(`request to another host: ${request.url()}`);
        }
      });
      await use();
      expect(problems, "the page must stay quiet and local").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
