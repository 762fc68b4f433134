/** `/api/sessions…` through the app: ids validated, errors mapped, and a clear answer without a source. */
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEMO_SESSIONS, DEMO_SESSIONS_DIR } from "../demo/demo-sessions";
import { createFastAgentSource } from "../sources/fast-agent-source";
import type { RunSource } from "../sources/run-source";

const runSource = {} as RunSource;
const app = (withSessions: boolean) =>
  createApp({
    runSource,
    sessionSource: withSessions
      ? createFastAgentSource(DEMO_SESSIONS_DIR)
      : null,
    staticDir: null,
    bindHost: "127.0.0.1",
  });
const get = (withSessions: boolean, path: string) =>
  app(withSessions).request(path, { headers: { host: "127.0.0.1:8723" } });

describe("/api/sessions", () => {
  it("lists, details and serves histories and logs by id", async () => {
    expect((await get(true, "/api/sessions")).status).toBe(200);
    const detail = await get(
      true,
      `/api/sessions/${DEMO_SESSIONS.previous.id}`,
    );
    expect(
      ((await detail.json()) as { summary: { id: string } }).summary.id,
    ).toBe(DEMO_SESSIONS.previous.id);
    const history = await get(
      true,
      `/api/sessions/${encodeURIComponent(DEMO_SESSIONS.trace.id)}/histories/${encodeURIComponent(DEMO_SESSIONS.trace.agent)}`,
    );
    expect(history.status).toBe(200);
    expect(
      (await get(true, `/api/sessions/${DEMO_SESSIONS.normal.id}/log`)).status,
    ).toBe(200);
  });

  it("refuses ids that could name a path", async () => {
    const response = await get(
      true,
      `/api/sessions/${DEMO_SESSIONS.previous.id}/histories/..%2F..%2Fsecret`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: "bad_request",
        message: expect.stringContaining("not a valid history id") as string,
      },
    });
  });

  it("answers 404 with a message naming the missing session", async () => {
    const response = await get(true, "/api/sessions/2601010000-Gone00");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: {
        message: expect.stringContaining(
          "No session 2601010000-Gone00",
        ) as string,
      },
    });
  });

  it("says how to serve sessions when none are configured", async () => {
    const response = await get(false, "/api/sessions");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining("--sessions PATH") as string },
    });
  });
});
