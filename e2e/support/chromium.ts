/**
 * How Chromium is launched here, for Playwright and the benchmark alike: Debian's Chromium
 * when it exists (`npx playwright install` cannot download browsers on this machine),
 * Playwright's own elsewhere, with the flags a machine without internet needs.
 */
import { existsSync } from "node:fs";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's build of Chromium's headless shell (package `chromium-headless-shell`): the same
 * Blink as the browser, without its windowing and compositing, as Playwright runs its own
 * Chromium headless. The same pages load in about 60% of the browser's time here (18 loads,
 * 64–83 s against 112–114 s, alternated on a loaded machine).
 */
const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The browser people run: the benchmark measures it, and the tests fall back to it. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  ...(existsSync(SYSTEM_CHROMIUM) && { executablePath: SYSTEM_CHROMIUM }),
  args: ARGS,
};

/** The e2e suite's browser: the headless shell when installed (`.ci/run` installs it). */
export const TEST_LAUNCH_OPTIONS = existsSync(SYSTEM_HEADLESS_SHELL)
  ? { executablePath: SYSTEM_HEADLESS_SHELL, args: ARGS }
  : CHROMIUM_LAUNCH_OPTIONS;
