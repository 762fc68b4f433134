/**
 * The notes API through the HTTP app: behind the access key in share mode, validated,
 * announced on the presence channel, and never a way to write toward the run source.
 */
import { describe, expect, it } from "vitest";
import { accessCookieName } from "./http/access-gate";
import { notesAppFor } from "./testing/notes-app";
import { readSse } from "./testing/sse-reader";

const KEY = "notes-key_abcdefghijklmnopqrstuvwxyz01";

const appFor = notesAppFor;

const json = (
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
) => ({
  method,
  headers: {
    host: "127.0.0.1:8723",
    "content-type": "application/json",
    ...headers,
  },
  body: JSON.stringify(body),
});
const get = (headers: Record<string, string> = {}) => ({
  headers: { host: "127.0.0.1:8723", ...headers },
});

describe("the notes API", () => {
  it("adds, lists and removes a run's notes, and tells every open app", async () => {
    const app = appFor();
    const stream = await app.request(
      "http://proxy/api/presence/events?name=Watcher",
      get(),
    );
    const events = readSse(stream.body!);
    const added = await app.request(
      "http://proxy/api/notes/agent-1/run-1",
      json("POST", { step: "1.2", author: "Dana", text: "**cut** at 10" }),
    );
    expect(added.status).toBe(201);
    const { note } = (await added.json()) as { note: { id: number } };
    await events.next(
      (e) =>
        e.event === "notes" &&
        JSON.stringify(e.data) === '{"agentId":"agent-1","runId":"run-1"}',
    );
    const list = await app.request(
      "http://proxy/api/notes/agent-1/run-1",
      get(),
    );
    expect(await list.json()).toMatchObject({
      notes: [
        { id: note.id, step: "1.2", author: "Dana", text: "**cut** at 10" },
      ],
    });
    const removed = await app.request(
      `http://proxy/api/notes/agent-1/run-1/${note.id}`,
      { method: "DELETE", headers: { host: "127.0.0.1:8723" } },
    );
    expect(removed.status).toBe(204);
    expect(
      await (
        await app.request("http://proxy/api/notes/agent-1/run-1", get())
      ).json(),
    ).toEqual({
      notes: [],
    });
  });

  it("refuses bad ids, bad steps, empty or long text and foreign pages", async () => {
    const app = appFor();
    const ok = { step: null, author: "Dana", text: "fine" };
    const cases: [string, unknown, Record<string, string>, number][] = [
      ["/api/notes/-x/run", ok, {}, 400],
      ["/api/notes/agent/run", { ...ok, step: "0.1" }, {}, 400],
      ["/api/notes/agent/run", { ...ok, step: "1..2" }, {}, 400],
      ["/api/notes/agent/run", { ...ok, text: "   " }, {}, 400],
      ["/api/notes/agent/run", { ...ok, text: "x".repeat(2001) }, {}, 400],
      ["/api/notes/agent/run", { ...ok, author: "" }, {}, 400],
      ["/api/notes/agent/run", ok, { "sec-fetch-site": "cross-site" }, 403],
      ["/api/notes/agent/run", ok, { "content-type": "text/plain" }, 415],
    ];
    for (const [path, body, headers, status] of cases)
      expect(
        (await app.request(`http://proxy${path}`, json("POST", body, headers)))
          .status,
        `${path} ${JSON.stringify(body)} ${JSON.stringify(headers)}`,
      ).toBe(status);
    const put = await app.request(
      "http://proxy/api/notes/agent/run",
      json("PUT", ok),
    );
    expect(put.status).toBe(405);
  });

  it("needs the access key in share mode", async () => {
    const app = appFor({ bindHost: "10.0.0.5", accessKey: KEY });
    const host = { host: "10.0.0.5:8723" };
    expect(
      (await app.request("http://proxy/api/notes/a/r", get(host))).status,
    ).toBe(401);
    expect(
      (
        await app.request(
          "http://proxy/api/notes/a/r",
          json("POST", { step: null, author: "D", text: "t" }, host),
        )
      ).status,
    ).toBe(401);
    const cookie = `${accessCookieName(KEY)}=${KEY}`;
    expect(
      (
        await app.request(
          "http://proxy/api/notes/a/r",
          get({ ...host, cookie }),
        )
      ).status,
    ).toBe(200);
  });
});
