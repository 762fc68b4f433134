/**
 * The proxy as a request handler: `createApp(deps)` is tested without a socket
 * (`app.request(…)`) and served by `main.ts`.
 *
 * - `/api/*`: read-only JSON over the configured run source; errors become
 *   `{ error: { code, message, status, … } }` with a matching HTTP status.
 * - everything else: the built SPA, with `index.html` for client-side routes.
 * - only GET and HEAD; Host must name this machine unless the user bound another address
 *   (a guard against DNS rebinding reaching the token-holding proxy from a web page).
 */
import { Hono, type Context } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { RunSource } from "./sources/run-source";
import type { SessionSource } from "./sources/fast-agent-source";
import { SourceError } from "./sources/source-error";
import { createParticipantDirectory } from "./routes/participant-directory";
import { participantRoutes } from "./routes/participants";
import { runRoutes } from "./routes/runs";
import { sessionRoutes } from "./routes/sessions";
import { sourceRoutes } from "./routes/source";
import { topicRoutes } from "./routes/topics";

export interface AppDeps {
  runSource: RunSource;
  /** fast-agent sessions (`--sessions`, or the bundled demo sessions); null serves none. */
  sessionSource?: SessionSource | null;
  /** The built SPA (`dist/`); null serves the API only. */
  staticDir: string | null;
  /** The address the server is bound to, to decide which Host headers are ours. */
  bindHost: string;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Monaco injects <style> elements and react-window positions rows with inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();

  app.use("*", async (c, next) => {
    if (!isAllowedHost(c.req.header("host"), deps.bindHost)) {
      return c.json(
        {
          error: {
            code: "bad_request",
            message: "Unexpected Host header.",
            status: 421,
          },
        },
        421,
      );
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.json(
        {
          error: {
            code: "bad_request",
            message: "Tracelens is read-only: only GET is served.",
            status: 405,
          },
        },
        405,
        { Allow: "GET, HEAD" },
      );
    }
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  });

  const api = new Hono();
  api.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.route("/", sourceRoutes(deps.runSource));
  const participants = createParticipantDirectory(deps.runSource);
  api.route("/", runRoutes(deps.runSource, participants));
  api.route("/", participantRoutes(participants));
  api.route("/", topicRoutes(deps.runSource, participants));
  api.route("/", sessionRoutes(deps.sessionSource ?? null));
  api.all("*", (c) =>
    c.json(
      {
        error: {
          code: "not_found",
          message: `No API route ${c.req.path}.`,
          status: 404,
        },
      },
      404,
    ),
  );
  api.onError((error, c) => errorResponse(c, error));
  app.route("/api", api);

  if (deps.staticDir) mountSpa(app, deps.staticDir);
  return app;
}

function mountSpa(app: Hono, staticDir: string) {
  const indexPath = join(staticDir, "index.html");
  app.use(
    "/assets/*",
    serveStatic({
      root: staticDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: staticDir,
      onFound: (path, c) => {
        if (path.endsWith(".html")) c.header("Cache-Control", "no-cache");
      },
    }),
  );
  // Any other path is a client-side route (including dashboard URLs with `?id=`).
  app.get("*", (c) => {
    if (!existsSync(indexPath)) {
      return c.text(
        "The app is not built: run `npm run build` (npm start does this for you).",
        503,
      );
    }
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(indexPath, "utf8"));
  });
}

function errorResponse(c: Context, error: unknown) {
  if (error instanceof SourceError) {
    if (error.extra.retryAfterSeconds !== undefined) {
      c.header("Retry-After", String(error.extra.retryAfterSeconds));
    }
    return c.json(error.toJSON(), error.status as 400);
  }
  console.error(error);
  const internal = new SourceError(
    "internal",
    `The proxy failed unexpectedly: ${(error as Error).message}`,
  );
  return c.json(internal.toJSON(), 500);
}

function isAllowedHost(header: string | undefined, bindHost: string): boolean {
  if (!LOOPBACK_HOSTS.has(bindHost)) return true;
  if (!header) return false;
  const hostname = header.startsWith("[")
    ? header.slice(0, header.indexOf("]") + 1)
    : header.split(":")[0]!;
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}
