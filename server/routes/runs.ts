/** `/api/agents` and `/api/agents/:agentId/runs/…`: the read-only calls the proxy knows. */
import { Hono } from "hono";
import type { RunSource } from "../sources/run-source";
import { idParam, runListQuery } from "./params";

export function runRoutes(source: RunSource): Hono {
  const routes = new Hono();
  routes.get("/agents", async (c) => c.json(await source.listAgents()));
  routes.get("/agents/:agentId/runs", async (c) =>
    c.json(await source.listRuns(idParam(c, "agentId"), runListQuery(c))),
  );
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
