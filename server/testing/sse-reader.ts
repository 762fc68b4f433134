/** Reads server-sent events from a response body, for tests of the presence channel. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseReader {
  /** Events read so far. */
  events: SseEvent[];
  /** Resolves with the first event (read so far or to come) that matches. */
  next(
    predicate: (event: SseEvent) => boolean,
    timeoutMs?: number,
  ): Promise<SseEvent>;
  cancel(): Promise<void>;
}

export function readSse(body: ReadableStream<Uint8Array>): SseReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Cancelled or errored: the test decides what that means.
    }
  })();
  let seen = 0;
  return {
    events,
    next(predicate, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (; seen < events.length; seen++) {
            const event = events[seen]!;
            if (predicate(event)) {
              seen++;
              waiters.delete(check);
              clearTimeout(timer);
              resolve(event);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    cancel: () => reader.cancel(),
  };
}
