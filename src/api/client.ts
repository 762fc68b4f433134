/**
 * The only module that calls `fetch`. Every proxy answer is JSON; an error answer is
 * `{ error: { code, message, status, retryAfterSeconds? } }` and becomes an `ApiError`
 * whose message is already written for the user.
 */

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

  /**
   * Not named `isNotFound`: TanStack Router treats any thrown object with `isNotFound: true`
   * as its own not-found signal and shows "not a Tracelens page" instead of this message.
   */
  get isMissing(): boolean {
    return this.status === 404;
  }
}

export async function fetchJson(
  path: string,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { Accept: "application/json" },
      signal: signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(
      "proxy_unreachable",
      "The Tracelens proxy is not answering. Is `npm start` still running in your terminal?",
      0,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    throw new ApiError(
      "not_json",
      `The proxy answered ${path} with something that is not JSON.`,
      response.status,
    );
  }
  if (!response.ok) throw toApiError(body, response.status, path);
  return body;
}

function toApiError(body: unknown, status: number, path: string): ApiError {
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

/** `/api/agents/a%20b/runs` — every dynamic segment encoded. */
export function apiPath(...segments: string[]): string {
  return `/api/${segments.map(encodeURIComponent).join("/")}`;
}
