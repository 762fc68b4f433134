/**
 * The embedded demo: a Fruxon-compatible API over the generated data set. Same paths and
 * JSON shapes as docs/reference/fruxon-wire.md (both path spellings, `executionRecords` and the
 * old `execution-records`; query names in either casing), Bearer auth, problem-details
 * errors. The proxy reaches it over HTTP exactly as it reaches the real API, so the demo
 * exercises the real code path end to end.
 */
import { Hono, type Context } from "hono";
import type { DemoDataSet, DemoRun } from "./dataset";
import {
  filterRecords,
  type RecordFacts,
} from "../../src/model/run-list/filter-records";
import { factsFromWireTrace } from "../../src/model/run-list/run-facts";
import type { RunListQuery } from "../sources/run-source";
import { buildSpawnTree } from "./spawn-tree";
import { mountConversationApi } from "./demo-conversation-api";
import { emptyConversations } from "./conversations/conversation-data";
import { mountStateApi } from "./demo-state-api";
import { emptyDemoState } from "./state/state-data";
import { problem } from "./demo-http";

export const DEMO_TOKEN = "tracelens-demo-token";

export function createDemoApi(data: DemoDataSet): Hono {
  const runsById = new Map(
    data.runs.map((run) => [String(run.record.id), run]),
  );
  const facts = new Map<string, RecordFacts | undefined>();
  const factsOf = (runId: string) => {
    if (!facts.has(runId))
      facts.set(runId, factsFromWireTrace(runsById.get(runId)?.trace));
    return facts.get(runId);
  };

  const app = new Hono();

  app.use("*", async (c, next) => {
    if (c.req.header("authorization") !== `Bearer ${DEMO_TOKEN}`) {
      return problem(
        c.req.path,
        401,
        "Unauthorized",
        "Missing or invalid bearer token.",
      );
    }
    const tenant = c.req.path.split("/")[3];
    if (tenant !== undefined && tenant !== data.tenantId) {
      return problem(
        c.req.path,
        403,
        "Forbidden",
        `The credential is not bound to tenant ${tenant}.`,
      );
    }
    return next();
  });

  const base = "/v1/tenants/:tenant";
  app.get(`${base}/auth/health`, (c) =>
    c.json({
      authenticationSource: "API_KEY",
      tenantId: data.tenantId,
      userId: "demo-user",
      email: "demo@tracelens.local",
      apiKeyName: "Tracelens demo",
      scopes: ["*:read"],
      apiKeyExpiresAt: null,
    }),
  );
  app.get(`${base}/agents`, (c) => c.json(data.agents));
  app.get(`${base}/agents/:agent`, (c) => {
    const agent = data.agents.find(
      (candidate) => candidate.id === c.req.param("agent"),
    );
    return agent
      ? c.json(agent)
      : problem(c.req.path, 404, "Not Found", "Unknown agent.");
  });
  app.get(`${base}/participants`, (c) => {
    const agentId = c.req.query("agentId");
    const participants = agentId
      ? data.participants.filter((p) =>
          (p.agentIds as string[] | undefined)?.includes(agentId),
        )
      : data.participants;
    return c.json(participants);
  });

  mountConversationApi(app, base, data.conversations ?? emptyConversations());
  mountStateApi(app, base, data.state ?? emptyDemoState());

  for (const collection of ["executionRecords", "execution-records"]) {
    const records = `${base}/agents/:agent/${collection}`;
    app.get(records, (c) => {
      const agentId = c.req.param("agent");
      const ofAgent = data.runs
        .filter((run) => run.record.agentId === agentId)
        .map((run) => run.record);
      return c.json(filterRecords(ofAgent, listQuery(c), factsOf));
    });
    app.get(`${records}/:record/tree`, (c) => {
      const run = findRun(
        c.req.param("agent") ?? "",
        c.req.param("record") ?? "",
      );
      return run ? c.json(buildSpawnTree(data, run)) : notFound(c);
    });
    app.get(`${records}/:record`, (c) => {
      const [runId, verb] = splitVerb(c.req.param("record") ?? "");
      const run = findRun(c.req.param("agent") ?? "", runId);
      if (!run) return notFound(c);
      if (verb === null) return c.json(run.record);
      if (verb === "trace") {
        if (run.openTrace)
          return new Response(run.openTrace(), {
            headers: { "content-type": "application/json" },
          });
        return run.trace
          ? c.json(run.trace)
          : problem(
              c.req.path,
              404,
              "Not Found",
              "This execution has no trace.",
            );
      }
      if (verb === "result") {
        return run.result
          ? c.json(run.result)
          : problem(
              c.req.path,
              404,
              "Not Found",
              "This execution has no result.",
            );
      }
      return problem(c.req.path, 404, "Not Found", `Unknown method :${verb}.`);
    });
  }

  app.all("*", (c) =>
    c.req.method === "GET"
      ? problem(c.req.path, 404, "Not Found", `No such resource: ${c.req.path}`)
      : problem(
          c.req.path,
          405,
          "Method Not Allowed",
          "The demo API is read-only.",
        ),
  );

  function findRun(agentId: string, runId: string): DemoRun | undefined {
    const run = runsById.get(runId);
    return run && run.record.agentId === agentId ? run : undefined;
  }

  return app;
}

function splitVerb(segment: string): [string, string | null] {
  const colon = segment.indexOf(":");
  return colon < 0
    ? [segment, null]
    : [segment.slice(0, colon), segment.slice(colon + 1)];
}

/** Query names are bound case-insensitively, like the real server (docs/reference/fruxon-wire.md §1.6). */
function listQuery(c: Context): RunListQuery {
  const params = new URL(c.req.url).searchParams;
  const all = (name: string) =>
    [...params.entries()]
      .filter(([key]) => key.toLowerCase() === name.toLowerCase())
      .map(([, value]) => value);
  const one = (name: string) => all(name)[0];
  const int = (name: string) => {
    const value = Number(one(name));
    return Number.isFinite(value) && one(name) !== undefined
      ? value
      : undefined;
  };
  const query: RunListQuery = {
    pageSize: Math.min(Math.max(int("PageSize") ?? 50, 1), 500),
    skip: int("PageToken.Skip") ?? int("PageToken.Cursor") ?? 0,
    statuses: all("Status").flatMap((value) => value.split(",")),
    revisions: all("AgentRevision").map(Number).filter(Number.isFinite),
    withToolErrors: one("WithToolErrors") === "true",
  };
  const startTime = int("StartTime");
  const endTime = int("EndTime");
  if (startTime !== undefined) query.startTime = startTime;
  if (endTime !== undefined) query.endTime = endTime;
  const participant = one("ParticipantId");
  const session = one("SessionId");
  const origin = one("Origin");
  const tool = one("Tool");
  if (participant) query.participantId = participant;
  if (session) query.sessionId = session;
  if (origin) query.origin = origin;
  if (tool) query.tool = tool;
  return query;
}

function notFound(c: Context) {
  return problem(
    c.req.path,
    404,
    "Not Found",
    "No execution record with this id for this agent.",
  );
}
