/** `/api/agents` and `/api/agents/:agentId/runs/…`: the read-only calls the proxy knows. */
import { Hono, type Context } from "hono";
import { cutConnection } from "../http/node-bindings";
import { cutWhenStalled, SEND_STALL_MS } from "../http/send-stall";
import type { JsonBody, RunSource } from "../sources/run-source";
import type { ParticipantDirectory } from "./participant-directory";
import { SourceError } from "../sources/source-error";
import { findRunsByPrefix } from "../sources/find-runs-by-prefix";
import {
  idParam,
  idPrefixQuery,
  optionalIdQuery,
  runListQuery,
} from "./params";

export interface RunRouteOptions {
  /** How long a browser may leave a streamed trace or result unread (`http/send-stall.ts`). */
  sendStallMs?: number;
}

export function runRoutes(
  source: RunSource,
  participants: ParticipantDirectory,
  options: RunRouteOptions = {},
): Hono {
  const stallMs = options.sendStallMs ?? SEND_STALL_MS;
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
  /** Runs whose id starts with `prefix`: the Open box's short ids (`find-runs-by-prefix.ts`). */
  routes.get("/runs", async (c) =>
    c.json(await findRunsByPrefix(source, idPrefixQuery(c))),
  );
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
    sendJsonBody(
      c,
      await source.openTrace(idParam(c, "agentId"), idParam(c, "runId")),
      stallMs,
    ),
  );
  routes.get("/agents/:agentId/runs/:runId/result", async (c) =>
    sendJsonBody(
      c,
      await source.openResult(idParam(c, "agentId"), idParam(c, "runId")),
      stallMs,
    ),
  );
  routes.get("/agents/:agentId/runs/:runId/tree", async (c) =>
    c.json(await source.getTree(idParam(c, "agentId"), idParam(c, "runId"))),
  );
  return routes;
}

/**
 * A parsed body as `c.json`; a relayed one streamed as it arrives, with only the headers
 * the proxy sets itself: the JSON type and, when the upstream declared it, the length, so
 * the browser notices a body cut short on its own. A browser that stops reading it is cut
 * after `stallMs`, so it cannot hold the source's stream slot for good.
 */
function sendJsonBody(c: Context, body: JsonBody, stallMs: number): Response {
  if (body.kind === "parsed")
    return c.body(serialised(body.value), 200, {
      "Content-Type": "application/json",
    });
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
  };
  if (body.contentLength !== null)
    headers["Content-Length"] = String(body.contentLength);
  if (c.req.method === "HEAD") {
    // Hono answers HEAD with the GET handler's headers and drops the body unread: cancel it,
    // or the upstream connection would stay open, paused, until the upstream gives up.
    void body.stream.cancel();
    return c.body(null, 200, headers);
  }
  const stream = cutWhenStalled(body.stream, {
    stallMs,
    onStall: () => cutConnection(c),
  });
  return c.body(stream, 200, headers);
}

/**
 * JSON text of a parsed body. `JSON.stringify` recurses: a value nested thousands of levels
 * deep overflows the stack. That is this body's problem, answered as such, not a 500.
 */
function serialised(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new SourceError(
      "bad_file",
      "This answer is nested too deeply to send (thousands of levels). Save the trace as the API answers it (`fruxon agents executions trace … -o json`, without the agent-mode envelope) and the file is sent as it is.",
    );
  }
}
