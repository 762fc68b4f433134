/**
 * Traces and results relayed through the whole proxy over real HTTP, in front of a fake
 * upstream that can answer in any way (decision 0007). The contract: the browser gets the
 * upstream's bytes unchanged, as they arrive, with the JSON type and the upstream's length
 * and no other upstream header; failures found before the body flows are the usual JSON
 * errors; a body that is cut, stalls or ends mid-document makes the browser's fetch fail,
 * never a short 200.
 */
import { serve, type ServerType } from "@hono/node-server";
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { createApp } from "./app";
import { createFruxonSource } from "./sources/fruxon-source";
import { SourceError } from "./sources/source-error";
import { findJsonBreak } from "../src/model/json-stream/find-json-break";

const TOKEN = "fx_pat_relay_secret";
/**
 * The proxy's upstream timeout where a test must see it pass: only on a clock the test
 * moves (`onTestClock`), so no verdict depends on how busy the machine is.
 */
const TIMEOUT_MS = 400;
/**
 * Everywhere else: longer than any test may take, so a busy machine cannot time out a
 * good answer, and an upstream request closed within a test was closed for its reason.
 */
const NO_TIMEOUT_MS = 10 * 60_000;
const TRACE = "/api/agents/agent-a/runs/run-1/trace";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end("{}");
/** Resolves when the upstream request in flight closes (ended, cut or abandoned). */
let upstreamClosed: Promise<void> = Promise.resolve();
/** Resolves when the upstream has the next request. */
let upstreamAsked: Promise<void> = Promise.resolve();
let onUpstreamAsked = () => {};
let upstream: Server;
const proxies: ServerType[] = [];
/** The proxy that never times out within a test. */
let base: string;
/** The proxy whose timeout is `TIMEOUT_MS`, for tests on the test clock. */
let timedBase: string;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    upstreamClosed = new Promise((resolve) => res.once("close", resolve));
    onUpstreamAsked();
    handler(req, res);
  });
  await new Promise<void>((resolve) =>
    upstream.listen(0, "127.0.0.1", resolve),
  );
  base = await startProxy(NO_TIMEOUT_MS);
  timedBase = await startProxy(TIMEOUT_MS);
});
afterAll(() => {
  upstream.closeAllConnections();
  upstream.close();
  for (const proxy of proxies) proxy.close();
});
beforeEach(() => {
  upstreamAsked = new Promise((resolve) => (onUpstreamAsked = resolve));
});

async function startProxy(timeoutMs: number): Promise<string> {
  const runSource = createFruxonSource({
    baseUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    tenant: "acme",
    token: TOKEN,
    timeoutMs,
  });
  const app = createApp({ runSource, staticDir: null, bindHost: "127.0.0.1" });
  return new Promise((resolve) => {
    proxies.push(
      serve(
        { fetch: app.fetch, hostname: "127.0.0.1", port: 0 },
        (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`),
      ),
    );
  });
}

/**
 * Runs `body` with the proxy's timers (its deadline and idle timeout are `setTimeout`s) on
 * a clock that moves only by `vi.advanceTimersByTime`. Sockets, `setImmediate` and
 * promises keep real time, so requests flow as they do; only the waits are the test's.
 */
async function onTestClock(body: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    await body();
  } finally {
    vi.useRealTimers();
  }
}

/** A JSON document of about `bytes` bytes, with spacing and key order `c.json` would not keep. */
function document(bytes: number): string {
  const step = '{ "b": 2, "a": "résumé ✓ — \\u00e9",\n  "n": 1.50 }';
  const count = Math.ceil(bytes / (step.length + 2));
  return `{"traces": [\n${Array.from({ length: count }, () => step).join(",\n")}\n] }\n`;
}

function serveJson(
  body: string | Buffer,
  headers: Record<string, string> = {},
): Handler {
  return (_req, res) => {
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      ...headers,
    });
    res.end(body);
  };
}

/** Silences the server's log of a failed relay, and returns what it logged. */
function relayLog() {
  return vi.spyOn(console, "error").mockImplementation(() => undefined);
}

describe("relaying a trace", () => {
  it("passes a large body through byte for byte, with its length and no upstream headers", async () => {
    const body = document(8_000_000);
    handler = serveJson(body, {
      "set-cookie": "session=upstream",
      "x-upstream-secret": "internal",
      "cache-control": "public, max-age=600",
    });
    const response = await fetch(base + TRACE);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(bytes.equals(Buffer.from(body))).toBe(true);
    expect(response.headers.get("content-length")).toBe(
      String(Buffer.byteLength(body)),
    );
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("x-upstream-secret")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("relays a result the same way", async () => {
    const body = '{"agentExecutionRecordId": "run-1", "parameters": {}}';
    handler = serveJson(body);
    const response = await fetch(
      `${base}/api/agents/agent-a/runs/run-1/result`,
    );
    expect(await response.text()).toBe(body);
  });

  it("starts the browser's body before the upstream has finished", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write(`{"traces": [${"1,".repeat(100_000)}`);
      void released.then(() => res.end("2]}"));
    };
    const response = await fetch(base + TRACE);
    const reader =
      response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    const first = await reader.read();
    expect(first.value?.byteLength).toBeGreaterThan(0);
    release();
    let text = Buffer.from(first.value ?? []).toString();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += Buffer.from(value).toString();
    }
    expect((JSON.parse(text) as { traces: number[] }).traces).toHaveLength(
      100_001,
    );
  });

  it("decodes a compressed upstream body and drops the length that counted the compressed bytes", async () => {
    const body = document(200_000);
    handler = serveJson(gzipSync(body), { "content-encoding": "gzip" });
    const response = await fetch(base + TRACE);
    expect(await response.text()).toBe(body);
    expect(response.headers.get("content-length")).toBeNull();
  });

  it("answers HEAD with the headers and closes the upstream request", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"traces": [');
      // Never ends: only the proxy giving up on the body can close it.
    };
    const response = await fetch(base + TRACE, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    await upstreamClosed;
  });

  it("closes the upstream request when the browser goes away", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"traces": [');
      // Never ends: only the browser leaving can close it.
    };
    const abort = new AbortController();
    const response = await fetch(base + TRACE, { signal: abort.signal });
    expect(response.status).toBe(200);
    abort.abort();
    await upstreamClosed;
  });
});

describe("upstream failures before the body flows", () => {
  it.each([
    [401, "unauthorized", {}],
    [403, "forbidden", {}],
    [404, "not_found", {}],
    [429, "rate_limited", { "retry-after": "17" }],
    [503, "upstream_error", {}],
  ] as const)(
    "maps upstream %i to %s",
    async (status, code, headers: Record<string, string>) => {
      handler = (_req, res) => {
        res.writeHead(status, {
          "content-type": "application/problem+json",
          ...headers,
        });
        res.end(JSON.stringify({ title: "No", detail: "upstream says no" }));
      };
      const response = await fetch(base + TRACE);
      const json = (await response.json()) as { error: { code: string } };
      expect(json.error.code).toBe(code);
      expect(response.status).toBe(new SourceError(code, "").status);
      if (status === 429)
        expect(response.headers.get("retry-after")).toBe("17");
      expect(JSON.stringify(json)).not.toContain(TOKEN);
    },
  );

  it.each([
    ["a login page", "text/html", "<!doctype html><title>Sign in</title>"],
    ["HTML labelled as JSON", "application/json", "<html>Gateway</html>"],
    ["an empty body", "application/json", ""],
  ])("answers %s as not_json", async (_name, type, body) => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": type });
      res.end(body);
    };
    const response = await fetch(base + TRACE);
    expect(response.status).toBe(502);
    const { error } = (await response.json()) as {
      error: { code: string; message: string };
    };
    expect(error.code).toBe("not_json");
    expect(error.message).toContain(body.slice(0, 20));
  });

  it("reads only a bounded prefix of a large non-JSON body for the message", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write(`<html>${"x".repeat(64 * 1024)}`);
      // Never ends: the proxy must not wait for the rest.
    };
    const response = await fetch(base + TRACE);
    expect(response.status).toBe(502);
    expect(
      ((await response.json()) as { error: { code: string } }).error.code,
    ).toBe("not_json");
    await upstreamClosed;
  });

  it("times out an upstream that sends no headers", async () => {
    handler = () => undefined;
    await onTestClock(async () => {
      const answer = fetch(timedBase + TRACE);
      await upstreamAsked;
      vi.advanceTimersByTime(TIMEOUT_MS);
      const response = await answer;
      expect(response.status).toBe(504);
      expect(
        ((await response.json()) as { error: { code: string } }).error.code,
      ).toBe("timeout");
    });
  });
});

describe("upstream failures mid-body fail the browser's fetch", () => {
  it("an upstream cut off before its Content-Length", async () => {
    const log = relayLog();
    const body = document(4_000_000);
    handler = (_req, res) => {
      res.writeHead(200, {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
      });
      res.write(body.slice(0, 1_000_000));
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const response = await fetch(base + TRACE);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(loggedCodes(log)).toContain("truncated_body");
    log.mockRestore();
  });

  it("a chunked upstream cut off before its last chunk", async () => {
    const log = relayLog();
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write(document(1_000_000).slice(0, 500_000));
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const response = await fetch(base + TRACE);
    await expect(response.text()).rejects.toThrow();
    expect(loggedCodes(log)).toContain("truncated_body");
    log.mockRestore();
  });

  it("an upstream that ends cleanly in the middle of the document", async () => {
    const log = relayLog();
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write(document(300_000));
      res.end('{"traces": [1, 2');
    };
    const response = await fetch(base + TRACE);
    await expect(response.text()).rejects.toThrow();
    expect(loggedCodes(log)).toContain("truncated_body");
    log.mockRestore();
  });

  // A small answer (an error page inside a 200) arrives whole with its headers: the proxy
  // has all of it before it answers, so it says what it is instead of relaying a 200 that
  // then breaks — which the browser could not tell from a connection that broke.
  it("a whole body that is not JSON (HTML inside) is answered as not valid JSON, where it breaks and how it starts", async () => {
    handler = serveJson(
      '{"status": "COMPLETED", "trace": <html><body>Sign in</body></html>',
    );
    const response = await fetch(base + TRACE);
    expect(response.status).toBe(502);
    const { error } = (await response.json()) as {
      error: { code: string; message: string };
    };
    expect(error.code).toBe("not_json");
    expect(error.message).toContain("is not valid JSON");
    expect(error.message).toContain("found '<' at byte 33");
    expect(error.message).toContain('It starts with “{"status": "COMPLETED"');
    expect(error.message).not.toContain("cut short");
  });

  it("a whole body that ends mid-document is answered as cut short", async () => {
    handler = serveJson('{"status": "COMPLETED", "trace": {"traces": [{"id"');
    const response = await fetch(base + TRACE);
    expect(response.status).toBe(502);
    const { error } = (await response.json()) as {
      error: { code: string; message: string };
    };
    expect(error.code).toBe("truncated_body");
    expect(error.message).toContain("cut short");
    expect(error.message).not.toContain("not valid JSON");
  });

  it("a long body that turns into HTML at its end fails the fetch with the bytes up to the break", async () => {
    const log = relayLog();
    const head = document(300_000).replace(/\] }\n$/, ",");
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write(head);
      setTimeout(() => res.end("<html><body>Bad gateway</body></html>"), 50);
    };
    const response = await fetch(base + TRACE);
    const { bytes, failed } = await readUntilFailure(response);
    expect(failed).toBe(true);
    expect(findJsonBreak(bytes)).toMatchObject({
      kind: "invalid",
      offset: Buffer.byteLength(head),
    });
    expect(loggedCodes(log)).toContain("truncated_body");
    log.mockRestore();
  });

  it("an upstream that stalls mid-body for longer than the timeout", async () => {
    const log = relayLog();
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"traces": [');
    };
    await onTestClock(async () => {
      // The 200 is out: the body is flowing, and only the idle timeout is left to run.
      const response = await fetch(timedBase + TRACE);
      expect(response.status).toBe(200);
      const text = response.text();
      vi.advanceTimersByTime(TIMEOUT_MS);
      await expect(text).rejects.toThrow();
    });
    expect(loggedCodes(log)).toContain("timeout");
    await upstreamClosed;
    log.mockRestore();
  });

  it("but not an upstream slower in total than the timeout that keeps sending", async () => {
    let upstreamBody: ServerResponse | null = null;
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"traces": [');
      upstreamBody = res;
    };
    await onTestClock(async () => {
      const response = await fetch(timedBase + TRACE);
      expect(response.status).toBe(200);
      const reader =
        response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
      let text = "";
      let sent = '{"traces": [';
      // Each part comes three quarters of the timeout after the last one was relayed:
      // never a wait as long as the timeout, six timeouts in all.
      for (let part = 0; part < 8; part++) {
        upstreamBody!.write(`${part},`);
        // The relay holds back its latest chunk: everything before this part reaching the
        // browser says this part reached the proxy, which restarted its idle timer.
        while (text.length < sent.length) {
          const { value } = await reader.read();
          text += Buffer.from(value ?? []).toString();
        }
        sent += `${part},`;
        vi.advanceTimersByTime((TIMEOUT_MS * 3) / 4);
      }
      upstreamBody!.end("8]}");
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += Buffer.from(value).toString();
      }
      expect((JSON.parse(text) as { traces: number[] }).traces).toHaveLength(9);
    });
  });
});

/** The bytes a browser got before the body failed (or ended). */
async function readUntilFailure(
  response: Response,
): Promise<{ bytes: Uint8Array; failed: boolean }> {
  const reader =
    response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  const chunks: Buffer[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes: Buffer.concat(chunks), failed: false };
      chunks.push(Buffer.from(value));
    }
  } catch {
    return { bytes: Buffer.concat(chunks), failed: true };
  }
}

function loggedCodes(log: ReturnType<typeof relayLog>): string[] {
  return log.mock.calls
    .flat()
    .filter((logged) => logged instanceof SourceError)
    .map((error) => error.code);
}
