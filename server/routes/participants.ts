/** `/api/participants?query=…`: the people behind runs, found by phone, email, handle or name. */
import { Hono } from "hono";
import type { ParticipantDirectory } from "./participant-directory";

const MAX_QUERY = 256;
/** `limit`: 50 by default (the search box); up to this many for the page's masking list. */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 5000;

export function participantRoutes(directory: ParticipantDirectory): Hono {
  const routes = new Hono();
  routes.get("/participants", async (c) => {
    const query = (c.req.query("query") ?? "").slice(0, MAX_QUERY);
    const limit = Number(c.req.query("limit") ?? DEFAULT_LIMIT);
    return c.json(
      await directory.search(
        query,
        Number.isInteger(limit) && limit > 0
          ? Math.min(limit, MAX_LIMIT)
          : DEFAULT_LIMIT,
      ),
    );
  });
  return routes;
}
