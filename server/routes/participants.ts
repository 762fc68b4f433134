/** `/api/participants?query=…`: the people behind runs, found by phone, email, handle or name. */
import { Hono } from "hono";
import type { ParticipantDirectory } from "./participant-directory";

const MAX_QUERY = 256;

export function participantRoutes(directory: ParticipantDirectory): Hono {
  const routes = new Hono();
  routes.get("/participants", async (c) => {
    const query = (c.req.query("query") ?? "").slice(0, MAX_QUERY);
    return c.json(await directory.search(query));
  });
  return routes;
}
