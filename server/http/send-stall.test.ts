/** `cutWhenStalled`: silence after a chunk is handed over cuts; waiting on the source does not. */
import { expect, it } from "vitest";
import { cutWhenStalled } from "./send-stall";

const chunk = new Uint8Array([0x7b]);

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

it("cancels the source and cuts the connection when the reader stops asking", async () => {
  const { stream, state } = source(100);
  const stalls: Error[] = [];
  const reader = cutWhenStalled(stream, {
    stallMs: 50,
    onStall: (reason) => (stalls.push(reason), true),
  }).getReader();
  await reader.read();
  await new Promise((resolve) => setTimeout(resolve, 120));
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
  await reader.read();
  await new Promise((resolve) => setTimeout(resolve, 80));
  await expect(reader.read()).rejects.toThrow(/read nothing/);
});

it("counts neither a slow source nor a reader that keeps asking", async () => {
  const { stream, state } = source(5, 60);
  const reader = cutWhenStalled(stream, {
    stallMs: 40,
    onStall: () => {
      throw new Error("cut a reader that kept reading");
    },
  }).getReader();
  let chunks = 0;
  while (!(await reader.read()).done) chunks++;
  expect(chunks).toBe(5);
  expect(state.cancelled).toBeNull();
});
