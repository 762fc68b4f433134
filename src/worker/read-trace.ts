/**
 * Fetches a `:trace` body and reads it as it streams in, reporting summary steps in
 * batches: the trace worker's fetch-and-parse. It fails with exactly the messages the
 * page's `fetchJson` + `normalizeFruxonTrace` give for the same answer (proxy down, an
 * error answer, a body cut short, a body that is not JSON, JSON of the wrong shape), and a
 * failure found after rows were sent still ends as that failure: the page then drops
 * those rows, as it never had a trace.
 */
import {
  badJsonBody,
  bodyCut,
  notJson,
  proxyUnreachable,
  toApiError,
  type ApiError,
} from "../api/client";
import { findJsonBreak } from "../model/json-stream/find-json-break";
import { normalizeFruxonTrace } from "../model/normalize/fruxon-trace";
import { FruxonTraceStream } from "../model/normalize/fruxon-trace-stream";
import { toSummaryStep, unreadStep } from "../model/normalize/summary-step";
import { WireFormatError } from "../model/normalize/wire-error";
import type { RunTrace, Step } from "../model/run";
import { overMemoryBudget } from "./memory-budget";
import type { TraceProgress, WireError } from "./protocol";
import {
  LARGE_TRACE_BYTES,
  LargeTraceParts,
  type LargeTrace,
} from "./large-trace";

export type ReadTraceResult =
  | {
      kind: "trace";
      trace: RunTrace;
      progress: TraceProgress;
      /** Set when the trace was too large to keep whole: `trace` then holds summaries. */
      large: LargeTrace | null;
    }
  | { kind: "failed"; error: WireError; progress: TraceProgress }
  | { kind: "unreadable"; message: string; progress: TraceProgress }
  | { kind: "cancelled"; progress: TraceProgress };

export interface ReadTraceOptions {
  signal: AbortSignal;
  /** Summary steps new or changed since the last call; `reset`: they replace all earlier ones. */
  onBatch(progress: TraceProgress, steps: Step[], reset: boolean): void;
  /** The first batch goes out as soon as steps exist; later ones at most this often. */
  batchMs?: number;
  /** Past this many bytes the full steps are not kept (`large-trace.ts`). */
  largeBytes?: number;
  /** What the trace may take of the tab's memory (`memory-budget.ts`). */
  memoryBudget?: number;
  now?: () => number;
  /** Answers the request instead of `fetch`: runs opened from files (decision 1703). */
  open?: (path: string) => Promise<Response>;
  /** Rewrites the wire JSON before it is read: the masker, when masking is on (decision 1702). */
  rewriteWire?: <T>(wire: T) => T;
  /**
   * The dotted path of a step to read before the others (a deep link's): the steps before
   * it are passed over, sent as not read yet when it is found, and read after it
   * (decision 2001). Absent: steps are read in order.
   */
  focus?: string;
  /** Called once the read has begun: the full steps read so far, for requests meanwhile. */
  onReading?(reading: TraceReading): void;
  /**
   * Whether `rewriteWire` rewrites differently now than when the read began (the masker
   * learned a person from the envelope's `waitingFor`, or from a record read meanwhile):
   * the body is then read again whole, and its steps replace every batch sent.
   */
  rewriteChanged?: () => boolean;
}

/** How much of a chunk is read before a batch may go out (about 3 ms of reading). */
const READ_SLICE_BYTES = 64 * 1024;
/** Steps passed over on the way to a focus are read in slices of about this long. */
const DEFERRED_SLICE_MS = 30;

/** A trace being read: its steps with their payloads, as far as they are read. */
export interface TraceReading {
  /**
   * The step at `index` in full, or what is read of it (the members before its children,
   * while they arrive); null if it is not read yet.
   */
  stepInFull(index: number): Step | null;
}

export async function readTrace(
  path: string,
  options: ReadTraceOptions,
): Promise<ReadTraceResult> {
  const { signal, batchMs = 200, now = () => performance.now() } = options;
  const progress: TraceProgress = { bytes: 0, expectedBytes: null, steps: 0 };
  const failed = (error: ApiError): ReadTraceResult => ({
    kind: "failed",
    error: toWire(error),
    progress,
  });
  let response: Response;
  try {
    response = options.open
      ? await options.open(path)
      : await fetch(path, {
          headers: { Accept: "application/json" },
          signal,
        });
  } catch {
    return signal.aborted
      ? { kind: "cancelled", progress }
      : failed(proxyUnreachable());
  }
  if (!response.ok) return readErrorAnswer(response, path, progress);
  const length = Number(response.headers.get("content-length"));
  progress.expectedBytes = length > 0 ? length : null;

  const pending = new Map<number, Step>();
  const rewriteWire = options.rewriteWire;
  const large = new LargeTraceParts(rewriteWire ?? null);
  const stream = new FruxonTraceStream({
    ...(rewriteWire && { rewriteWire }),
    ...(options.focus !== undefined && { focus: options.focus }),
    onStep: (step, isFinal, bytes) => {
      pending.set(step.index, toSummaryStep(step));
      if (isFinal) large.add(step, bytes);
    },
    onUnread: (position) => pending.set(position.index, unreadStep(position)),
  });
  options.onReading?.({
    stepInFull: (index) =>
      stream.stepInFull(index) ?? large.stepInFull(index, stream.stepAt(index)),
  });
  // Kept for the rare body the stream cannot read as `JSON.parse` would (see `finish`).
  const chunks: Uint8Array[] = [];
  let parseError: unknown = null;
  let lastBatch = Number.NEGATIVE_INFINITY;
  const flush = (reset = false) => {
    progress.steps = stream.stepCount;
    options.onBatch({ ...progress }, [...pending.values()], reset);
    pending.clear();
    lastBatch = now();
  };

  // A body-less 2xx reads as "" (empty), as `Response.text()` would.
  const reader = (
    response.body ?? new ReadableStream<Uint8Array>()
  ).getReader();
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    if (!response.body) break;
    try {
      read = await reader.read();
    } catch {
      if (signal.aborted) return { kind: "cancelled", progress };
      // A body that already broke as JSON is "not JSON", even if the connection then broke
      // (the proxy drops a relay whose body does not end as JSON does).
      const notJsonSoFar =
        parseError !== null &&
        findJsonBreak(concat(chunks))?.kind === "invalid";
      return failed(
        notJsonSoFar
          ? badJsonBody(path, response.status, concat(chunks))
          : bodyCut(path, response.status),
      );
    }
    if (read.done) break;
    progress.bytes += read.value.length;
    chunks.push(read.value);
    large.addBytes(read.value);
    // Stopped before the tab runs out of memory, saying how far it got (no partial trace).
    const tooLarge = overMemoryBudget(
      progress,
      stream.stepCount,
      options.memoryBudget,
    );
    if (tooLarge) {
      void reader.cancel();
      return { kind: "failed", error: tooLarge, progress };
    }
    // Past this size the full steps are not kept: they are read again from the bytes.
    if (
      !large.isOn &&
      (progress.expectedBytes ?? progress.bytes) >
        (options.largeBytes ?? LARGE_TRACE_BYTES)
    )
      large.start(stream);
    // Read in slices, a batch due after any of them: the browser hands over whatever
    // arrived, up to megabytes at once, and the first rows must not wait for all of it.
    for (
      let at = 0;
      at < read.value.length && parseError === null;
      at += READ_SLICE_BYTES
    ) {
      try {
        stream.push(read.value.subarray(at, at + READ_SLICE_BYTES));
      } catch (error) {
        // After a syntax error the body is still read to its end: one cut short says so first.
        parseError = error;
      }
      // Fewer, larger batches as the trace grows: each one costs the page a snapshot.
      const interval = stream.stepCount > 20_000 ? batchMs * 5 : batchMs;
      if (pending.size > 0 && now() - lastBatch >= interval) flush();
    }
    if (stream.hasDeferred && parseError === null)
      parseError = await readDeferred(stream, now, () => {
        if (pending.size > 0 && now() - lastBatch >= batchMs * 5) flush();
      });
  }
  while (stream.hasDeferred && parseError === null)
    parseError = await readDeferred(stream, now, () => {
      if (pending.size > 0 && now() - lastBatch >= batchMs * 5) flush();
    });
  if (parseError !== null)
    return failed(badJsonBody(path, response.status, concat(chunks)));

  let trace: RunTrace;
  try {
    if (isEmptyBody(chunks)) trace = normalizeFruxonTrace(null);
    else {
      const result = stream.finish();
      if (result.needsWholeBody || options.rewriteChanged?.()) {
        const whole: unknown = JSON.parse(
          new TextDecoder().decode(concat(chunks)),
        );
        trace = normalizeFruxonTrace(rewriteWire ? rewriteWire(whole) : whole);
        pending.clear();
        for (const step of trace.steps)
          pending.set(step.index, toSummaryStep(step));
        flush(true);
      } else trace = result.trace;
    }
  } catch (error) {
    if (error instanceof WireFormatError)
      return {
        kind: "unreadable",
        message: `The trace could not be read: ${error.message}`,
        progress,
      };
    return failed(badJsonBody(path, response.status, concat(chunks)));
  }
  if (pending.size > 0) flush();
  progress.steps = trace.steps.length;
  return {
    kind: "trace",
    trace,
    progress,
    large: large.isOn ? large.finish(trace) : null,
  };
}

/**
 * One slice of the steps passed over on the way to the focus, then a pause for the page's
 * requests (its inspector asks for the focus in full meanwhile): a read whose bytes are
 * all in would otherwise go on without one. The error a step's bytes raise, or null.
 */
async function readDeferred(
  stream: FruxonTraceStream,
  now: () => number,
  afterSlice: () => void,
): Promise<unknown> {
  const until = now() + DEFERRED_SLICE_MS;
  try {
    stream.readDeferred(() => now() > until);
  } catch (error) {
    return error;
  }
  afterSlice();
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
  return null;
}

async function readErrorAnswer(
  response: Response,
  path: string,
  progress: TraceProgress,
): Promise<ReadTraceResult> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return {
      kind: "failed",
      error: toWire(bodyCut(path, response.status)),
      progress,
    };
  }
  let body: unknown;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    return {
      kind: "failed",
      error: toWire(notJson(path, response.status)),
      progress,
    };
  }
  return {
    kind: "failed",
    error: toWire(toApiError(body, response.status, path)),
    progress,
  };
}

export function toWire(error: ApiError): WireError {
  const wire: WireError = {
    code: error.code,
    message: error.message,
    status: error.status,
  };
  if (error.retryAfterSeconds !== undefined)
    wire.retryAfterSeconds = error.retryAfterSeconds;
  return wire;
}

/** `Response.text()` of these bytes would be "" (nothing, or a byte-order mark alone). */
function isEmptyBody(chunks: Uint8Array[]): boolean {
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  if (bytes === 0) return true;
  if (bytes !== 3) return false;
  const all = concat(chunks);
  return all[0] === 0xef && all[1] === 0xbb && all[2] === 0xbf;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(
    chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  );
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
