import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { ApiError, fetchJson } from "./client";
import { runQueryOptions } from "./queries";

/** The run view's path to a detail: record and trace (read by the worker) together. */
const fetchRunDetail = (agentId: string, runId: string) =>
  new QueryClient().fetchQuery(runQueryOptions(agentId, runId));

/** Waits until both requests are out (the in-thread worker loads on first use). */
async function bothRequested(requested: string[]) {
  for (let waited = 0; requested.length < 2 && waited < 5000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

const record = (status: string) => ({
  id: "r1",
  agentId: "a1",
  status,
  startTime: 1_786_000_000_000,
  endTime: 1_786_000_060_000,
  hasTrace: status !== "REJECTED",
});
const envelope = {
  status: "COMPLETED",
  trace: {
    agentId: "a1",
    startTime: 1_786_000_000_000,
    endTime: 1_786_000_060_000,
    traces: [{ id: "s1", displayName: "Agent", type: "FLOW_STEP", steps: [] }],
  },
};

/** A fetch whose answers are released by hand, recording the order of requests. */
function manualFetch() {
  const requested: string[] = [];
  const pending = new Map<string, (response: Response) => void>();
  const fetch = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        requested.push(url);
        pending.set(url, resolve);
      }),
  );
  const answer = (url: string, status: number, body: unknown) =>
    pending.get(url)!(new Response(JSON.stringify(body), { status }));
  return { fetch, requested, answer };
}

afterEach(() => vi.unstubAllGlobals());

describe("fetchRunDetail", () => {
  it("asks for the trace alongside the record, not after it", async () => {
    const server = manualFetch();
    vi.stubGlobal("fetch", server.fetch);
    const detail = fetchRunDetail("a1", "r1");
    await bothRequested(server.requested);
    expect([...server.requested].sort()).toEqual([
      "/api/agents/a1/runs/r1",
      "/api/agents/a1/runs/r1/trace",
    ]);
    server.answer("/api/agents/a1/runs/r1/trace", 200, envelope);
    server.answer("/api/agents/a1/runs/r1", 200, record("COMPLETED"));
    expect((await detail).trace?.steps).toHaveLength(1);
  });

  it("ignores the trace's 404 when the record says the run never ran", async () => {
    const server = manualFetch();
    vi.stubGlobal("fetch", server.fetch);
    const detail = fetchRunDetail("a1", "r1");
    await bothRequested(server.requested);
    server.answer("/api/agents/a1/runs/r1/trace", 404, {
      error: { code: "not_found", message: "no trace" },
    });
    server.answer("/api/agents/a1/runs/r1", 200, record("REJECTED"));
    const { trace, traceUnavailable } = await detail;
    expect(trace).toBeNull();
    expect(traceUnavailable).toMatch(/pre-flight gate/);
  });
});

describe("fetchJson", () => {
  it("reports a body cut short midway as an ApiError, not a crash", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"trace": {"tra'));
        controller.error(new TypeError("network error"));
      },
    });
    vi.stubGlobal("fetch", () =>
      Promise.resolve(new Response(body, { status: 200 })),
    );
    const error = await fetchJson("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("body_cut");
    expect((error as ApiError).message).toMatch(/cut short/);
  });
});
