/**
 * Trace downloads over real sockets, with clients that never read: a folder source streams
 * at most 64 files at once, and a client that stops reading must not keep its slot. The
 * stalled clients are cut after the send-stall bound and a normal download gets through.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "./app";
import { createTracesDirSource } from "./sources/traces-dir-source";
import { savedTrace, within, wireStep } from "./testing/hostile-folder";
import { serveApp, type ServedApp } from "./testing/serve-app";

/** The folder sources' cap on files streamed at once (`json-file-reader.ts`). */
const STREAM_CAP = 64;
const STALL_MS = 1000;
const TRACE_PATH = "/api/agents/hostile_agent/runs/big-run/trace";

let folder: string;
let served: ServedApp;
let traceBytes: number;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "tracelens-stalled-"));
  // Larger than the socket buffers of one connection (4 MiB send, 128 KiB receive here),
  // so a client that does not read leaves the server waiting for a drain.
  const steps = Array.from({ length: 40_000 }, (_, n) =>
    wireStep(`step-${n}-${"x".repeat(300)}`),
  );
  const text = savedTrace("big-run", steps);
  traceBytes = Buffer.byteLength(text);
  writeFileSync(join(folder, "big.json"), text);
  served = await serveApp(
    createApp({
      runSource: createTracesDirSource(folder),
      staticDir: null,
      bindHost: "127.0.0.1",
      sendStallMs: STALL_MS,
    }),
  );
});

afterAll(async () => {
  await served.close();
  rmSync(folder, { recursive: true, force: true });
});

interface StalledClient {
  socket: Socket;
  /** Reads on, and resolves with the bytes received in all once the server closes. */
  readToClose(): Promise<number>;
}

/** A client that asks for the trace, takes the first bytes, then reads no more. */
function stalledClient(port: number): Promise<StalledClient> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1" });
    let received = 0;
    socket.on("data", (chunk) => (received += chunk.length));
    socket.once("error", () => undefined);
    const closed = new Promise<number>((done) =>
      socket.once("close", () => done(received)),
    );
    socket.once("connect", () =>
      socket.write(
        `GET ${TRACE_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`,
      ),
    );
    socket.once("data", (first) => {
      socket.pause();
      if (!first.toString("latin1").startsWith("HTTP/1.1 200"))
        reject(new Error(`not a 200: ${first.toString("latin1", 0, 40)}`));
      else
        resolve({
          socket,
          readToClose: () => {
            socket.resume();
            return closed;
          },
        });
    });
  });
}

it("cuts clients that stop reading, so a normal download still completes", async () => {
  expect(traceBytes).toBeGreaterThan(12 * 2 ** 20);
  const stalled = await Promise.all(
    Array.from({ length: STREAM_CAP }, () => stalledClient(served.port)),
  );
  try {
    const started = Date.now();
    const response = await within(
      STALL_MS + 8000,
      fetch(`${served.base}${TRACE_PATH}`),
      "a download behind 64 stalled ones",
    );
    expect(response.status).toBe(200);
    const body = await within(8000, response.arrayBuffer(), "its body");
    expect(body.byteLength).toBe(traceBytes);
    expect(Date.now() - started).toBeLessThan(STALL_MS + 8000);
    // Each stalled connection was closed by the server part-way: reading on ends early
    // (a whole answer would leave the keep-alive connection open, and this would time out).
    const received = await within(
      8000,
      Promise.all(stalled.map((client) => client.readToClose())),
      "the stalled connections' ends",
    );
    for (const bytes of received) expect(bytes).toBeLessThan(traceBytes);
  } finally {
    for (const { socket } of stalled) socket.destroy();
  }
}, 60_000);

it("does not cut a slow reader that keeps reading", async () => {
  const response = await fetch(`${served.base}${TRACE_PATH}`);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    // A pause of a quarter of the bound after each MiB: far longer than the bound in all.
    if (
      Math.floor(received / 2 ** 20) >
      Math.floor((received - value.byteLength) / 2 ** 20)
    )
      await new Promise((resolve) => setTimeout(resolve, STALL_MS / 4));
  }
  expect(received).toBe(traceBytes);
});
