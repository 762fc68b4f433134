/**
 * The proxy's lookups over the embedded demo: find a person by phone, email or handle;
 * list that person's runs from `participant=<phone>`; find which agent owns a bare record
 * id (a dashboard link, an id inside a result), including a consult run under another agent;
 * read a run's approvals (every status, narrowed to the run) and their audit events; find
 * the runs a short id may mean (`/api/runs?prefix=`), over the demo and over a saved
 * folder where two runs started 31 s apart share their 8-character short id (UUID v7).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEMO_TOKEN } from "../demo/demo-api";
import { D1_CONSULT_RUN, DEMO_SCENARIOS } from "../demo/scenarios";
import { startDemoApi, type RunningDemoApi } from "../demo/start-demo-api";
import { createFruxonSource } from "../sources/fruxon-source";
import { TEST_NOW } from "../demo/test-helpers";
import { createTracesDirSource } from "../sources/traces-dir-source";
import type { RunIdPrefixAnswer } from "../../src/model/links/run-id-prefix";

let demo: RunningDemoApi;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  demo = await startDemoApi(TEST_NOW);
  app = createApp({
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

async function get(path: string, on = app) {
  const response = await on.request(path, {
    headers: { host: "127.0.0.1:8723" },
  });
  return { status: response.status, json: await response.json() };
}

type Person = { id: string; displayName: string };
type Page = { items: { id: string; trigger: { participantId: string } }[] };

describe("participants", () => {
  it("finds a customer by a phone number written with dashes", async () => {
    const { json } = await get(
      `/api/participants?query=${encodeURIComponent("+972-54-561-4701")}`,
    );
    expect((json as Person[]).map((p) => p.displayName)).toEqual(["מיכל כהן"]);
  });

  it("finds customers by email and by handle", async () => {
    const byEmail = await get("/api/participants?query=OMER.BD%40outlook.com");
    expect((byEmail.json as Person[]).map((p) => p.displayName)).toEqual([
      "Omer Ben-David",
    ]);
    const byHandle = await get("/api/participants?query=%40yossi_mz");
    expect((byHandle.json as Person[]).map((p) => p.displayName)).toEqual([
      "Yossi Mizrahi",
    ]);
  });
});

describe("runs of a participant", () => {
  it("lists only that person's runs when the filter is their phone number", async () => {
    const person = (
      (await get("/api/participants?query=%2B972545614701")).json as Person[]
    )[0]!;
    const { status, json } = await get(
      `/api/agents/support_assistant/runs?participant=${encodeURIComponent("+972-54-561-4701")}`,
    );
    expect(status).toBe(200);
    const items = (json as Page).items;
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((run) => run.trigger.participantId === person.id)).toBe(
      true,
    );
  });

  it("says so when the phone number belongs to nobody", async () => {
    const { status, json } = await get(
      "/api/agents/support_assistant/runs?participant=%2B1-999-000-0000",
    );
    expect(status).toBe(404);
    expect(JSON.stringify(json)).toContain("No participant matches");
  });
});

describe("run owner", () => {
  it("finds the agent of a run from its id alone", async () => {
    const { json } = await get(`/api/runs/${DEMO_SCENARIOS.D5.runId}/owner`);
    expect(json).toEqual({
      runId: DEMO_SCENARIOS.D5.runId,
      agentId: DEMO_SCENARIOS.D5.agentId,
    });
  });

  it("finds a consult run under another agent than the hinted one", async () => {
    const { json } = await get(
      `/api/runs/${D1_CONSULT_RUN.runId}/owner?agent=email_policies_parser`,
    );
    expect(json).toMatchObject({ agentId: D1_CONSULT_RUN.agentId });
  });

  it("answers 404 with a readable message for an id no agent has", async () => {
    const { status, json } = await get(
      "/api/runs/00000000-0000-4000-8000-000000000000/owner",
    );
    expect(status).toBe(404);
    expect(JSON.stringify(json)).toContain("No agent has a run");
  });

  it("refuses an id that could name another API path", async () => {
    const { status } = await get("/api/runs/abc%3Atrace/owner");
    expect(status).toBe(400);
  });
});

describe("runs by id prefix", () => {
  const byPrefix = (prefix: string, on = app) =>
    get(`/api/runs?prefix=${encodeURIComponent(prefix)}`, on);
  const { D1 } = DEMO_SCENARIOS;

  it("finds the one run a short id names, under whichever agent owns it", async () => {
    const { status, json } = await byPrefix(D1.runId.slice(0, 8));
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
    const folder = createApp({
      runSource: createTracesDirSource(
        join(import.meta.dirname, "../../fixtures/short-ids"),
      ),
      staticDir: null,
      bindHost: "127.0.0.1",
    });
    const { json } = await byPrefix("019FD616", folder);
    expect((json as RunIdPrefixAnswer).runs.map((run) => run.runId)).toEqual([
      "019fd616-9118-7d02-8a6e-1f4b9c3d7e22",
      "019fd616-1800-7b3c-9d41-6e2a8f0c5b11",
    ]);
  });

  it("answers with no runs, saying what it searched, when nothing starts so", async () => {
    const { status, json } = await byPrefix("zzzz");
    expect(status).toBe(200);
    const answer = json as RunIdPrefixAnswer;
    expect(answer.runs).toEqual([]);
    expect(answer.searched.runs).toBeGreaterThan(50);
  });

  it("refuses a prefix too short or holding path characters", async () => {
    const short = await byPrefix("672");
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json)).toContain("at least 4 characters");
    expect((await byPrefix("672a/../x")).status).toBe(400);
  });
});

describe("a run's approvals (D23)", () => {
  type Approval = { id: string; status: string; decision: string | null };
  type AuditPage = { items: { eventType: string; actor: string | null }[] };

  it("reads the approvals of every status that name the run, then each one's audit events", async () => {
    const { agentId, runId } = DEMO_SCENARIOS.D23;
    const { status, json } = await get(
      `/api/agents/${agentId}/runs/${runId}/approvals`,
    );
    expect(status).toBe(200);
    const items = (json as { items: Approval[] }).items;
    expect(
      items.map(({ status, decision }) => [status, decision]).sort(),
    ).toEqual([
      ["PENDING", null],
      ["RESPONDED", "REJECT"],
    ]);
    const rejected = items.find((item) => item.status === "RESPONDED")!;
    const audit = await get(
      `/api/agents/${agentId}/approvals/${rejected.id}/audit-events`,
    );
    expect(
      (audit.json as AuditPage).items.map((event) => [
        event.eventType,
        event.actor,
      ]),
    ).toEqual([
      ["REQUESTED", "system"],
      ["RESPONDED", "dor.gelless@nordwood.co.il"],
    ]);
  });

  it("finds none for a run that asked for no approval", async () => {
    const { agentId, runId } = DEMO_SCENARIOS.D6;
    const { json } = await get(
      `/api/agents/${agentId}/runs/${runId}/approvals`,
    );
    expect((json as { items: Approval[] }).items).toEqual([]);
  });
});
