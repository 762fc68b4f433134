/**
 * Ports of the proxies Playwright starts (see playwright.config.ts). Set
 * TRACELENS_E2E_PORT_BASE to run two suites side by side on one machine: the suite uses
 * the base and the two ports after it (default 8741–8743). It never reuses a server it
 * did not start, so a port already taken (another checkout's suite or proxy) stops the run
 * with a message naming the port and this variable (`taken-ports.ts`).
 */
const base = Number(process.env.TRACELENS_E2E_PORT_BASE ?? 8741);

export const DEMO_PORT = base;
export const SAVED_RUNS_PORT = base + 1;
export const SAVED_RUNS_URL = `http://127.0.0.1:${SAVED_RUNS_PORT}`;
/** A folder of hostile data: bidi overrides in names, nesting thousands of levels deep. */
export const HOSTILE_DATA_PORT = base + 2;
export const HOSTILE_DATA_URL = `http://127.0.0.1:${HOSTILE_DATA_PORT}`;

/** Every port the suite listens on, with what listens there, for the taken-port message. */
export const E2E_PORTS = [
  { port: DEMO_PORT, what: "the demo proxy" },
  { port: SAVED_RUNS_PORT, what: "the saved-runs proxy" },
  { port: HOSTILE_DATA_PORT, what: "the hostile-data proxy" },
];
