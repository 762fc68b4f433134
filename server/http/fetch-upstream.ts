/**
 * One GET to the Fruxon API, with every way it can fail turned into a `SourceError` a
 * support engineer can act on: 401/403/404/429 (with Retry-After)/5xx, timeouts, a body
 * cut short, a body that is not JSON (a login page, a corporate proxy's error page), and
 * a host that cannot be reached.
 *
 * Two ways to take the answer: `fetchUpstreamJson` reads and parses it (the small calls:
 * lists, records, trees), and `openUpstreamJson` checks its status, type and first bytes,
 * then hands back the body as a stream to relay (traces and results, which reach tens of MB:
 * decision 0007). Failures found before the body starts flowing are the same `SourceError`s
 * either way.
 *
 * Only the status, Retry-After and problem-details fields of an upstream answer are kept
 * (plus, for a relayed body, its length): upstream headers never reach the browser.
 */
import type { JsonBody } from "../sources/run-source";
import { SourceError, type UpstreamDetail } from "../sources/source-error";
import { relayJsonBody, startsLikeJsonDocument } from "./relay-json";

export interface UpstreamRequest {
  url: string;
  token: string;
  timeoutMs: number;
  /** What is being fetched, in words ("run 3f1c… of agent x"), for messages. */
  what: string;
  fetchImpl?: typeof fetch;
}

/** How much of a 2xx non-JSON body is read to quote in the `not_json` message. */
const NOT_JSON_PREFIX_BYTES = 1024;

export async function fetchUpstreamJson(
  request: UpstreamRequest,
): Promise<unknown> {
  const { url, timeoutMs, what } = request;
  const host = new URL(url).origin;
  const response = await send(request, AbortSignal.timeout(timeoutMs), host);
  const text = await readText(response, what, host, timeoutMs);
  if (!response.ok) throw statusError(response, text, what, host);
  return parseBody(response, text, what, host);
}

/**
 * Opens a JSON document to relay as it arrives. Resolves once the upstream has answered
 * 2xx with a JSON content type and a first chunk that starts like a JSON object or array;
 * everything before that point fails as `fetchUpstreamJson` does.
 *
 * Timeouts: `timeoutMs` bounds the wait for the headers and the first chunk, as it bounds
 * a whole small call. It cannot bound the whole body: a 65 MB trace over a slow link may
 * take longer than any fixed budget while making progress all along, and cutting it would
 * throw away a good answer. Instead, once flowing, the body may go quiet for at most
 * `timeoutMs` between chunks; a body that stalls longer is aborted, and so is the browser's
 * response, which the browser sees as a failed fetch. By then the 200 and its headers are
 * sent, so failing the connection is the only honest signal left; ending the body quietly
 * would hand the browser a short 200.
 */
export async function openUpstreamJson(
  request: UpstreamRequest,
): Promise<JsonBody> {
  const { url, timeoutMs, what } = request;
  const host = new URL(url).origin;
  const upstream = new AbortController();
  const deadline = setTimeout(
    () =>
      upstream.abort(
        new DOMException("upstream answer timed out", "TimeoutError"),
      ),
    timeoutMs,
  );
  try {
    const response = await send(request, upstream.signal, host);
    if (!response.ok) {
      const text = await readText(response, what, host, timeoutMs);
      throw statusError(response, text, what, host);
    }
    const type = response.headers.get("content-type");
    if (!type || !/json/i.test(type)) {
      const prefix = await readPrefix(response, NOT_JSON_PREFIX_BYTES);
      throw notJsonError(type, prefix, what, host);
    }
    const reader = bodyReader(response);
    let first: Uint8Array | undefined;
    try {
      first = reader && (await reader.read()).value;
    } catch (error) {
      throw bodyError(error, what, host, timeoutMs);
    }
    if (!reader || !first || !startsLikeJsonDocument(first)) {
      void reader?.cancel().catch(() => undefined);
      const prefix = first ? Buffer.from(first).toString("utf8") : "";
      throw notJsonError(type, prefix, what, host);
    }
    return {
      kind: "stream",
      stream: relayJsonBody(reader, first, {
        idleMs: timeoutMs,
        abort: (reason) => upstream.abort(reason),
        failure: (why, cause) => relayError(why, cause, what, host, timeoutMs),
      }),
      contentLength: decodedLength(response),
    };
  } catch (error) {
    upstream.abort();
    throw error;
  } finally {
    clearTimeout(deadline);
  }
}

async function send(
  request: UpstreamRequest,
  signal: AbortSignal,
  host: string,
): Promise<Response> {
  const fetchImpl = request.fetchImpl ?? fetch;
  try {
    return await fetchImpl(request.url, {
      method: "GET",
      headers: {
        Authorization: `Bearer ${request.token}`,
        Accept: "application/json",
      },
      signal,
      redirect: "error",
    });
  } catch (error) {
    throw networkError(error, host, request.timeoutMs);
  }
}

async function readText(
  response: Response,
  what: string,
  host: string,
  timeoutMs: number,
): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw bodyError(error, what, host, timeoutMs);
  }
}

function bodyError(
  error: unknown,
  what: string,
  host: string,
  timeoutMs: number,
): SourceError {
  if (isTimeout(error)) return timeoutError(host, timeoutMs);
  return new SourceError(
    "truncated_body",
    `The Fruxon API's answer for ${what} was cut short: the connection closed before the body ended. Try again; if it keeps happening, a proxy between you and ${host} may be dropping large responses.`,
  );
}

function bodyReader(
  response: Response,
): ReadableStreamDefaultReader<Uint8Array> | undefined {
  // Node's fetch types the body as a stream of `any`; it is bytes.
  return response.body?.getReader() as
    ReadableStreamDefaultReader<Uint8Array> | undefined;
}

/** Up to `limit` bytes of a body, for a message; the rest is not waited for. */
async function readPrefix(response: Response, limit: number): Promise<string> {
  const reader = bodyReader(response);
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
    }
  } catch {
    // A prefix is only for the message: what arrived is enough.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString("utf8");
}

/**
 * The length the browser will receive. fetch decodes gzip/br bodies, so an encoded answer's
 * Content-Length counts other bytes than the ones relayed: it is dropped, and the relay is
 * sent chunked (a cut still fails it, as the final chunk never comes).
 */
function decodedLength(response: Response): number | null {
  const encoding = response.headers.get("content-encoding");
  if (encoding && encoding.toLowerCase() !== "identity") return null;
  const header = response.headers.get("content-length");
  const length = header === null ? NaN : Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

function relayError(
  why: "stalled" | "cut_short" | "unterminated",
  cause: unknown,
  what: string,
  host: string,
  timeoutMs: number,
): SourceError {
  switch (why) {
    case "stalled":
      return new SourceError(
        "timeout",
        `The Fruxon API at ${host} stopped sending ${what} for ${Math.round(timeoutMs / 1000)} s mid-body; the relay to the browser was aborted. Retry, or raise --timeout.`,
      );
    case "unterminated":
      return new SourceError(
        "truncated_body",
        `The Fruxon API's answer for ${what} ends in the middle of its JSON: the body was cut short, and the relay to the browser was aborted. Try again.`,
      );
    case "cut_short":
      return bodyError(cause, what, host, timeoutMs);
  }
}

function notJsonError(
  type: string | null,
  prefix: string,
  what: string,
  host: string,
): SourceError {
  return new SourceError(
    "not_json",
    `${host} answered ${what} with something that is not JSON (${type ?? "no content type"}, starting "${prefix.slice(0, 60).replace(/\s+/g, " ")}"). Check --fruxon-url: it should be the API host, not the dashboard, and no proxy or login page should stand in between.`,
  );
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
    if (
      /json/i.test(response.headers.get("content-type") ?? "") &&
      /end of (json )?input|unterminated/i.test(String(error))
    ) {
      throw new SourceError(
        "truncated_body",
        `The Fruxon API's answer for ${what} ends in the middle of its JSON (${received} bytes): the body was cut short. Try again.`,
      );
    }
    throw notJsonError(response.headers.get("content-type"), text, what, host);
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
