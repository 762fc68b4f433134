/**
 * `/api/presence`: the event stream every open app listens to (`GET …/events?name=`) and
 * the commands a browser sends (`POST`): present, stop, follow, the presenter's view, a
 * new name. Messages are defined and validated in `src/model/presence/protocol.ts`.
 */
import { Hono } from "hono";
import {
  MAX_COMMAND_BYTES,
  personNameSchema,
  presenceCommandSchema,
} from "../../src/model/presence/protocol";
import { clientAddress } from "../http/node-bindings";
import { jsonWrites, readJson, writeError } from "../http/json-writes";
import type { PresenceHub } from "../presence/presence-hub";

export function presenceRoutes(hub: PresenceHub): Hono {
  const routes = new Hono();
  routes.use("/presence", jsonWrites(MAX_COMMAND_BYTES));

  routes.get("/presence/events", (c) => {
    const name = personNameSchema.safeParse(c.req.query("name") ?? "");
    if (!name.success)
      return writeError(c, 400, `name: ${name.error.issues[0]!.message}`);
    const stream = hub.join(name.data, clientAddress(c));
    if (stream === "room-full")
      return writeError(
        c,
        503,
        "The presence room is full: too many browsers have this Tracelens open.",
      );
    if (stream === "client-full")
      return writeError(
        c,
        429,
        "This computer already has the most presence connections one computer may hold: close some Tracelens tabs and reload.",
      );
    return new Response(stream, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  });

  routes.post("/presence", async (c) => {
    const body = await readJson(c, presenceCommandSchema);
    if ("refusal" in body) return body.refusal;
    const result = hub.command(body.data);
    if (!result.ok) return writeError(c, result.status, result.message);
    return c.body(null, 204);
  });
  return routes;
}
