/**
 * How Chromium is launched here, for Playwright and the benchmark alike: Debian's Chromium
 * when it exists (`npx playwright install` cannot download browsers on this machine),
 * Playwright's own elsewhere, with the flags a machine without internet needs.
 */
import { existsSync } from "node:fs";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_LAUNCH_OPTIONS = {
  ...(existsSync(SYSTEM_CHROMIUM) && { executablePath: SYSTEM_CHROMIUM }),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
