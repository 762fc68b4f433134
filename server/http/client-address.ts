/**
 * The address a request came from, as its socket saw it (Hono on `@hono/node-server` puts
 * the Node request in `c.env.incoming`). Used to bound what one client may hold, not to
 * identify anyone. A request with no socket (`app.request` in tests) is "unknown".
 */
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  const address = env?.incoming?.socket.remoteAddress;
  // A dual-stack socket reports IPv4 clients as `::ffff:a.b.c.d`: one client, one name.
  return address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "") ?? "unknown";
}
