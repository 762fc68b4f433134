/**
 * The proxy as a request handler: `createApp(deps)` is tested without a socket
 * (`app.request(…)`) and served by `main.ts`.
 *
 * - `/api/*`: read-only JSON over the configured run source; errors become
 *   `{ error: { code, message, status, … } }` with a matching HTTP status.
 * - everything else: the built SPA, with `index.html` for client-side routes.
 * - `/api/presence` (event stream and commands) and `/api/notes` (notes on runs and steps):
 *   the only writes, small JSON bodies, never toward the run source (`http/json-writes.ts`).
 * - only GET and HEAD elsewhere; Host must name this proxy (a guard against DNS rebinding reaching
 *   the token-holding proxy from a web page); `/api` answers only the app's own pages;
 *   with an access key, nothing at all without it (`http/access-gate.ts`, SECURITY.md).
 */
import { Hono, type Context } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { RunSource } from "./sources/run-source";
import type { SessionSource } from "./sources/fast-agent-source";
import { SourceError } from "./sources/source-error";
import { redactedFailure, redactSecrets } from "./http/redact";
import { accessGate } from "./http/access-gate";
import { hostGuard, sameOriginOnly, type HostRules } from "./http/host-guard";
import { isLoopbackHost } from "./http/hosts";
import { isWritablePath } from "./http/json-writes";
import { bindClientSignal } from "./http/request-scope";
import type { NotesStore } from "./notes/notes-store";
import { createPresenceHub, type PresenceHub } from "./presence/presence-hub";
import { notesRoutes } from "./routes/notes";
import { presenceRoutes } from "./routes/presence";
import { createParticipantDirectory } from "./routes/participant-directory";
import { participantRoutes } from "./routes/participants";
import { runRoutes } from "./routes/runs";
import { sessionRoutes } from "./routes/sessions";
import { sourceRoutes } from "./routes/source";
import { stateRoutes } from "./routes/state";
import { topicRoutes } from "./routes/topics";

export interface AppDeps extends HostRules {
  runSource: RunSource;
  /** fast-agent sessions (`--sessions`, or the bundled demo sessions); null serves none. */
  sessionSource?: SessionSource | null;
  /** The built SPA (`dist/`); null serves the API only. */
  staticDir: string | null;
  /** The access key every request must show (`--share`, non-loopback binds); null: none. */
  accessKey?: string | null;
  /** The presence room (present and follow); a fresh one when not given. */
  presence?: PresenceHub;
  /** Where notes are kept; null or absent: no notes API. */
  notesStore?: NotesStore | null;
  /** Strings no response or log line may carry (the API token): redacted on the way out. */
  secrets?: readonly string[];
  /** Which page `/` opens: the sessions list when only `--sessions` was given. */
  home?: "agents" | "sessions";
  /** How long a browser may leave a streamed trace unread before it is cut (default 30 s). */
  sendStallMs?: number;
}

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
  if (!deps.accessKey && !isLoopbackHost(deps.bindHost))
    throw new Error(
      `createApp: a proxy bound to ${deps.bindHost} is reachable from the network and needs an access key.`,
    );
  const app = new Hono();

  app.use("*", async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  });
  app.use("*", hostGuard(deps));
  app.use("*", async (c, next) => {
    const method = c.req.method;
    const isRead = method === "GET" || method === "HEAD";
    const isWrite =
      (method === "POST" || method === "DELETE") && isWritablePath(c.req.path);
    if (!isRead && !isWrite) {
      return c.json(
        {
          error: {
            code: "bad_request",
            message:
              "Tracelens is read-only: only GET is served (and JSON posts to its presence channel and notes).",
            status: 405,
          },
        },
        405,
        { Allow: "GET, HEAD" },
      );
    }
    await next();
  });
  // Every route below, and any mounted later, is behind the key when one is required.
  if (deps.accessKey) app.use("*", accessGate(deps.accessKey));

  const api = new Hono();
  api.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.use("*", sameOriginOnly);
  // Upstream calls made for this request end when its browser goes away.
  api.use("*", bindClientSignal);
  api.route("/", sourceRoutes(deps.runSource, deps.home));
  const participants = createParticipantDirectory(deps.runSource);
  api.route(
    "/",
    runRoutes(deps.runSource, participants, { sendStallMs: deps.sendStallMs }),
  );
  api.route("/", participantRoutes(participants));
  api.route("/", topicRoutes(deps.runSource, participants));
  api.route("/", stateRoutes(deps.runSource));
  api.route("/", sessionRoutes(deps.sessionSource ?? null));
  const presence = deps.presence ?? createPresenceHub();
  api.route("/", presenceRoutes(presence));
  if (deps.notesStore) api.route("/", notesRoutes(deps.notesStore, presence));
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
  api.onError((error, c) => errorResponse(c, error, deps.secrets ?? []));
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

/** Every error answer leaves through the redaction, whatever raised it. */
function errorResponse(c: Context, error: unknown, secrets: readonly string[]) {
  const failure = redactedFailure(error, secrets);
  if (!(error instanceof SourceError))
    console.error(
      redactSecrets(
        error instanceof Error ? (error.stack ?? error.message) : String(error),
        secrets,
      ),
    );
  if (failure.extra.retryAfterSeconds !== undefined) {
    c.header("Retry-After", String(failure.extra.retryAfterSeconds));
  }
  return c.json(failure.toJSON(), failure.status as 400);
}
