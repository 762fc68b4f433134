/** Ports of the proxies Playwright starts (see playwright.config.ts). */
export const DEMO_PORT = 8741;
export const SAVED_RUNS_PORT = 8742;
