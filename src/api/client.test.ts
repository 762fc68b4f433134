import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiPath, fetchJson } from "./client";
import { stubFetch } from "./testing/stub-fetch";

afterEach(() => vi.unstubAllGlobals());

const failure = (path: string) =>
  fetchJson(path).then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error as ApiError,
  );

describe("fetchJson", () => {
  it("returns the proxy's JSON, and null for an empty answer", async () => {
    stubFetch({ "/api/a": { json: { ok: 1 } }, "/api/empty": { text: "" } });
    expect(await fetchJson("/api/a")).toEqual({ ok: 1 });
    expect(await fetchJson("/api/empty")).toBeNull();
  });

  it("turns the proxy's error answer into an ApiError with its code, status and wait", async () => {
    stubFetch({
      "/api/limited": {
        status: 429,
        json: {
          error: {
            code: "rate_limited",
            message:
              "The Fruxon API is rate limiting requests (429). Retry after 30 s.",
            retryAfterSeconds: 30,
          },
        },
      },
    });
    const error = await failure("/api/limited");
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "rate_limited",
      status: 429,
      retryAfterSeconds: 30,
      message:
        "The Fruxon API is rate limiting requests (429). Retry after 30 s.",
    });
  });

  it("names the path and status of an error answer without the proxy's shape", async () => {
    stubFetch({ "/api/odd": { status: 502, json: { oops: true } } });
    const error = await failure("/api/odd");
    expect(error).toMatchObject({ code: "error", status: 502 });
    expect(error.message).toBe("The proxy failed on /api/odd (HTTP 502).");
  });

  it("says the proxy is not answering when the request never reaches it", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.reject(new TypeError("Failed to fetch")),
    );
    const error = await failure("/api/source");
    expect(error).toMatchObject({ code: "proxy_unreachable", status: 0 });
    expect(error.message).toMatch(/npm start/);
  });

  it("lets a cancelled request stay a cancellation, not an error to show", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.reject(new DOMException("aborted", "AbortError")),
    );
    const error = await fetchJson("/api/x").catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("reports an answer that is not JSON: where it breaks and what it starts with", async () => {
    stubFetch({
      "/api/html": { text: '{"trace": <!doctype html><p>login</p>' },
    });
    expect(await failure("/api/html")).toMatchObject({
      code: "not_json",
      message:
        "The answer for /api/html is not valid JSON: expected a JSON value, found '<' at byte 10. It starts with “{\"trace\": <!doctype html><p>login</p>”.",
    });
  });

  it("tells a body that ended early apart from one that is not JSON", async () => {
    stubFetch({ "/api/short": { text: '{"trace": {"traces": [' } });
    const error = await failure("/api/short");
    expect(error).toMatchObject({ code: "body_cut" });
    expect((error as Error).message).toContain("ended before its JSON did");
    expect((error as Error).message).not.toContain("not valid JSON");
  });
});

describe("apiPath", () => {
  it("encodes every segment, so an id cannot change the path", () => {
    expect(apiPath("agents", "a b", "runs", "../x?y")).toBe(
      "/api/agents/a%20b/runs/..%2Fx%3Fy",
    );
  });
});
