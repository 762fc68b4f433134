/**
 * Cuts a streamed answer whose browser stopped reading. A streamed body holds something
 * scarce while it is sent — one of the folder sources' 64 file streams, one of an
 * upstream's 16 slots — and the HTTP server asks for the next chunk only once the socket
 * has drained. A client that never reads (a stuck tab, a script) would hold its slot for
 * as long as its socket stays open, and 64 of them would block every other download.
 *
 * Approach: a pull-based wrapper (no queue of its own). Each chunk handed to the server
 * must be followed by the server's next pull within `stallMs`; when it is not, the source
 * is cancelled (its slot freed at once) and `onStall` fails the connection. Only silence
 * counts, not speed: a slow reader drains now and then, and each drain restarts the clock.
 * Time spent waiting for the source itself is not counted (the relay bounds upstream
 * silence with `--timeout`). O(1) per chunk: one timer.
 */

/** How long a browser may leave a streamed answer unread before it is cut. */
export const SEND_STALL_MS = 30_000;

export interface SendStallOptions {
  stallMs: number;
  /**
   * Fails the connection (the server cannot notice while it waits for a drain); false when
   * there is none to fail, and the stream errors instead.
   */
  onStall(reason: Error): boolean;
}

export function cutWhenStalled(
  source: ReadableStream<Uint8Array>,
  options: SendStallOptions,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        clearTimeout(timer);
        const next = await reader.read();
        if (next.done) return controller.close();
        controller.enqueue(next.value);
        timer = setTimeout(() => {
          const reason = new Error(
            `The browser read nothing of this answer for ${options.stallMs / 1000} s: connection closed.`,
          );
          reader.cancel(reason).catch(() => undefined);
          // A cut connection is the whole answer: the server cancels this stream when the
          // socket closes, quietly, where an error here would be logged as the proxy's own.
          if (!options.onStall(reason)) controller.error(reason);
        }, options.stallMs);
      },
      cancel(reason) {
        clearTimeout(timer);
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
