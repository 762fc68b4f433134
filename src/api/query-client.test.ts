// @vitest-environment jsdom
/**
 * The cache policy as the app lives it: observers on a fresh client, a fake clock, and
 * query functions that count their calls. In a browser environment (jsdom), as TanStack
 * Query polls only where there is a `window`.
 */
import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildRunDetail } from "../model/normalize/run-detail";
import type { RunDetail } from "../model/run";
import { makeSummary } from "../model/testing/builders";
import { ApiError } from "./client";
import { LIVE_POLL_MS, runKeys, sessionKeys } from "./queries";
import { createQueryClient } from "./query-client";

const runDetail = (status: string): RunDetail =>
  buildRunDetail(
    makeSummary({
      status,
      endTime: status === "COMPLETED" ? 1_785_999_760_000 : 0,
    }),
    null,
    null,
    Date.now(),
  );

const RUN_KEY = runKeys.detail("agent-1", "run-1");
let client: QueryClient;
const stops: (() => void)[] = [];

/** Subscribes to `queryKey` as a mounted component would. */
function observe<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) {
  const observer = new QueryObserver(client, { queryKey, queryFn });
  stops.push(observer.subscribe(() => undefined));
  return observer;
}

beforeEach(() => {
  vi.useFakeTimers();
  client = createQueryClient();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  client.clear();
  vi.useRealTimers();
});

describe("createQueryClient", () => {
  it("keeps a finished run fresh for good and never polls it", async () => {
    const fetchRun = vi.fn(() => Promise.resolve(runDetail("COMPLETED")));
    observe(RUN_KEY, fetchRun);
    await vi.advanceTimersByTimeAsync(10 * LIVE_POLL_MS);
    expect(fetchRun).toHaveBeenCalledTimes(1);
    expect(client.getQueryCache().find({ queryKey: RUN_KEY })!.isStale()).toBe(
      false,
    );
  });

  it("polls a live run every LIVE_POLL_MS and stops once it has finished", async () => {
    const answers = ["WAITING_FOR_ASYNC", "IN_PROGRESS", "COMPLETED"];
    const fetchRun = vi.fn(() =>
      Promise.resolve(runDetail(answers.shift() ?? "COMPLETED")),
    );
    observe(RUN_KEY, fetchRun);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchRun).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(fetchRun).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(fetchRun).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10 * LIVE_POLL_MS);
    expect(fetchRun).toHaveBeenCalledTimes(3);
  });

  it("hands over a re-read run as fetched, without deep comparison", async () => {
    const first = runDetail("IN_PROGRESS");
    const second = { ...first };
    const fetchRun = vi
      .fn()
      .mockResolvedValueOnce(first)
      .mockResolvedValueOnce(second);
    const observer = observe(RUN_KEY, fetchRun);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(observer.getCurrentResult().data).toBe(second);
  });

  it("retries a request that never reached the proxy twice, an answered error never", async () => {
    const unreachable = vi.fn(() =>
      Promise.reject(new ApiError("proxy_unreachable", "down", 0)),
    );
    observe(["agents"], unreachable);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(unreachable).toHaveBeenCalledTimes(3);

    const notFound = vi.fn(() =>
      Promise.reject(new ApiError("not_found", "no such run", 404)),
    );
    observe(runKeys.detail("agent-1", "missing"), notFound);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it("re-reads a list after 15 s; a record's owner never", async () => {
    const list = runKeys.list("agent-1", {});
    const owner = runKeys.owner("run-1", null);
    const fetchList = vi.fn(() => Promise.resolve([]));
    const fetchOwner = vi.fn(() =>
      Promise.resolve({ runId: "run-1", agentId: "agent-1" }),
    );
    const read = async () => {
      await client.fetchQuery({ queryKey: list, queryFn: fetchList });
      await client.fetchQuery({ queryKey: owner, queryFn: fetchOwner });
    };
    await read();
    vi.advanceTimersByTime(14_000);
    await read();
    expect(fetchList).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await read();
    expect(fetchList).toHaveBeenCalledTimes(2);
    // Minutes later (within the cache's lifetime) the list is read again, the owner not.
    vi.advanceTimersByTime(4 * 60_000);
    await read();
    expect(fetchList).toHaveBeenCalledTimes(3);
    expect(fetchOwner).toHaveBeenCalledTimes(1);
  });

  it("re-reads a session's history after 15 s, for a session still being written", async () => {
    const history = sessionKeys.history("2608181423-Wd4nZq", "dev");
    const fetchHistory = vi.fn(() => Promise.resolve({ messages: [] }));
    await client.fetchQuery({ queryKey: history, queryFn: fetchHistory });
    await client.fetchQuery({ queryKey: history, queryFn: fetchHistory });
    expect(fetchHistory).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15_001);
    await client.fetchQuery({ queryKey: history, queryFn: fetchHistory });
    expect(fetchHistory).toHaveBeenCalledTimes(2);
  });

  it("gives each caller its own client", () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
