/**
 * `GET /api/runs?prefix=…`: the runs whose id starts with a short id the app showed — over
 * the embedded demo (the Fruxon source: every agent's newest runs) and over a saved
 * folder where two runs started 31 s apart share their 8-character short id (UUID v7).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEMO_TOKEN } from "../demo/demo-api";
import { DEMO_SCENARIOS } from "../demo/scenarios";
import { startDemoApi, type RunningDemoApi } from "../demo/start-demo-api";
import { TEST_NOW } from "../demo/test-helpers";
import { createFruxonSource } from "../sources/fruxon-source";
import { createTracesDirSource } from "../sources/traces-dir-source";
import type { RunIdPrefixAnswer } from "../../src/model/links/run-id-prefix";

const SHORT_IDS = join(import.meta.dirname, "../../fixtures/short-ids");
const { D1 } = DEMO_SCENARIOS;

let demo: RunningDemoApi;
let demoApp: ReturnType<typeof createApp>;

beforeAll(async () => {
  demo = await startDemoApi(TEST_NOW);
  demoApp = createApp({
    runSource: createFruxonSource({
      baseUrl: demo.baseUrl,
      tenant: demo.tenantId,
      token: DEMO_TOKEN,
      timeoutMs: 5000,
      kind: "demo",
    }),
    staticDir: null,
    bindHost: "127.0.0.1",
  });
});
afterAll(() => demo.close());

const folderApp = () =>
  createApp({
    runSource: createTracesDirSource(SHORT_IDS),
    staticDir: null,
    bindHost: "127.0.0.1",
  });

async function get(app: ReturnType<typeof createApp>, prefix: string) {
  const response = await app.request(
    `/api/runs?prefix=${encodeURIComponent(prefix)}`,
    { headers: { host: "127.0.0.1:8723" } },
  );
  return { status: response.status, json: await response.json() };
}

describe("runs by id prefix", () => {
  it("finds the one run a short id names, under whichever agent owns it", async () => {
    const { status, json } = await get(demoApp, D1.runId.slice(0, 8));
    expect(status).toBe(200);
    const answer = json as RunIdPrefixAnswer;
    expect(answer.runs).toEqual([
      expect.objectContaining({
        runId: D1.runId,
        agentId: D1.agentId,
        subject: "Dana Levi · policy email batch",
        status: "COMPLETED",
      }),
    ]);
    expect(answer.searched.agents).toBeGreaterThan(1);
    expect(answer.searched.perAgent).toBe(200);
  });

  it("lists every run that shares the short id, newest first, and matches any case", async () => {
    const { json } = await get(folderApp(), "019FD616");
    expect((json as RunIdPrefixAnswer).runs.map((run) => run.runId)).toEqual([
      "019fd616-9118-7d02-8a6e-1f4b9c3d7e22",
      "019fd616-1800-7b3c-9d41-6e2a8f0c5b11",
    ]);
  });

  it("answers with no runs, saying what it searched, when nothing starts so", async () => {
    const { status, json } = await get(demoApp, "zzzz");
    expect(status).toBe(200);
    const answer = json as RunIdPrefixAnswer;
    expect(answer.runs).toEqual([]);
    expect(answer.searched.runs).toBeGreaterThan(50);
  });

  it("refuses a prefix too short or holding path characters", async () => {
    const short = await get(demoApp, "672");
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json)).toContain("at least 4 characters");
    expect((await get(demoApp, "672a/../x")).status).toBe(400);
  });
});
