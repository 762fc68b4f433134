/**
 * The only module that calls `fetch` (the presence channel's event stream aside, an
 * `EventSource` in `presence-channel.ts`). Every proxy answer is JSON; an error answer is
 * `{ error: { code, message, status, retryAfterSeconds? } }` and becomes an `ApiError`
 * whose message is already written for the user.
 */
export { apiPath } from "../model/reads/api-path";
import { findJsonBreak } from "../model/json-stream/find-json-break";

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
  // No `isNotFound` member: TanStack Router reads one as its own not-found signal and
  // would show the "no such page" view instead of this error's message.
}

/**
 * Another way to read, when it applies: while masking is on the page reads through the
 * trace worker, which masks what it fetched (`masked-reads.ts`, decision 1702). null: read here.
 */
type ReadRoute = (path: string) => Promise<unknown> | null;
let readRoute: ReadRoute | null = null;

export function routeReads(route: ReadRoute | null): void {
  readRoute = route;
}

export async function fetchJson(
  path: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const routed = readRoute?.(path);
  if (routed) return routed;
  const response = await reachProxy(path, {
    headers: { Accept: "application/json" },
    signal: signal ?? null,
  });
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    // The proxy streams large bodies from upstream as they arrive; a connection that
    // breaks midway surfaces here.
    throw bodyCut(path, response.status);
  }
  let body: unknown;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    throw response.ok
      ? badJsonBody(path, response.status, new TextEncoder().encode(text))
      : notJson(path, response.status);
  }
  if (!response.ok) throw toApiError(body, response.status, path);
  return body;
}

// The errors `fetchJson` raises, shared with the trace worker, which reads a trace body as
// it streams and must fail with exactly the same words.

export const proxyUnreachable = () =>
  new ApiError(
    "proxy_unreachable",
    "The Tracelens proxy is not answering. Is `npm start` still running in your terminal?",
    0,
  );

export const bodyCut = (path: string, status: number) =>
  new ApiError(
    "body_cut",
    `The answer for ${path} was cut short before it ended (the connection to the Fruxon API or to the proxy broke). Reload to try again.`,
    status,
  );

export const notJson = (path: string, status: number) =>
  new ApiError(
    "not_json",
    `The proxy answered ${path} with something that is not JSON.`,
    status,
  );

/**
 * A 2xx body that is not one JSON document, told apart: one that ended before its JSON did
 * was cut short on the way; one that breaks somewhere is not JSON (where, and how it starts).
 */
export function badJsonBody(
  path: string,
  status: number,
  bytes: Uint8Array,
): ApiError {
  const found = findJsonBreak(bytes);
  if (found?.kind === "ended-early")
    return new ApiError(
      "body_cut",
      `The answer for ${path} ended before its JSON did (${found.bytes} bytes arrived): the body was cut short on the way. Reload to try again.`,
      status,
    );
  if (found?.kind === "invalid")
    return new ApiError(
      "not_json",
      `The answer for ${path} is not valid JSON: ${found.reason} at byte ${found.offset}. It starts with “${found.start}”.`,
      status,
    );
  return notJson(path, status);
}

/** An error answer (non-2xx) as an `ApiError` whose message is written for the user. */
export function toApiError(
  body: unknown,
  status: number,
  path: string,
): ApiError {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (error && typeof error.message === "string") {
    return new ApiError(
      typeof error.code === "string" ? error.code : "error",
      error.message,
      status,
      typeof error.retryAfterSeconds === "number"
        ? error.retryAfterSeconds
        : undefined,
    );
  }
  return new ApiError(
    "error",
    `The proxy failed on ${path} (HTTP ${status}).`,
    status,
  );
}

/**
 * Sends a small JSON body (the presence channel's commands, notes): the only writes the
 * proxy takes. Answers with the parsed JSON, or null for an empty answer (204).
 */
export async function sendJson(
  method: "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await reachProxy(path, {
    method,
    headers: {
      Accept: "application/json",
      ...(body !== undefined && { "Content-Type": "application/json" }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === "" ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!response.ok) throw toApiError(parsed, response.status, path);
  return parsed;
}

/** `fetch`, with a proxy that does not answer at all as an `ApiError` that says so. */
async function reachProxy(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw proxyUnreachable();
  }
}
