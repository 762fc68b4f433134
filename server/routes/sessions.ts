/**
 * `/api/sessions…`: fast-agent sessions, read-only. Without a sessions source (a live
 * Fruxon or `--traces` start without `--sessions`), every route says how to get one.
 */
import { Hono } from "hono";
import type { SessionSource } from "../sources/fast-agent-source";
import { SourceError } from "../sources/source-error";
import { idParam } from "./params";

export function sessionRoutes(source: SessionSource | null): Hono {
  const routes = new Hono();
  const required = () => {
    if (!source)
      throw new SourceError(
        "not_found",
        "No fast-agent sessions are served: start Tracelens with --sessions PATH (a sessions folder, a .fast-agent home, one session folder or one history file).",
      );
    return source;
  };
  const sessionId = (c: Parameters<typeof idParam>[0]) =>
    idParam(c, "sessionId", "session");
  routes.get("/sessions", async (c) => c.json(await required().listSessions()));
  routes.get("/sessions/:sessionId", async (c) =>
    c.json(await required().getSession(sessionId(c))),
  );
  routes.get("/sessions/:sessionId/histories/:key", async (c) =>
    c.json(
      await required().getHistory(sessionId(c), idParam(c, "key", "history")),
    ),
  );
  routes.get("/sessions/:sessionId/log", async (c) =>
    c.json(await required().getLog(sessionId(c))),
  );
  return routes;
}
