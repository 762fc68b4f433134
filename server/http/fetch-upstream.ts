/**
 * One GET to the Fruxon API, with every way it can fail turned into a `SourceError` a
 * support engineer can act on (`upstream-errors.ts`): 401/403/404/429 (with
 * Retry-After)/5xx, a redirect (never followed: the token would go along), timeouts, a
 * body cut short, a body that is not JSON (a login page, a corporate proxy's error page),
 * one larger than the proxy reads, and a host that cannot be reached.
 *
 * Two ways to take the answer: `fetchUpstreamJson` reads and parses it (the small calls:
 * lists, records, trees; at most `MAX_BUFFERED_BYTES` decoded), and `openUpstreamJson`
 * checks its status, type and first bytes, then hands back the body as a stream to relay
 * (traces and results, which reach tens of MB: decision 0007). Failures found before the
 * body starts flowing are the same `SourceError`s either way.
 *
 * What the proxy promises here (SECURITY.md): at most `MAX_OPEN_PER_UPSTREAM` requests
 * open per upstream; a request ends when the browser request that caused it goes away;
 * upstream headers never reach the browser (only the status, Retry-After, problem-details
 * fields and a relayed body's length are kept); and no message carries the token — every
 * failure leaves through `redactSecrets`, and the token's bytes are masked in successful
 * answers too, should a gateway echo it back.
 */
import type { JsonBody } from "../sources/run-source";
import { SourceError } from "../sources/source-error";
import { secretMasker } from "./mask-stream";
import { readCapped, readPrefix } from "./read-body";
import {
  maskSecrets,
  redactedFailure,
  redactSecrets,
  redactSourceError,
} from "./redact";
import {
  relayJsonBody,
  startsLikeJsonDocument,
  type ChunkRead,
} from "./relay-json";
import { clientSignal } from "./request-scope";
import { findJsonBreak } from "../../src/model/json-stream/find-json-break";
import {
  bodyError,
  networkError,
  notJsonError,
  wholeBodyError,
  relayError,
  statusError,
  tooLargeError,
} from "./upstream-errors";
import { MAX_OPEN_PER_UPSTREAM, takeUpstreamSlot } from "./upstream-slots";

export interface UpstreamRequest {
  url: string;
  token: string;
  timeoutMs: number;
  /** What is being fetched, in words ("run 3f1c… of agent x"), for messages. */
  what: string;
  fetchImpl?: typeof fetch;
}

/** The most decoded bytes read from an answer that is parsed rather than relayed. */
export const MAX_BUFFERED_BYTES = 64 * 2 ** 20;
/** How much of an error answer is read for its problem details. */
const ERROR_BODY_BYTES = 64 * 1024;
/** How much of a 2xx non-JSON body is read to quote in the `not_json` message. */
const NOT_JSON_PREFIX_BYTES = 1024;

export async function fetchUpstreamJson(
  request: UpstreamRequest,
): Promise<unknown> {
  const exchange = await begin(request).catch((error: unknown) => {
    throw redactedFailure(error, [request.token]);
  });
  const { response, host } = exchange;
  const { what, timeoutMs, token } = request;
  try {
    if (!response.ok) throw await failedStatus(response, request, host);
    let text: string | null;
    try {
      text = await readCapped(response, MAX_BUFFERED_BYTES);
    } catch (error) {
      throw bodyError(error, what, host, timeoutMs);
    }
    if (text === null) throw tooLargeError(what, MAX_BUFFERED_BYTES);
    return parseBody(response, maskSecrets(text, [token]), what, host);
  } catch (error) {
    exchange.abort();
    throw redactedFailure(error, [token]);
  } finally {
    exchange.end();
  }
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
  const exchange = await begin(request).catch((error: unknown) => {
    throw redactedFailure(error, [request.token]);
  });
  const { response, host } = exchange;
  const { what, timeoutMs, token } = request;
  let relaying = false;
  try {
    if (!response.ok) throw await failedStatus(response, request, host);
    const type = response.headers.get("content-type");
    if (!type || !/json/i.test(type) || !response.body) {
      const prefix = await readPrefix(response, NOT_JSON_PREFIX_BYTES);
      throw notJsonError(
        type,
        Buffer.from(maskSecrets(prefix, [token])),
        what,
        host,
      );
    }
    const masker = secretMasker([token]);
    const reader = (
      masker ? response.body.pipeThrough(masker) : response.body
    ).getReader() as ReadableStreamDefaultReader<Uint8Array>;
    let first: Uint8Array | undefined;
    try {
      first = (await reader.read()).value;
    } catch (error) {
      throw bodyError(error, what, host, timeoutMs);
    }
    if (!first || !startsLikeJsonDocument(first)) {
      void reader.cancel().catch(() => undefined);
      throw notJsonError(type, first ?? new Uint8Array(), what, host);
    }
    // A small answer (an error page inside a 200) often arrives whole with its headers.
    // When the upstream has already ended, the whole body is in hand, and one that is not
    // a JSON document is answered as what it is — before a 200 goes out that could only
    // fail mid-body, which the browser cannot tell from a connection that broke.
    const pendingRead = reader.read();
    if (await hasEnded(pendingRead)) {
      const found = findJsonBreak(first);
      if (found) throw wholeBodyError(found, type, what, host);
    }
    exchange.stopDeadline();
    const stream = relayJsonBody(reader, first, {
      pendingRead,
      idleMs: timeoutMs,
      abort: (reason) => exchange.abort(reason),
      failure: (why, cause) =>
        redactSourceError(relayError(why, cause, what, host, timeoutMs), [
          token,
        ]),
      settled: () => exchange.end(),
    });
    relaying = true;
    return { kind: "stream", stream, contentLength: decodedLength(response) };
  } catch (error) {
    exchange.abort();
    throw redactedFailure(error, [token]);
  } finally {
    if (!relaying) exchange.end();
  }
}

interface Exchange {
  response: Response;
  host: string;
  /** Ends the request (and its body) now. */
  abort(reason?: Error): void;
  /** The answer is flowing: from here the relay's idle timeout applies instead. */
  stopDeadline(): void;
  /** Frees the slot and stops listening for the browser leaving; idempotent. */
  end(): void;
}

/**
 * Takes a slot, sends the request and waits for the headers, under one deadline. The
 * request is aborted when the deadline passes or the browser request it serves goes away.
 */
async function begin(request: UpstreamRequest): Promise<Exchange> {
  const { url, timeoutMs } = request;
  const host = new URL(url).origin;
  const controller = new AbortController();
  const abort = (reason?: Error) => controller.abort(reason);
  const deadline = setTimeout(
    () => abort(new DOMException("upstream answer timed out", "TimeoutError")),
    timeoutMs,
  );
  const client = clientSignal();
  const onClientGone = () =>
    abort(new DOMException("the browser went away", "AbortError"));
  client?.addEventListener("abort", onClientGone, { once: true });
  let free = () => {};
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(deadline);
    client?.removeEventListener("abort", onClientGone);
    free();
  };
  try {
    if (client?.aborted) onClientGone();
    free = await takeUpstreamSlot(host, controller.signal).catch(() => {
      throw new SourceError(
        "timeout",
        `${MAX_OPEN_PER_UPSTREAM} requests to the Fruxon API at ${host} were already open and none finished within ${Math.round(timeoutMs / 1000)} s, so ${request.what} was not sent. Retry in a moment, or raise --timeout.`,
      );
    });
    const response = await send(request, controller.signal, host);
    return {
      response,
      host,
      abort,
      stopDeadline: () => clearTimeout(deadline),
      end,
    };
  } catch (error) {
    end();
    throw error;
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
      // A redirect is answered as the error it is (statusError): following it would send
      // the token to wherever it points.
      redirect: "manual",
    });
  } catch (error) {
    throw networkError(error, host, request.timeoutMs);
  }
}

/** The error for a non-2xx answer, from at most `ERROR_BODY_BYTES` of its body, redacted. */
async function failedStatus(
  response: Response,
  request: UpstreamRequest,
  host: string,
): Promise<SourceError> {
  const text = await readPrefix(response, ERROR_BODY_BYTES);
  return statusError(
    response,
    redactSecrets(text, [request.token]),
    request.what,
    host,
  );
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

function parseBody(
  response: Response,
  text: string,
  what: string,
  host: string,
): unknown {
  const declared = Number(response.headers.get("content-length"));
  const received = Buffer.byteLength(text, "utf8");
  const encoding = response.headers.get("content-encoding") ?? "identity";
  if (
    encoding.toLowerCase() === "identity" &&
    Number.isFinite(declared) &&
    declared > 0 &&
    received < declared
  ) {
    throw new SourceError(
      "truncated_body",
      `The Fruxon API's answer for ${what} was cut short: ${received} of ${declared} bytes arrived. Try again.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    const type = response.headers.get("content-type");
    const bytes = Buffer.from(text);
    const found = findJsonBreak(bytes);
    throw found && /json/i.test(type ?? "")
      ? wholeBodyError(found, type, what, host)
      : notJsonError(type, bytes, what, host);
  }
}

/** Whether a read already under way finds the body ended, without waiting for the network. */
async function hasEnded(read: Promise<ChunkRead>): Promise<boolean> {
  const notYet = new Promise<false>((resolve) =>
    setImmediate(() => resolve(false)),
  );
  // A read that fails is the relay's to report, as a body cut short.
  return Promise.race([read.then((result) => result.done), notYet]).catch(
    () => false,
  );
}
