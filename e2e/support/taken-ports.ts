/**
 * Before Playwright starts its proxies: stop, with what to do, when one of their ports is
 * already taken. The suite never reuses a server it did not start (one found there is
 * another checkout's or another suite's, serving other code and data), and Playwright's own
 * refusal suggests `reuseExistingServer: true`, which is exactly what must not be done.
 * Each port is tried by listening on it on 127.0.0.1, where the proxies bind.
 */
import { createServer } from "node:net";

export interface SuitePort {
  port: number;
  what: string;
}

export async function refuseTakenPorts(ports: SuitePort[]): Promise<void> {
  const taken: SuitePort[] = [];
  for (const entry of ports)
    if (!(await canListen(entry.port))) taken.push(entry);
  if (taken.length === 0) return;
  const first = ports[0]!.port;
  const other = first + 100;
  const names = taken.map(({ port, what }) => `${port} (${what})`).join(", ");
  throw new Error(
    `${taken.length === 1 ? "Port" : "Ports"} ${names} ${taken.length === 1 ? "is" : "are"} already in use. The e2e suite runs only against the proxies it ` +
      `starts, never a server that happens to listen there (another checkout's suite, or ` +
      `an \`npm start --port ${taken[0]!.port}\`). Stop that server, or move the suite's ` +
      `ports: TRACELENS_E2E_PORT_BASE=${other} npm run e2e (uses ${other}–${other + ports.length - 1}).`,
  );
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: "127.0.0.1", exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}
