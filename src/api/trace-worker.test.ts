import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * A stand-in for the browser's `Worker` whose script fails as soon as it is asked anything:
 * what the page sees when the trace worker throws outside a request or crashes.
 */
class FailingWorker {
  static started = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;

  constructor() {
    FailingWorker.started++;
  }

  postMessage(): void {
    setTimeout(() =>
      this.onerror?.({
        message: "Uncaught RangeError: Array buffer allocation failed",
        preventDefault() {},
      } as ErrorEvent),
    );
  }

  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the trace worker's client", () => {
  it("fails a waiting request with the worker's reason when the worker dies, and starts a new one next time", async () => {
    vi.stubGlobal("Worker", FailingWorker);
    FailingWorker.started = 0;
    const { fetchFullSteps } = await import("./trace-worker");

    await expect(fetchFullSteps("trace-1", [0])).rejects.toThrow(
      "The page's trace reader stopped (Uncaught RangeError: Array buffer allocation failed). Reload the page to try again.",
    );
    await expect(fetchFullSteps("trace-1", [0])).rejects.toThrow(
      "trace reader stopped",
    );
    expect(FailingWorker.started).toBe(2);
  });

  it("ends a streaming trace as failed, with the reason, instead of loading forever", async () => {
    vi.stubGlobal("Worker", FailingWorker);
    const { streamRunTrace } = await import("./runs");

    const loads = [];
    for await (const load of streamRunTrace("agent-1", "run-1"))
      loads.push(load);
    const last = loads.at(-1)!;
    expect(last.state).toBe("failed");
    expect(last.outcome).toMatchObject({
      kind: "failed",
      error: {
        code: "worker_failed",
        message: expect.stringContaining(
          "The page's trace reader stopped",
        ) as unknown,
      },
    });
  });
});
