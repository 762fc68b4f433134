/**
 * An upstream that ignores the participant and session filters (their names are assumed,
 * docs/reference/fruxon-wire.md §15) answers every run of the agent; the proxy drops the
 * ones whose fields name another person or conversation. It must then keep reading older
 * pages until the page is full or the upstream has nothing older: a filtered page never
 * comes back short — or empty with no "Older runs" — while matching runs exist further back.
 */
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { createFruxonSource } from "./sources/fruxon-source";

const START = Date.UTC(2026, 7, 6);

/** Newest first; every `matchEvery`-th run belongs to session `ts_match`. */
function records(count: number, matchEvery: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `run-${String(index).padStart(4, "0")}`,
    agentId: "agent",
    status: "COMPLETED",
    startTime: START - index * 60_000,
    endTime: START - index * 60_000 + 1000,
    sessionId:
      index % matchEvery === matchEvery - 1 ? "ts_match" : `ts_${index}`,
  }));
}

/**
 * A list endpoint that honours `PageSize` and `PageToken.Skip` and nothing else.
 * `honourSkip: false` is an upstream that answers the first page whatever is asked.
 */
function nonFilteringUpstream(
  all: ReturnType<typeof records>,
  { honourSkip = true } = {},
) {
  const requests: URL[] = [];
  const fetchImpl = (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input);
    requests.push(url);
    const size = Number(url.searchParams.get("PageSize") ?? 50);
    const skip = honourSkip
      ? Number(url.searchParams.get("PageToken.Skip") ?? 0)
      : 0;
    const items = all.slice(skip, skip + size);
    const next = skip + items.length < all.length ? String(skip + size) : "";
    return Promise.resolve(
      new Response(
        JSON.stringify({ items, nextPageToken: next, totalCount: all.length }),
        { headers: { "Content-Type": "application/json" } },
      ),
    );
  };
  const app = createApp({
    runSource: createFruxonSource({
      baseUrl: "https://api.fruxon.example",
      tenant: "acme",
      token: "fx_pat_test",
      timeoutMs: 5000,
      fetchImpl,
    }),
    staticDir: null,
    bindHost: "127.0.0.1",
  });
  return { app, requests };
}

async function page(app: ReturnType<typeof createApp>, query: string) {
  const response = await app.request(`/api/agents/agent/runs?${query}`, {
    headers: { host: "127.0.0.1:8723" },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    items: { id: string; sessionId: string }[];
    nextPageToken?: string;
    totalCount?: number;
  };
}

describe("a filter the upstream ignores", () => {
  it("reads older pages until the page is full", async () => {
    // One run in ten matches: a full page of 5 needs the first 50 runs.
    const { app, requests } = nonFilteringUpstream(records(400, 10));
    const body = await page(app, "pageSize=5&session=ts_match");
    expect(body.items.map((item) => item.sessionId)).toEqual(
      Array(5).fill("ts_match"),
    );
    expect(body.items.map((item) => item.id)).toEqual([
      "run-0009",
      "run-0019",
      "run-0029",
      "run-0039",
      "run-0049",
    ]);
    // More matching runs lie further back: the page says there is more.
    expect(body.nextPageToken).toBeTruthy();
    expect(body.totalCount).toBeUndefined();
    expect(requests.length).toBeGreaterThan(1);
  });

  it("reads to the end of the window when matches are rarer than a page", async () => {
    // 3 matches in 90 runs, asked 5 at a time: all three, and nothing older.
    const { app } = nonFilteringUpstream(records(90, 30));
    const body = await page(app, "pageSize=5&session=ts_match");
    expect(body.items.map((item) => item.id)).toEqual([
      "run-0029",
      "run-0059",
      "run-0089",
    ]);
    expect(body.nextPageToken ?? "").toBe("");
  });

  it("never returns an empty page while matching runs exist further back", async () => {
    // The only match is the 180th run: the first three pages of 50 hold none.
    const { app } = nonFilteringUpstream(records(200, 180));
    const body = await page(app, "pageSize=50&session=ts_match");
    expect(body.items.map((item) => item.id)).toEqual(["run-0179"]);
  });

  it("stops when the upstream repeats a page instead of paging", async () => {
    const { app, requests } = nonFilteringUpstream(records(100, 1000), {
      honourSkip: false,
    });
    const body = await page(app, "pageSize=10&session=ts_match");
    expect(body.items).toEqual([]);
    expect(requests.length).toBeLessThanOrEqual(3);
  });

  it("asks once when the upstream filtered the page itself", async () => {
    const { app, requests } = nonFilteringUpstream(
      records(40, 1).map((record) => ({ ...record, sessionId: "ts_match" })),
    );
    const body = await page(app, "pageSize=10&session=ts_match");
    expect(body.items).toHaveLength(10);
    expect(requests).toHaveLength(1);
  });
});

describe("a filter the upstream ignores, with matches far back", () => {
  it("stops reading after a bound and says where to go on from", async () => {
    // The only match is run 8,000; the proxy reads 50 + 20 × 200 = 4,050 runs, then stops.
    const all = records(9000, 100_000);
    all[8000]!.sessionId = "ts_match";
    const { app, requests } = nonFilteringUpstream(all);
    const body = (await page(app, "pageSize=50&session=ts_match")) as {
      items: unknown[];
      nextPageToken?: string;
      resumeBefore?: number;
    };
    expect(requests).toHaveLength(21);
    expect(body.items).toEqual([]);
    expect(body.nextPageToken).toBe("4050");
    expect(body.resumeBefore).toBe(all[4049]!.startTime);
  });
});
