/**
 * What only the Node socket knows about a request (Hono on `@hono/node-server` puts the
 * Node request and response in `c.env`). A request with no socket (`app.request` in
 * tests) has an "unknown" address and no connection to cut.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

const bindings = (c: Context) => (c.env ?? {}) as NodeBindings;

/** The address a request came from: to bound what one client may hold, not to identify anyone. */
export function clientAddress(c: Context): string {
  const address = bindings(c).incoming?.socket.remoteAddress;
  // A dual-stack socket reports IPv4 clients as `::ffff:a.b.c.d`: one client, one name.
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "") ?? "unknown";
}

/**
 * Fails this request's connection: the browser sees a cut body, never a short 200. False
 * when the request has no connection.
 */
export function cutConnection(c: Context): boolean {
  const outgoing = bindings(c).outgoing;
  outgoing?.destroy();
  return outgoing !== undefined;
}
