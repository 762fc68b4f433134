/** `/api/agents` and `/api/agents/:agentId/runs/…`: the read-only calls the proxy knows. */
import { Hono } from "hono";
import type { RunSource } from "../sources/run-source";
import type { ParticipantDirectory } from "./participant-directory";
import { idParam, optionalIdQuery, runListQuery } from "./params";

export function runRoutes(
  source: RunSource,
  participants: ParticipantDirectory,
): Hono {
  const routes = new Hono();
  routes.get("/agents", async (c) => c.json(await source.listAgents()));
  routes.get("/agents/:agentId/runs", async (c) => {
    const agentId = idParam(c, "agentId");
    const query = runListQuery(c);
    // `participant=` may be a phone number, email or handle: the upstream wants the id.
    if (query.participantId)
      query.participantId = await participants.resolveId(query.participantId);
    return c.json(await source.listRuns(agentId, query));
  });
  /** Which agent owns a record: for dashboard links and ids found inside results. */
  routes.get("/runs/:runId/owner", async (c) => {
    const runId = idParam(c, "runId");
    const agentHint = optionalIdQuery(c, "agent");
    return c.json({ runId, agentId: await source.locateRun(runId, agentHint) });
  });
  routes.get("/agents/:agentId/runs/:runId", async (c) =>
    c.json(await source.getRun(idParam(c, "agentId"), idParam(c, "runId"))),
  );
  routes.get("/agents/:agentId/runs/:runId/trace", async (c) =>
    c.json(await source.getTrace(idParam(c, "agentId"), idParam(c, "runId"))),
  );
  routes.get("/agents/:agentId/runs/:runId/result", async (c) =>
    c.json(await source.getResult(idParam(c, "agentId"), idParam(c, "runId"))),
  );
  routes.get("/agents/:agentId/runs/:runId/tree", async (c) =>
    c.json(await source.getTree(idParam(c, "agentId"), idParam(c, "runId"))),
  );
  return routes;
}
