/**
 * One GET to the Fruxon API, with every way it can fail turned into a `SourceError` a
 * support engineer can act on: 401/403/404/429 (with Retry-After)/5xx, timeouts, a body
 * cut short, a body that is not JSON (a login page, a corporate proxy's error page), and
 * a host that cannot be reached.
 *
 * Only the status, Retry-After and problem-details fields of an upstream answer are kept:
 * upstream headers never reach the browser.
 */
import { SourceError, type UpstreamDetail } from "../sources/source-error";

export interface UpstreamRequest {
  url: string;
  token: string;
  timeoutMs: number;
  /** What is being fetched, in words ("run 3f1c… of agent x"), for messages. */
  what: string;
  fetchImpl?: typeof fetch;
}

export async function fetchUpstreamJson(
  request: UpstreamRequest,
): Promise<unknown> {
  const { url, token, timeoutMs, what } = request;
  const fetchImpl = request.fetchImpl ?? fetch;
  const host = new URL(url).origin;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "GET",
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      signal,
      redirect: "error",
    });
  } catch (error) {
    throw networkError(error, host, timeoutMs);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isTimeout(error)) throw timeoutError(host, timeoutMs);
    throw new SourceError(
      "truncated_body",
      `The Fruxon API's answer for ${what} was cut short: the connection closed before the body ended. Try again; if it keeps happening, a proxy between you and ${host} may be dropping large responses.`,
    );
  }
  if (!response.ok) throw statusError(response, text, what, host);
  return parseBody(response, text, what, host);
}

function parseBody(
  response: Response,
  text: string,
  what: string,
  host: string,
): unknown {
  const declared = Number(response.headers.get("content-length"));
  const received = Buffer.byteLength(text, "utf8");
  if (Number.isFinite(declared) && declared > 0 && received < declared) {
    throw new SourceError(
      "truncated_body",
      `The Fruxon API's answer for ${what} was cut short: ${received} of ${declared} bytes arrived. Try again.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const type = response.headers.get("content-type") ?? "no content type";
    if (
      /json/i.test(type) &&
      /end of (json )?input|unterminated/i.test(String(error))
    ) {
      throw new SourceError(
        "truncated_body",
        `The Fruxon API's answer for ${what} ends in the middle of its JSON (${received} bytes): the body was cut short. Try again.`,
      );
    }
    throw new SourceError(
      "not_json",
      `${host} answered ${what} with something that is not JSON (${type}, starting "${text.slice(0, 60).replace(/\s+/g, " ")}"). Check --fruxon-url: it should be the API host, not the dashboard, and no proxy or login page should stand in between.`,
    );
  }
}

function statusError(
  response: Response,
  text: string,
  what: string,
  host: string,
): SourceError {
  const upstream = problemDetails(response.status, text);
  const said = upstream.detail ?? upstream.title;
  const suffix = said ? ` The API said: "${said}".` : "";
  switch (response.status) {
    case 401:
      return new SourceError(
        "unauthorized",
        `The Fruxon API rejected the token (401) while fetching ${what}. Check FRUXON_TOKEN or --token-file: the token may be missing, mistyped, expired or revoked.${suffix}`,
        { upstream },
      );
    case 403:
      return new SourceError(
        "forbidden",
        `The token is valid but not allowed to read ${what} (403). It may belong to another workspace than the configured tenant, or lack the executions:read / traces:read scopes.${suffix}`,
        { upstream },
      );
    case 404:
      return new SourceError(
        "not_found",
        `Not found (404): ${what}. Check the id, the agent it belongs to, and the tenant.${suffix}`,
        { upstream },
      );
    case 429: {
      const retryAfterSeconds = retryAfter(response.headers.get("retry-after"));
      const wait =
        retryAfterSeconds !== undefined
          ? ` Retry after ${retryAfterSeconds} s.`
          : " Wait a little and retry.";
      return new SourceError(
        "rate_limited",
        `The Fruxon API is rate limiting requests (429).${wait}`,
        {
          upstream,
          ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
        },
      );
    }
    default:
      if (response.status >= 500) {
        return new SourceError(
          "upstream_error",
          `The Fruxon API failed while serving ${what} (${response.status} ${response.statusText}). The problem is on ${host}'s side; retry in a moment.${suffix}`,
          { upstream },
        );
      }
      return new SourceError(
        "upstream_error",
        `The Fruxon API refused the request for ${what} (${response.status}).${suffix}`,
        { upstream },
      );
  }
}

/** RFC 7807 problem details, or the `{message, details}` form some server paths use. */
function problemDetails(status: number, text: string): UpstreamDetail {
  const detail: UpstreamDetail = { status };
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const title = body.title ?? body.message;
    const said = body.detail ?? body.details;
    if (typeof title === "string") detail.title = title.slice(0, 500);
    if (typeof said === "string") detail.detail = said.slice(0, 1000);
  } catch {
    // Not JSON: the status says enough.
  }
  return detail;
}

/** Retry-After is seconds or an HTTP date. */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date)
    ? undefined
    : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function isTimeout(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === "TimeoutError" || error.name === "AbortError")
  );
}

function timeoutError(host: string, timeoutMs: number): SourceError {
  return new SourceError(
    "timeout",
    `The Fruxon API at ${host} did not answer within ${Math.round(timeoutMs / 1000)} s. It may be overloaded, or the network path to it is down; retry, or raise --timeout.`,
  );
}

function networkError(
  error: unknown,
  host: string,
  timeoutMs: number,
): SourceError {
  if (isTimeout(error)) return timeoutError(host, timeoutMs);
  const cause = (error as { cause?: { code?: string; message?: string } })
    .cause;
  const reason = cause?.code ?? cause?.message ?? (error as Error).message;
  return new SourceError(
    "unreachable",
    `Could not reach the Fruxon API at ${host} (${reason}). Check --fruxon-url and your network connection.`,
  );
}
