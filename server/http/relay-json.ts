/**
 * Relays a JSON document from an upstream body reader to the browser as it arrives, with
 * backpressure, without holding more than one chunk: the proxy's memory does not grow with
 * the document (decision 0007).
 *
 * Approach: a pull-based `ReadableStream`. It reads upstream only when its consumer (the
 * HTTP response being written) asks for more, so a slow browser slows the upstream socket
 * instead of filling memory. It holds back the latest chunk until the next one arrives, so
 * that when the upstream ends cleanly it can still check the document's last significant
 * byte closes an object or array and, if not, fail before the final byte goes out: the
 * browser then sees a failed fetch (a short Content-Length, or a chunked body without its
 * last chunk) rather than a short 200, and holds every byte before the last, so it can
 * tell a body that ended early from one that is not JSON and say where that one breaks.
 *
 * Failures (a cut connection, a stall longer than `idleMs`, a document that ends mid-way)
 * error the stream; the server then destroys the browser's connection. Costs: O(1) per
 * chunk beyond the copy the socket makes.
 *
 * Deliberately not done: parsing or validating the JSON in between. The browser parses it
 * anyway, and a parse here would cost the time and memory the relay exists to save.
 */

/** One read of an upstream body reader. */
export type ChunkRead = Awaited<
  ReturnType<ReadableStreamDefaultReader<Uint8Array>["read"]>
>;

export type RelayFailure = "stalled" | "cut_short" | "unterminated";

export interface RelayOptions {
  /** The longest wait for the next upstream chunk while the consumer is waiting for it. */
  idleMs: number;
  /** Stops the upstream request; a pending read then rejects with `reason`. */
  abort(reason: Error): void;
  /** The error the stream fails with, for the server's log. */
  failure(why: RelayFailure, cause?: unknown): Error;
  /** Called once when the relay is over: ended, failed or cancelled. */
  settled?(): void;
  /** A read of `reader` already under way (the caller looked past the first chunk). */
  pendingRead?: Promise<ChunkRead>;
}

/** How long the bytes before a failure get to reach the browser before the connection fails. */
const FAIL_AFTER_MS = 250;

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

function isJsonSpace(byte: number): boolean {
  return byte === SPACE || byte === TAB || byte === LF || byte === CR;
}

/**
 * Whether a document's first chunk can start a JSON object or array: its first significant
 * byte is `{` or `[` (a chunk of whitespace only cannot tell yet, and passes).
 */
export function startsLikeJsonDocument(chunk: Uint8Array): boolean {
  for (const byte of chunk) {
    if (isJsonSpace(byte)) continue;
    return byte === OPEN_BRACE || byte === OPEN_BRACKET;
  }
  return true;
}

/** The last byte of `chunk` that is not JSON whitespace, or undefined. */
function lastSignificantByte(chunk: Uint8Array): number | undefined {
  for (let index = chunk.length - 1; index >= 0; index--) {
    const byte = chunk[index]!;
    if (!isJsonSpace(byte)) return byte;
  }
  return undefined;
}

export function relayJsonBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Uint8Array,
  options: RelayOptions,
): ReadableStream<Uint8Array> {
  let held = first;
  let pendingRead = options.pendingRead;
  let lastByte = lastSignificantByte(first);
  let idle: ReturnType<typeof setTimeout> | undefined;
  let stalled = false;
  /** The upstream ended mid-document and its bytes but the last went out: fail now. */
  let failsNext = false;
  let cancelled = false;
  let isSettled = false;
  const settle = () => {
    if (isSettled) return;
    isSettled = true;
    options.settled?.();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (failsNext) {
          // A connection failed at once can overtake the bytes just written: the browser
          // would drop them and see a body cut short. Give it a moment to take them.
          await new Promise((resolve) => setTimeout(resolve, FAIL_AFTER_MS));
          if (cancelled) return;
          controller.error(options.failure("unterminated"));
          return;
        }
        idle = setTimeout(() => {
          stalled = true;
          options.abort(options.failure("stalled"));
        }, options.idleMs);
        let next: ChunkRead;
        try {
          const read = pendingRead ?? reader.read();
          pendingRead = undefined;
          next = await read;
        } catch (error) {
          settle();
          if (cancelled) return;
          controller.error(
            options.failure(stalled ? "stalled" : "cut_short", error),
          );
          return;
        } finally {
          clearTimeout(idle);
        }
        // The browser left while this read was pending: nothing to deliver to.
        if (cancelled) return;
        if (next.done) {
          settle();
          if (lastByte !== CLOSE_BRACE && lastByte !== CLOSE_BRACKET) {
            // All but the last byte goes out first: the browser's fetch still fails, and
            // the bytes it got tell a body cut short from one that is not JSON (an HTML
            // page inside a 200) and where it breaks.
            // (An error drops what is still queued, so it waits for the next pull.)
            failsNext = true;
            if (held.length > 1) {
              controller.enqueue(held.subarray(0, -1));
              return;
            }
            controller.error(options.failure("unterminated"));
            return;
          }
          controller.enqueue(held);
          controller.close();
          return;
        }
        controller.enqueue(held);
        held = next.value;
        lastByte = lastSignificantByte(held) ?? lastByte;
      },
      cancel(reason) {
        // The browser went away: stop reading upstream, which closes its connection.
        cancelled = true;
        clearTimeout(idle);
        settle();
        return reader.cancel(reason);
      },
    },
    // No queue beyond the held chunk: upstream is read only when the consumer asks for more.
    { highWaterMark: 0 },
  );
}
