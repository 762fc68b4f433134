/**
 * A fake Fruxon API on a loopback port for server tests: each test sets the handler, and
 * the fake records what reached it (paths, Authorization headers) and how many requests
 * were open at once, so tests can check what the proxy sends and how many sockets it holds.
 */
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { readFileSync } from "node:fs";
import { createServer as createNetServer, type AddressInfo } from "node:net";

export type UpstreamHandler = (
  req: IncomingMessage,
  res: ServerResponse,
) => void;

export interface FakeUpstream {
  baseUrl: string;
  /** Replaces how the fake answers, and forgets what it saw. */
  answer(handler: UpstreamHandler): void;
  /** Request paths (with query) in arrival order, and their Authorization headers. */
  seen: { url: string; authorization: string | undefined }[];
  /** The most requests open at the same time since the last `answer`. */
  peakOpen(): number;
  /** Requests open right now. */
  open(): number;
  /** Resolves once no request is open. */
  allClosed(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  let handler: UpstreamHandler = (_req, res) => res.end("{}");
  let open = 0;
  let peak = 0;
  let idle: (() => void)[] = [];
  const seen: FakeUpstream["seen"] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", authorization: req.headers.authorization });
    open++;
    peak = Math.max(peak, open);
    res.once("close", () => {
      open--;
      if (open === 0) for (const resolve of idle.splice(0)) resolve();
    });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer(next) {
      handler = next;
      seen.length = 0;
      peak = open;
    },
    seen,
    peakOpen: () => peak,
    open: () => open,
    allClosed: () =>
      open === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idle.push(resolve)),
    close: async () => {
      idle = [];
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An answer with a status, a JSON (or given) content type and a body. */
export function answerWith(
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): UpstreamHandler {
  return (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(body);
  };
}

/** The bytes of a recorded Fruxon answer (`fixtures/fruxon/NAME`). */
export function recordedBody(name: string): Buffer {
  return readFileSync(
    new URL(`../../fixtures/fruxon/${name}`, import.meta.url),
  );
}

/** Answers `auth/health` and the agents list as the recordings do: a working token. */
export const answerAsHealthy: UpstreamHandler = (req, res) =>
  answerWith(
    200,
    recordedBody(
      req.url?.endsWith("/auth/health") ? "auth-health.json" : "agents.json",
    ),
  )(req, res);

/** A loopback port nothing listens on (taken, then given back): connecting is refused. */
export async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
