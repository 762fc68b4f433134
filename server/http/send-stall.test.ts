/**
 * `cutWhenStalled`: silence after a chunk is handed over cuts; waiting on the source does not.
 * Time is the test's (fake timers, moved with `advanceTimersByTimeAsync`): the verdicts are
 * about which silences count, never about how fast this machine reads.
 */
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { cutWhenStalled } from "./send-stall";

const chunk = new Uint8Array([0x7b]);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A source of `count` chunks, each `delayMs` after the pull that asked for it. */
function source(count: number, delayMs = 0) {
  const state = { cancelled: null as unknown, pulls: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (++state.pulls > count) return controller.close();
        controller.enqueue(chunk);
      },
      cancel(reason) {
        state.cancelled = reason;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

/** A read, with the clock moved on by `ms` while it waits. */
async function readAfter(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ms = 0,
) {
  const read = reader.read();
  await vi.advanceTimersByTimeAsync(ms);
  return read;
}

it("cancels the source and cuts the connection when the reader stops asking", async () => {
  const { stream, state } = source(100);
  const stalls: Error[] = [];
  const reader = cutWhenStalled(stream, {
    stallMs: 50,
    onStall: (reason) => (stalls.push(reason), true),
  }).getReader();
  await readAfter(reader);
  await vi.advanceTimersByTimeAsync(49);
  expect(stalls).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(stalls).toHaveLength(1);
  expect(stalls[0]!.message).toMatch(/read nothing of this answer/);
  expect(state.cancelled).toBe(stalls[0]);
});

it("errors the stream itself when there is no connection to cut", async () => {
  const { stream } = source(100);
  const reader = cutWhenStalled(stream, {
    stallMs: 30,
    onStall: () => false,
  }).getReader();
  await readAfter(reader);
  await vi.advanceTimersByTimeAsync(30);
  await expect(reader.read()).rejects.toThrow(/read nothing/);
});

it("counts neither a slow source nor a reader that keeps asking", async () => {
  // Each chunk comes 60 ms after it is asked for, past the 40 ms bound: that wait is the
  // source's, and the reader asks again as soon as it has a chunk.
  const { stream, state } = source(5, 60);
  const reader = cutWhenStalled(stream, {
    stallMs: 40,
    onStall: () => {
      throw new Error("cut a reader that kept reading");
    },
  }).getReader();
  let chunks = 0;
  while (!(await readAfter(reader, 60)).done) chunks++;
  expect(chunks).toBe(5);
  expect(state.cancelled).toBeNull();
});
