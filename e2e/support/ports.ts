/**
 * Ports of the proxies Playwright starts (see playwright.config.ts). Set
 * TRACELENS_E2E_PORT_BASE to run two suites side by side on one machine.
 */
const base = Number(process.env.TRACELENS_E2E_PORT_BASE ?? 8741);

export const DEMO_PORT = base;
export const SAVED_RUNS_PORT = base + 1;
export const SAVED_RUNS_URL = `http://127.0.0.1:${SAVED_RUNS_PORT}`;
/** A folder of hostile data: bidi overrides in names, nesting thousands of levels deep. */
export const HOSTILE_DATA_PORT = base + 2;
export const HOSTILE_DATA_URL = `http://127.0.0.1:${HOSTILE_DATA_PORT}`;
