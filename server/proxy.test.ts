/**
 * The whole proxy over real HTTP: the app in front of the embedded demo API, reached over
 * loopback exactly as the real API would be. Checks the read-only surface, error mapping,
 * both doc generations passing through untouched, and that the token never reaches the
 * browser.
 */
import { serve, type ServerType } from "@hono/node-server";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { DEMO_TOKEN } from "./demo/demo-api";
import { DEMO_SCENARIOS } from "./demo/scenarios";
import { startDemoApi, type RunningDemoApi } from "./demo/start-demo-api";
import { createFruxonSource } from "./sources/fruxon-source";

const NOW = Date.UTC(2026, 7, 6, 12, 0, 0);
let demo: RunningDemoApi;
let server: ServerType;
let base: string;
const staticDir = mkdtempSync(join(tmpdir(), "tracelens-dist-"));

beforeAll(async () => {
  mkdirSync(join(staticDir, "assets"));
  writeFileSync(
    join(staticDir, "index.html"),
    "<!doctype html><title>Tracelens</title>",
  );
  writeFileSync(join(staticDir, "assets", "app-123.js"), "console.log(1)");
  demo = await startDemoApi(NOW);
  const runSource = createFruxonSource({
    baseUrl: demo.baseUrl,
    tenant: demo.tenantId,
    token: DEMO_TOKEN,
    timeoutMs: 5000,
    kind: "demo",
  });
  const app = createApp({ runSource, staticDir, bindHost: "127.0.0.1" });
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: app.fetch, hostname: "127.0.0.1", port: 0 },
      (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      },
    );
  });
});
afterAll(async () => {
  server.close();
  await demo.close();
});

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, init);
  const text = await response.text();
  expect(text).not.toContain(DEMO_TOKEN);
  expect([...response.headers.values()].join(" ")).not.toContain(DEMO_TOKEN);
  return {
    response,
    text,
    json: () => JSON.parse(text) as Record<string, unknown>,
  };
}

/** A request exactly as written: fetch would normalise `..` and replace the Host header. */
function rawGet(
  path: string,
  host?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path,
        headers: host ? { Host: host } : {},
      },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("proxy over the embedded demo", () => {
  it("describes the source and who the token is, never the token", async () => {
    const { json } = await get("/api/source");
    expect(json()).toMatchObject({
      kind: "demo",
      identity: { email: "demo@tracelens.local" },
    });
  });

  it("lists agents and an agent's runs, newest first, with filters", async () => {
    const agents = (await get("/api/agents")).json() as unknown as {
      id: string;
    }[];
    expect(agents.map((agent) => agent.id)).toContain("email_policies_parser");
    const page = (
      await get(
        "/api/agents/email_policies_parser/runs?status=COMPLETED&pageSize=10",
      )
    ).json() as {
      items: { status: string; startTime: number }[];
    };
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.status === "COMPLETED")).toBe(true);
    const starts = page.items.map((item) => item.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it("lists only the runs of one origin with origin=", async () => {
    const { D21 } = DEMO_SCENARIOS;
    const runs = async (origin: string) =>
      (
        (
          await get(`/api/agents/${D21.agentId}/runs?origin=${origin}`)
        ).json() as {
          items: { id: string; origin: string }[];
        }
      ).items;
    const tests = await runs("TEST");
    expect(tests.map((item) => item.id)).toContain(D21.runId);
    expect(tests.every((item) => item.origin === "TEST")).toBe(true);
    const production = await runs("production");
    expect(production.length).toBeGreaterThan(0);
    expect(production.every((item) => item.origin === "PRODUCTION")).toBe(true);
  });

  it("rejects an origin that is not one, naming the ones there are", async () => {
    const { response, json } = await get(
      "/api/agents/email_policies_parser/runs?origin=STAGING",
    );
    expect(response.status).toBe(400);
    expect(String((json().error as Record<string, unknown>).message)).toMatch(
      /origin="STAGING".*PRODUCTION.*TEST/,
    );
  });

  it("slides the time window with until", async () => {
    const { D1, D2 } = DEMO_SCENARIOS;
    const d1 = (await get(`/api/agents/${D1.agentId}/runs/${D1.runId}`)).json();
    const page = (
      await get(
        `/api/agents/${D1.agentId}/runs?until=${Number(d1.startTime) - 1}&status=COMPLETED`,
      )
    ).json() as {
      items: { id: string }[];
    };
    expect(page.items[0]?.id).toBe(D2.runId);
  });

  it("passes the new generation's envelope through", async () => {
    const { D1 } = DEMO_SCENARIOS;
    const trace = (
      await get(`/api/agents/${D1.agentId}/runs/${D1.runId}/trace`)
    ).json();
    expect(trace).toMatchObject({
      status: "COMPLETED",
      trace: { agentId: "email_policies_parser" },
    });
  });

  it("passes the old generation's bare trace through", async () => {
    const { D8 } = DEMO_SCENARIOS;
    const trace = (
      await get(`/api/agents/${D8.agentId}/runs/${D8.runId}/trace`)
    ).json();
    expect(trace.trace).toBeUndefined();
    expect(Array.isArray(trace.traces)).toBe(true);
    const record = (
      await get(`/api/agents/${D8.agentId}/runs/${D8.runId}`)
    ).json();
    expect(record.status).toBeUndefined();
  });

  it("serves results and spawn trees", async () => {
    const { D1 } = DEMO_SCENARIOS;
    const result = (
      await get(`/api/agents/${D1.agentId}/runs/${D1.runId}/result`)
    ).json();
    expect(result.agentExecutionRecordId).toBe(D1.runId);
    const tree = (
      await get(`/api/agents/${D1.agentId}/runs/${D1.runId}/tree`)
    ).json();
    expect(tree).toMatchObject({
      rootExecutionId: D1.runId,
      totals: { runs: 4, failed: 1 },
    });
  });

  it("maps an upstream 404 to a JSON error the UI can show", async () => {
    const { D5 } = DEMO_SCENARIOS;
    const { response, json } = await get(
      `/api/agents/${D5.agentId}/runs/${D5.runId}/trace`,
    );
    expect(response.status).toBe(404);
    expect(json()).toMatchObject({ error: { code: "not_found", status: 404 } });
  });

  it("rejects ids that would change the upstream path", async () => {
    for (const id of ["..", "run:trace", "a%2Fb", "%2E%2E"]) {
      const { status, body } = await rawGet(
        `/api/agents/email_policies_parser/runs/${id}`,
      );
      // 400 from the id check, or 404 where the router itself refuses a dot segment:
      // either way nothing is forwarded.
      expect([400, 404], id).toContain(status);
      expect(JSON.parse(body)).toMatchObject({ error: { status } });
    }
  });

  it("rejects a bad time filter with a message naming it", async () => {
    const { response, json } = await get(
      "/api/agents/email_policies_parser/runs?since=yesterday-ish",
    );
    expect(response.status).toBe(400);
    expect(String((json().error as Record<string, unknown>).message)).toMatch(
      /since="yesterday-ish"/,
    );
  });

  it("is read-only", async () => {
    const { response } = await get("/api/agents", { method: "POST" });
    expect(response.status).toBe(405);
  });

  it("refuses Host headers that are not this machine (DNS rebinding)", async () => {
    expect((await rawGet("/api/agents", "evil.example")).status).toBe(421);
    expect((await rawGet("/api/agents", "localhost:8723")).status).toBe(200);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const { response, json } = await get("/api/nope");
    expect(response.status).toBe(404);
    expect(json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("serves the SPA for client-side routes and assets with long caching", async () => {
    const page = await get(
      `/agents/x/executions?id=${DEMO_SCENARIOS.D1.runId}&group=session`,
    );
    expect(page.response.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.text).toContain("<title>Tracelens</title>");
    expect(page.response.headers.get("content-security-policy")).toMatch(
      /default-src 'self'/,
    );
    const asset = await get("/assets/app-123.js");
    expect(asset.response.headers.get("cache-control")).toMatch(/immutable/);
  });
});
