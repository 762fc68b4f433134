/**
 * Every way an upstream call can fail, as a `SourceError` a support engineer can act on:
 * the status (401/403/404/429/5xx, and a redirect, which is never followed), a timeout, a
 * host that cannot be reached (and why: DNS, refused, TLS), a body cut short, stalled,
 * not JSON or larger than the proxy reads. Messages name what was being fetched and from
 * which host; the caller redacts them (`redact.ts`) before they go anywhere.
 */
import { SourceError, type UpstreamDetail } from "../sources/source-error";
import {
  findJsonBreak,
  jsonBodyStart,
  type JsonBreak,
} from "../../src/model/json-stream/find-json-break";

export function bodyError(
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

export function relayError(
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

/** What a body that is not JSON is, and the advice when the host answers such bodies. */
const NOT_JSON_ADVICE =
  "Check --fruxon-url: it should be the API host, not the dashboard, and no proxy or login page should stand in between.";

/**
 * A 2xx body that is not JSON: how it is labelled, where it breaks and how it starts,
 * from the body or the prefix of it that was read.
 */
export function notJsonError(
  type: string | null,
  body: Uint8Array,
  what: string,
  host: string,
): SourceError {
  const found = findJsonBreak(body);
  const label = type ?? "no content type";
  const description =
    found === null
      ? `something labelled ${label}, not JSON`
      : found.kind === "invalid"
        ? `something that is not valid JSON (${label}): ${found.reason} at byte ${found.offset}`
        : found.bytes === 0
          ? `an empty body (${label})`
          : `something that is not valid JSON (${label}): it ends before its JSON does`;
  const start = jsonBodyStart(body);
  return new SourceError(
    "not_json",
    `${host} answered ${what} with ${description}.${start ? ` It starts with “${start}”.` : ""} ${NOT_JSON_ADVICE}`,
  );
}

/**
 * A whole 2xx body labelled JSON that does not parse, told apart: one that ends before its
 * document does was cut short on the way; one that breaks somewhere is not valid JSON
 * (an HTML page inside a 200), said with where it breaks and how it starts.
 */
export function wholeBodyError(
  found: JsonBreak,
  type: string | null,
  what: string,
  host: string,
): SourceError {
  if (found.kind === "ended-early")
    return new SourceError(
      "truncated_body",
      `The Fruxon API's answer for ${what} ends in the middle of its JSON (${found.bytes} bytes): the body was cut short. Try again.`,
    );
  return new SourceError(
    "not_json",
    `The Fruxon API's answer for ${what} is not valid JSON (${type ?? "no content type"}): ${found.reason} at byte ${found.offset}. It starts with “${found.start}”. ${NOT_JSON_ADVICE.replace("Check", `If ${host} keeps answering so, check`)}`,
  );
}

export function statusError(
  response: Response,
  text: string,
  what: string,
  host: string,
): SourceError {
  const upstream = problemDetails(response.status, text);
  const said = upstream.detail ?? upstream.title;
  const suffix = said ? ` The API said: "${said}".` : "";
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get("location");
    return new SourceError(
      "upstream_error",
      `The Fruxon API answered ${what} with a redirect (${response.status}${location ? ` to ${location.slice(0, 200)}` : ""}). Tracelens does not follow redirects, as the token would go along: pass the final API address as --fruxon-url.`,
      { upstream },
    );
  }
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

export function isTimeout(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === "TimeoutError" || error.name === "AbortError")
  );
}

export function timeoutError(host: string, timeoutMs: number): SourceError {
  return new SourceError(
    "timeout",
    `The Fruxon API at ${host} did not answer within ${Math.round(timeoutMs / 1000)} s. It may be overloaded, or the network path to it is down; retry, or raise --timeout.`,
  );
}

export function networkError(
  error: unknown,
  host: string,
  timeoutMs: number,
): SourceError {
  if (isTimeout(error)) return timeoutError(host, timeoutMs);
  const cause = (error as { cause?: { code?: string; message?: string } })
    .cause;
  const code = cause?.code ?? "";
  const reason = cause?.message ?? (error as Error).message;
  return new SourceError(
    "unreachable",
    `Could not reach the Fruxon API at ${host}: ${unreachableReason(code, reason)}. Check --fruxon-url and your network connection.`,
  );
}

/** Why a host could not be reached, in the words a user checks: DNS, refused, TLS. */
function unreachableReason(code: string, message: string): string {
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return `DNS: the name does not resolve (${code})`;
  if (code === "ECONNREFUSED")
    return "connection refused (ECONNREFUSED): nothing listens at that address and port";
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(`${code} ${message}`))
    return `TLS: ${code || message}`;
  return code ? `${code} (${message})` : message;
}

/** A buffered answer larger than the proxy reads (decoded bytes: a gzip bomb counts inflated). */
export function tooLargeError(what: string, limitBytes: number): SourceError {
  return new SourceError(
    "too_large",
    `The Fruxon API's answer for ${what} is larger than ${Math.round(limitBytes / 2 ** 20)} MiB once decoded; the proxy stopped reading it. An answer that large is not one of the calls Tracelens makes: check --fruxon-url.`,
  );
}
