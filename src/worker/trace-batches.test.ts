/**
 * Decision 1450, through the worker's own messages: a batch larger than
 * `BATCH_CHUNK_STEPS` crosses in chunks (receiving one message is one task on the page's
 * thread), only the last chunk of a batch ends it, and together they carry every step once.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeToolStep, makeWireTrace } from "../model/testing/builders";
import { SummaryDecoder } from "../model/normalize/summary-columns";
import { createWorkerHandler } from "./handle-message";
import { BATCH_CHUNK_STEPS, type WorkerToPage } from "./protocol";

const TRACE_PATH = "/api/agents/a/runs/r/trace";
const STEPS = 2 * BATCH_CHUNK_STEPS + 500;

afterEach(() => vi.unstubAllGlobals());

describe("trace batches in chunks", () => {
  it("sends no message of more than BATCH_CHUNK_STEPS steps, and ends each batch once", async () => {
    const body = JSON.stringify(
      makeWireTrace(
        Array.from({ length: STEPS }, (_, index) =>
          makeToolStep("crm/lookup", { parameters: { index } }),
        ),
      ),
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          new Response(body, {
            headers: { "content-type": "application/json" },
          }),
        ),
      ),
    );
    const received: WorkerToPage[] = [];
    const ended = new Promise<void>((resolve) => {
      const handle = createWorkerHandler((message) => {
        received.push(message);
        if (message.type === "trace-end") resolve();
      });
      handle({
        type: "open-trace",
        id: 1,
        path: TRACE_PATH,
        mask: null,
        focus: null,
      });
    });
    await ended;

    const chunks = received.filter((message) => message.type === "trace-batch");
    expect(received.at(-1)).toMatchObject({
      type: "trace-end",
      outcome: { kind: "trace" },
    });
    expect(chunks.at(-1)?.endsBatch).toBe(true);
    for (const chunk of chunks)
      expect(chunk.columns.count).toBeLessThanOrEqual(BATCH_CHUNK_STEPS);
    // The body arrives in one piece here, so its steps form one batch of several chunks.
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const decoder = new SummaryDecoder();
    const paths = chunks.flatMap((chunk) =>
      decoder.decode(chunk.columns).map((step) => step.path),
    );
    expect(paths).toHaveLength(STEPS);
    expect(new Set(paths).size).toBe(STEPS);
    // A reset (a body read whole) can only be the first chunk of its batch.
    chunks.forEach((chunk, at) => {
      if (chunk.reset) expect(at === 0 || chunks[at - 1]!.endsBatch).toBe(true);
    });
  });
});
