/**
 * The only writes the proxy accepts: small JSON bodies to the presence channel and the
 * notes (never anything toward the run source, which stays read-only). A write must say
 * `Content-Type: application/json` — a plain HTML form on another site cannot, and no
 * script on another site may without a CORS preflight the proxy never grants — and is
 * read to at most `maxBytes`. `/api`'s same-origin check and the access key apply first.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";

/** Path prefixes under which POST (and, for notes, DELETE) are served. */
export const WRITABLE_PATHS = ["/api/presence", "/api/notes/"];

export function isWritablePath(path: string): boolean {
  return WRITABLE_PATHS.some((prefix) => path.startsWith(prefix));
}

export function jsonWrites(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => writeError(c, 413, `A body is at most ${maxBytes} bytes.`),
  });
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type))
      return writeError(c, 415, "Send JSON (Content-Type: application/json).");
    return limit(c, next);
  };
}

/** The request's JSON body checked against `schema`, or the answer that refuses it. */
export async function readJson<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ data: z.infer<T> } | { refusal: Response }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { refusal: writeError(c, 400, "The body is not JSON.") };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return {
      refusal: writeError(
        c,
        400,
        parsed.error.issues
          .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
          .join(" "),
      ),
    };
  return { data: parsed.data };
}

export function writeError(c: Context, status: number, message: string) {
  const code =
    status === 429
      ? "rate_limited"
      : status === 403
        ? "forbidden"
        : status === 503
          ? "unavailable"
          : "bad_request";
  return c.json({ error: { code, message, status } }, status as 400);
}
