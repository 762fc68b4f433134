/**
 * The whole proxy in front of a hostile upstream: one that echoes the token back in every
 * error shape, redirects elsewhere, hangs, and answers with huge or compressed bodies.
 * The contract: no response and no log line carries the token; a redirect is never
 * followed; a hang costs one request its timeout and nothing else; a buffered answer
 * stops at its size cap however it is encoded; the proxy opens a bounded number of
 * sockets and closes an upstream request when the browser that caused it goes away;
 * agent ids the upstream returns are checked before they become paths.
 */
import { createGzip } from "node:zlib";
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { createApp } from "./app";
import { createFruxonSource } from "./sources/fruxon-source";
import {
  answerWith,
  startFakeUpstream,
  type FakeUpstream,
} from "./testing/fake-upstream";
import { serveApp, type ServedApp } from "./testing/serve-app";

const TOKEN = "fx_pat_H0stile7oken9f8e7d6c5b4a3";
/** Long enough for a loaded machine to inflate 64 MiB; the hang test waits it out once. */
const TIMEOUT_MS = 5000;
const TRACE = "/api/agents/agent-a/runs/run-1/trace";
const AGENTS = "/api/agents";

let upstream: FakeUpstream;
let proxy: ServedApp;
const logged: string[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  const runSource = createFruxonSource({
    baseUrl: upstream.baseUrl,
    tenant: "acme",
    token: TOKEN,
    timeoutMs: TIMEOUT_MS,
  });
  proxy = await serveApp(
    createApp({
      runSource,
      staticDir: null,
      bindHost: "127.0.0.1",
      secrets: [TOKEN],
    }),
  );
  for (const method of ["error", "warn", "info", "log"] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => String(arg)).join(" "));
    });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await proxy.close();
  await upstream.close();
});
afterEach(() => {
  for (const line of logged) expectNoToken(line);
  logged.length = 0;
});

/** Neither the token nor any 10-character piece of it. */
function expectNoToken(text: string) {
  for (let i = 0; i + 10 <= TOKEN.length; i++)
    expect(text).not.toContain(TOKEN.slice(i, i + 10));
}

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(proxy.base + path, init);
  const text = await response.text().catch(() => "");
  expectNoToken(text);
  expectNoToken([...response.headers.values()].join("\n"));
  return { status: response.status, text };
}

/** `bytes` of spaces, gzipped as they are written: the test never holds them inflated. */
async function gzipBomb(bytes: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const out: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => gzip.on("end", resolve));
  const chunk = Buffer.alloc(1 << 20, 0x20);
  for (let written = 0; written < bytes; written += chunk.length)
    if (!gzip.write(chunk)) await new Promise((r) => gzip.once("drain", r));
  gzip.end();
  await done;
  return Buffer.concat(out);
}

/** Answers with an endless body, 1 MiB at a time as the socket drains; counts what went out. */
function pumpForever(status: number, type: string): { bytes: number } {
  const sent = { bytes: 0 };
  upstream.answer((_req, res) => {
    res.writeHead(status, { "content-type": type });
    const chunk = Buffer.alloc(1 << 20, 0x20);
    let open = true;
    res.on("close", () => (open = false));
    const pump = () => {
      while (open) {
        sent.bytes += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
    };
    res.write("[");
    pump();
  });
  return sent;
}

const echoes = {
  header: `Authorization: Bearer ${TOKEN}`,
  bare: TOKEN,
  percent: encodeURIComponent(`Bearer ${TOKEN}`),
  lowercase: `authorization=${TOKEN}`,
  other: "Authorization: Bearer some_other_token_value",
};

describe("an upstream that echoes the token", () => {
  it.each([
    [
      401,
      "problem+json detail",
      { title: "Unauthorized", detail: echoes.header },
    ],
    [403, "problem+json title", { title: echoes.bare, detail: "no" }],
    [
      404,
      "message/details form",
      { message: echoes.lowercase, details: echoes.percent },
    ],
    [429, "detail", { detail: echoes.header }],
    [
      500,
      "detail, cut mid-token at 1000 chars",
      { detail: `${"x".repeat(985)}${TOKEN}` },
    ],
    [502, "a token it was never sent", { detail: echoes.other }],
  ])("%i with the token in its %s", async (status, _shape, body) => {
    upstream.answer(answerWith(status, JSON.stringify(body)));
    for (const path of [AGENTS, TRACE]) {
      const { status: got, text } = await get(path);
      expect(got).toBeGreaterThanOrEqual(400);
      expect(text).toContain("[redacted]");
      expect(text).not.toContain("some_other_token_value");
    }
  });

  it("a non-JSON 2xx page that starts with the request headers", async () => {
    upstream.answer(
      answerWith(200, `${echoes.header}\nHost: api\n<html>login</html>`, {
        "content-type": "text/html",
      }),
    );
    for (const path of [AGENTS, TRACE]) {
      const { status, text } = await get(path);
      expect(status).toBe(502);
      expect(JSON.parse(text)).toMatchObject({ error: { code: "not_json" } });
    }
  });

  it("a 2xx JSON body that holds the token, parsed or relayed", async () => {
    const body = JSON.stringify({
      traces: [],
      items: [{ id: "a", description: `echo ${TOKEN} echo` }],
    });
    upstream.answer(answerWith(200, body));
    for (const path of [AGENTS, TRACE]) {
      const { status, text } = await get(path);
      expect(status).toBe(200);
      expect(text).toHaveLength(body.length);
    }
  });

  it("a relayed body that splits the token across many small chunks", async () => {
    upstream.answer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const body = `{"traces": [], "echo": "${TOKEN}"}`;
      let at = 0;
      const next = () => {
        if (at >= body.length) return res.end();
        res.write(body.slice(at, (at += 3)), () => setTimeout(next, 1));
      };
      next();
    });
    const { status, text } = await get(TRACE);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ traces: [] });
  });
});

describe("an upstream that redirects", () => {
  it("is not followed: the token never goes to the other host", async () => {
    upstream.answer((req, res) => {
      if (req.url?.startsWith("/elsewhere")) return res.end("{}");
      res.writeHead(302, { location: `${upstream.baseUrl}/elsewhere` });
      res.end();
    });
    const { status, text } = await get(AGENTS);
    expect(status).toBe(502);
    expect(text).toContain("redirect");
    expect(upstream.seen.map((seen) => seen.url)).not.toContainEqual(
      expect.stringContaining("/elsewhere"),
    );
  });
});

describe("an upstream that hangs", () => {
  it("times out that request and keeps serving the others", async () => {
    upstream.answer((req, res) => {
      if (req.url?.includes("executionRecords/run-1")) return; // never answers
      answerWith(200, "[]")(req, res);
    });
    const hung = get("/api/agents/agent-a/runs/run-1");
    const started = Date.now();
    expect((await get(AGENTS)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    const { status, text } = await hung;
    expect(status).toBe(504);
    expect(JSON.parse(text)).toMatchObject({ error: { code: "timeout" } });
  }, 20_000);

  it("closes the upstream request when the browser goes away", async () => {
    upstream.answer(() => undefined);
    const abort = new AbortController();
    const pending = fetch(proxy.base + AGENTS, { signal: abort.signal });
    await vi.waitUntil(() => upstream.open() === 1);
    abort.abort();
    await pending.catch(() => undefined);
    const closed = Date.now();
    await upstream.allClosed();
    expect(Date.now() - closed).toBeLessThan(TIMEOUT_MS / 2);
  });

  it("holds a bounded number of upstream sockets however many requests come", async () => {
    upstream.answer((_req, res) =>
      setTimeout(() => answerWith(200, "[]")(_req, res), 50),
    );
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        get(`/api/agents/agent-${i}/runs/run-1`),
      ),
    );
    expect(upstream.peakOpen()).toBeLessThanOrEqual(16);
    expect(
      answers.filter((answer) => answer.status === 200).length,
    ).toBeGreaterThan(0);
  });
});

describe("an upstream with huge bodies", () => {
  it("stops reading a buffered answer at the cap", async () => {
    const sent = pumpForever(200, "application/json");
    const { status, text } = await get(AGENTS);
    expect(status).toBe(502);
    expect(JSON.parse(text)).toMatchObject({ error: { code: "too_large" } });
    await upstream.allClosed();
    expect(sent.bytes).toBeLessThan(256 << 20);
  });

  it("stops inflating a compressed buffered answer at the cap", async () => {
    const bomb = await gzipBomb(256 << 20);
    upstream.answer(answerWith(200, bomb, { "content-encoding": "gzip" }));
    const before = process.memoryUsage().rss;
    const { status, text } = await get(AGENTS);
    expect(status).toBe(502);
    expect(JSON.parse(text)).toMatchObject({ error: { code: "too_large" } });
    expect(process.memoryUsage().rss - before).toBeLessThan(400 << 20);
  });

  it("reads at most a little of a huge error body", async () => {
    const sent = pumpForever(500, "text/plain");
    const { status } = await get(AGENTS);
    expect(status).toBe(502);
    await upstream.allClosed();
    expect(sent.bytes).toBeLessThan(64 << 20);
  });
});

describe("ids the upstream hands back", () => {
  it("are checked before they become paths", async () => {
    upstream.answer((req, res) => {
      if (req.url?.endsWith("/agents"))
        return answerWith(
          200,
          JSON.stringify([
            { id: ".." },
            { id: "." },
            { id: "a/b" },
            { id: "-x" },
            { id: "good" },
          ]),
        )(req, res);
      if (req.url?.includes("/agents/good/"))
        return answerWith(200, JSON.stringify({ id: "run-9" }))(req, res);
      answerWith(404, "{}")(req, res);
    });
    const { status, text } = await get("/api/runs/run-9/owner");
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ runId: "run-9", agentId: "good" });
    const paths = upstream.seen.map((seen) => seen.url);
    expect(
      paths.every((path) => !/\/agents\/(\.|%2E|a%2Fb|-x)/i.test(path)),
    ).toBe(true);
  });
});
