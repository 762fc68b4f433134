/**
 * The browser request an upstream call is made for, so the call can end when that browser
 * goes away. A middleware runs each request's handlers inside a scope holding the
 * request's abort signal (aborted by the server when the client disconnects);
 * `fetch-upstream.ts` adds it to every upstream request it sends. Calls made outside any
 * request (the start-up check) have no client signal.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";

const scope = new AsyncLocalStorage<AbortSignal>();

/** The abort signal of the browser request being served, if any. */
export function clientSignal(): AbortSignal | undefined {
  return scope.getStore();
}

export const bindClientSignal: MiddlewareHandler = (c, next) =>
  scope.run(c.req.raw.signal, next);
