/**
 * The presence channel through the HTTP app: behind the access key in share mode, views
 * fanned out to every follower, a slow or vanished follower dropped without holding the
 * presenter up, memory bounded with 50 followers, and every command validated.
 */
import { describe, expect, it } from "vitest";
import { accessCookieName } from "./http/access-gate";
import { createPresenceHub } from "./presence/presence-hub";
import { notesAppFor } from "./testing/notes-app";
import { readSse, type SseEvent } from "./testing/sse-reader";

const KEY = "presence-key_abcdefghijklmnopqrstuvwx";
const HOST = { host: "127.0.0.1:8723" };

const appFor = notesAppFor;
type App = ReturnType<typeof appFor>;

async function join_(app: App, name: string, headers = {}) {
  const response = await app.request(
    `http://proxy/api/presence/events?name=${encodeURIComponent(name)}`,
    { headers: { ...HOST, ...headers } },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events = readSse(response.body!);
  const hello = (await events.next((e) => e.event === "hello")).data as {
    id: string;
    token: string;
  };
  return { ...hello, events };
}

const post = (app: App, body: unknown, headers: Record<string, string> = {}) =>
  app.request("http://proxy/api/presence", {
    method: "POST",
    headers: { ...HOST, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const isView = (href: string) => (event: SseEvent) =>
  event.event === "view" &&
  (event.data as { view: { href: string } }).view.href === href;

describe("the presence channel", () => {
  it("needs the access key in share mode, like everything else", async () => {
    const app = appFor({ bindHost: "192.168.1.20", accessKey: KEY });
    const host = { host: "192.168.1.20:8723" };
    const events = await app.request(
      "http://proxy/api/presence/events?name=A",
      {
        headers: host,
      },
    );
    expect(events.status).toBe(401);
    const command = await app.request("http://proxy/api/presence", {
      method: "POST",
      headers: { ...host, "content-type": "application/json" },
      body: JSON.stringify({ type: "stop", token: "abcdefghijkl" }),
    });
    expect(command.status).toBe(401);
    const cookie = `${accessCookieName(KEY)}=${KEY}`;
    const allowed = await app.request(
      "http://proxy/api/presence/events?name=A",
      { headers: { ...host, cookie } },
    );
    expect(allowed.status).toBe(200);
    await allowed.body!.cancel();
  });

  it("fans the presenter's views out to every follower, in order", async () => {
    const app = appFor();
    const presenter = await join_(app, "Dana");
    const followers = await Promise.all(
      ["Ezra", "Femi", "Gal"].map((name) => join_(app, name)),
    );
    expect(
      (await post(app, { type: "present", token: presenter.token })).status,
    ).toBe(204);
    for (const follower of followers)
      await post(app, {
        type: "follow",
        token: follower.token,
        following: true,
      });
    for (const href of [
      "/agents/a/runs/r",
      "/agents/a/runs/r?step=1.2",
      "/agents/a/runs/r?step=1.2&tab=raw",
    ])
      expect(
        (
          await post(app, {
            type: "view",
            token: presenter.token,
            view: { href },
          })
        ).status,
      ).toBe(204);
    for (const follower of followers) {
      await follower.events.next(isView("/agents/a/runs/r"));
      await follower.events.next(isView("/agents/a/runs/r?step=1.2"));
      await follower.events.next(isView("/agents/a/runs/r?step=1.2&tab=raw"));
    }
    const room = followers[0]!.events.events
      .filter((e) => e.event === "room")
      .at(-1)!.data as {
      presenter: string;
      people: { name: string; following: boolean }[];
    };
    expect(room.presenter).toBe(presenter.id);
    expect(
      room.people
        .filter((p) => p.following)
        .map((p) => p.name)
        .sort(),
    ).toEqual(["Ezra", "Femi", "Gal"]);
  });

  it("gives a browser that arrives late the presenter's current view", async () => {
    const app = appFor();
    const presenter = await join_(app, "Dana");
    await post(app, { type: "present", token: presenter.token });
    await post(app, {
      type: "view",
      token: presenter.token,
      view: { href: "/sessions" },
    });
    const late = await join_(app, "Late");
    await late.events.next(isView("/sessions"));
  });

  it("drops a follower that stops reading, without holding the presenter up", async () => {
    const hub = createPresenceHub({ maxQueuedBytes: 8 * 1024, burst: 10_000 });
    const app = appFor({ presence: hub });
    const presenter = await join_(app, "Dana");
    const reader = await join_(app, "Reads");
    // A follower whose socket stalls: its stream is never read after the start.
    const stalled = await app.request(
      "http://proxy/api/presence/events?name=Stalled",
      {
        headers: HOST,
      },
    );
    expect(hub.stats().people).toBe(3);
    await post(app, { type: "present", token: presenter.token });
    const padding = "x".repeat(1000);
    for (let i = 0; i < 200; i++)
      await post(app, {
        type: "view",
        token: presenter.token,
        view: { href: `/agents/a/runs/r?q=${padding}&step=${i + 1}` },
      });
    // All 200 were answered although one follower never reads (had the presenter waited
    // for it, the loop above would hang), and the reading follower saw the last one.
    await reader.events.next(isView(`/agents/a/runs/r?q=${padding}&step=200`));
    expect(hub.stats().people).toBe(2);
    expect(stalled.status).toBe(200);
  });

  it("lets a follower that goes away leave the room", async () => {
    const app = appFor();
    const watcher = await join_(app, "Watcher");
    const leaving = await join_(app, "Leaving");
    await watcher.events.next(
      (e) =>
        e.event === "room" &&
        (e.data as { people: unknown[] }).people.length === 2,
    );
    await leaving.events.cancel();
    await watcher.events.next(
      (e) =>
        e.event === "room" &&
        (e.data as { people: unknown[] }).people.length === 1,
    );
  });

  it("keeps memory bounded with 50 followers that do not read", async () => {
    const maxQueuedBytes = 16 * 1024;
    const hub = createPresenceHub({ maxQueuedBytes, burst: 10_000 });
    const app = appFor({ presence: hub });
    const presenter = await join_(app, "Dana");
    for (let i = 0; i < 50; i++)
      await app.request(`http://proxy/api/presence/events?name=F${i}`, {
        headers: HOST,
      });
    await post(app, { type: "present", token: presenter.token });
    const padding = "y".repeat(1500);
    let peak = 0;
    for (let i = 0; i < 300; i++) {
      await post(app, {
        type: "view",
        token: presenter.token,
        view: { href: `/r?q=${padding}&step=${i + 1}` },
      });
      peak = Math.max(peak, hub.stats().queuedBytes);
    }
    // Each browser holds at most its share (plus the one event that tipped it over).
    expect(peak).toBeLessThanOrEqual(51 * (maxQueuedBytes + 2048));
    expect(hub.stats().people).toBe(1);
  });

  it("refuses more browsers than the room holds", async () => {
    const app = appFor({ presence: createPresenceHub({ maxPeople: 2 }) });
    await join_(app, "A");
    await join_(app, "B");
    const third = await app.request("http://proxy/api/presence/events?name=C", {
      headers: HOST,
    });
    expect(third.status).toBe(503);
  });
});

describe("what the presence channel accepts", () => {
  it("validates every command and refuses what is not the presenter's to say", async () => {
    const app = appFor();
    const presenter = await join_(app, "Dana");
    const other = await join_(app, "Ezra");
    await post(app, { type: "present", token: presenter.token });
    const refusals: [unknown, number][] = [
      ["not json", 400],
      [
        {
          type: "view",
          token: presenter.token,
          view: { href: "//evil.example/x" },
        },
        400,
      ],
      [
        {
          type: "view",
          token: presenter.token,
          view: { href: "https://evil.example/" },
        },
        400,
      ],
      [
        { type: "view", token: presenter.token, view: { href: "/a\u202eb" } },
        400,
      ],
      [
        {
          type: "view",
          token: presenter.token,
          view: { href: `/${"a".repeat(3000)}` },
        },
        400,
      ],
      [{ type: "name", token: other.token, name: "a\nb" }, 400],
      [{ type: "name", token: other.token, name: "x".repeat(41) }, 400],
      [{ type: "launch", token: other.token }, 400],
      [{ type: "view", token: other.token, view: { href: "/" } }, 409],
      [{ type: "stop", token: "not-a-connected-browser" }, 403],
    ];
    for (const [body, status] of refusals)
      expect((await post(app, body)).status, JSON.stringify(body)).toBe(status);
    const html = await post(app, {
      type: "name",
      token: other.token,
      name: "<b>Ezra</b>",
    });
    expect(html.status).toBe(204);
  });

  it("takes only JSON, only small bodies, only from the app's own pages", async () => {
    const app = appFor();
    const { token } = await join_(app, "Dana");
    const body = JSON.stringify({ type: "present", token });
    expect(
      (await post(app, body, { "content-type": "text/plain" })).status,
    ).toBe(415);
    expect(
      (
        await post(app, body, {
          "content-type": "application/x-www-form-urlencoded",
        })
      ).status,
    ).toBe(415);
    expect(
      (await post(app, body, { "sec-fetch-site": "cross-site" })).status,
    ).toBe(403);
    expect(
      (await post(app, body, { origin: "http://evil.example" })).status,
    ).toBe(403);
    const big = JSON.stringify({
      type: "name",
      token,
      name: "x",
      pad: "p".repeat(5000),
    });
    expect((await post(app, big)).status).toBe(413);
    const elsewhere = await app.request("http://proxy/api/agents", {
      method: "POST",
      headers: { ...HOST, "content-type": "application/json" },
      body: "{}",
    });
    expect(elsewhere.status).toBe(405);
  });

  it("rate-limits a browser that floods the channel", async () => {
    const app = appFor({
      presence: createPresenceHub({ burst: 5, perSecond: 1 }),
    });
    const { token } = await join_(app, "Dana");
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await post(app, { type: "name", token, name: `D${i}` })).status,
      );
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
