/**
 * Who the proxy answers, through the HTTP app: Host names (DNS rebinding), pages of other
 * sites, and — with `--share` or any non-loopback bind — the access key, required for
 * everything (the app, /api, and any path a later route may take), exchanged once for an
 * HttpOnly SameSite=Strict cookie and taken out of the address bar.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createApp, type AppDeps } from "./app";
import { accessCookieName } from "./http/access-gate";
import { createTracesDirSource } from "./sources/traces-dir-source";

const staticDir = mkdtempSync(join(tmpdir(), "tracelens-access-"));
mkdirSync(join(staticDir, "assets"));
writeFileSync(
  join(staticDir, "index.html"),
  "<!doctype html><title>SPA</title>",
);
writeFileSync(join(staticDir, "assets", "app-1.js"), "console.log(1)");
const runSource = createTracesDirSource(
  join(import.meta.dirname, "..", "fixtures", "saved-runs"),
);
const KEY = "k3y-0f-the-day_abcdefghijklmnopqrstuv";

function appFor(deps: Partial<AppDeps>) {
  return createApp({ runSource, staticDir, bindHost: "127.0.0.1", ...deps });
}

const request = (
  app: ReturnType<typeof appFor>,
  path: string,
  headers: Record<string, string>,
) => app.request(`http://proxy${path}`, { headers });

describe("Host names", () => {
  it.each(["127.0.0.1", "127.0.0.2", "::1"])(
    "a loopback bind (%s) answers loopback names and refuses any other",
    async (bindHost) => {
      const app = appFor({ bindHost });
      const host = bindHost === "::1" ? "[::1]:8723" : `${bindHost}:8723`;
      for (const ok of [host, "localhost:8723", "LOCALHOST"])
        expect((await request(app, "/api/agents", { host: ok })).status).toBe(
          200,
        );
      for (const bad of ["evil.example:8723", "127.0.0.1.evil.example", ""])
        expect((await request(app, "/api/agents", { host: bad })).status).toBe(
          421,
        );
    },
  );

  it("a shared bind answers its own address and listed names, and still refuses others", async () => {
    const app = appFor({
      bindHost: "192.168.1.20",
      accessKey: KEY,
      allowedHosts: ["tracelens.lan"],
    });
    const cookie = `${accessCookieName(KEY)}=${KEY}`;
    for (const host of ["192.168.1.20:8723", "tracelens.lan:8723"])
      expect((await request(app, "/api/agents", { host, cookie })).status).toBe(
        200,
      );
    const refused = await request(app, "/api/agents", {
      host: "attacker.example:8723",
      cookie,
    });
    expect(refused.status).toBe(421);
  });

  it("a wildcard bind answers this machine's addresses only", async () => {
    const app = appFor({
      bindHost: "0.0.0.0",
      accessKey: KEY,
      localAddresses: () => ["10.0.0.7", "fe80::1"],
    });
    const cookie = `${accessCookieName(KEY)}=${KEY}`;
    expect(
      (await request(app, "/api/agents", { host: "10.0.0.7:1", cookie }))
        .status,
    ).toBe(200);
    expect(
      (await request(app, "/api/agents", { host: "[fe80::1]:1", cookie }))
        .status,
    ).toBe(200);
    expect(
      (await request(app, "/api/agents", { host: "10.0.0.8:1", cookie }))
        .status,
    ).toBe(421);
  });

  it("refuses to build a network-reachable app without a key", () => {
    expect(() => appFor({ bindHost: "0.0.0.0" })).toThrow(/access key/);
    expect(() => appFor({ bindHost: "192.168.1.20" })).toThrow(/access key/);
  });
});

describe("other sites' pages", () => {
  const app = appFor({});
  const host = "127.0.0.1:8723";

  it.each([
    [{ "sec-fetch-site": "cross-site" }, 403],
    [{ "sec-fetch-site": "same-site" }, 403],
    [{ origin: "https://evil.example" }, 403],
    [{ origin: "null" }, 403],
    [{ "sec-fetch-site": "same-origin" }, 200],
    [{ "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:8723" }, 200],
    [{ "sec-fetch-site": "none" }, 200],
    [{}, 200],
  ])("/api with %j answers %i", async (headers, status) => {
    const response = await request(app, "/api/runs/x/owner", {
      host,
      ...headers,
    });
    if (status === 200) expect(response.status).not.toBe(403);
    else expect(response.status).toBe(status);
  });

  it("still serves the app to a link clicked on another site", async () => {
    const response = await request(app, "/agents/a/runs/b", {
      host,
      "sec-fetch-site": "cross-site",
    });
    expect(response.status).toBe(200);
  });
});

describe("the access key", () => {
  const app = appFor({ bindHost: "192.168.1.20", accessKey: KEY });
  const host = "192.168.1.20:8723";
  const cookie = `${accessCookieName(KEY)}=${KEY}`;
  const everywhere = [
    "/",
    "/agents/a/runs/b?step=1",
    "/assets/app-1.js",
    "/index.html",
    "/api/agents",
    "/api/source",
    "/api/no-such-route",
    "/api/events",
    "/some/future/route",
  ];

  it.each(everywhere)("is required for %s", async (path) => {
    const response = await request(app, path, { host });
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(text).not.toContain("SPA");
    expect(text).toMatch(/access key/);
  });

  it.each(everywhere)("opens %s once shown as a cookie", async (path) => {
    const response = await request(app, path, { host, cookie });
    expect(response.status).not.toBe(401);
  });

  it("refuses a wrong key, in the link or the cookie, saying so", async () => {
    const wrong = await request(app, "/?key=guess", { host });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toMatch(/not the one/);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const forged = await request(app, "/api/agents", {
      host,
      cookie: `${accessCookieName(KEY)}=${KEY.slice(0, -1)}x`,
    });
    expect(forged.status).toBe(401);
    const otherName = await request(app, "/api/agents", {
      host,
      cookie: `tracelens_access=${KEY}`,
    });
    expect(otherName.status).toBe(401);
  });

  it("exchanges the key in the link for an HttpOnly SameSite=Strict cookie and drops it from the address", async () => {
    const response = await request(
      app,
      `/agents/a/runs/b?step=1.2&key=${KEY}&tab=io`,
      { host },
    );
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain(`${accessCookieName(KEY)}=${KEY}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const page = await response.text();
    expect(page).toContain(
      'http-equiv="refresh" content="0;url=/agents/a/runs/b?step=1.2&#38;tab=io"',
    );
    expect(page).not.toContain(KEY);
  });

  it.each([
    ["//evil.example/x", "/?tab=io"],
    ["///evil.example", "/?tab=io"],
    ["/\\evil.example", "/?tab=io"],
    ["/%2F%2Fevil.example", "/?tab=io"],
    ["/%5Cevil.example", "/?tab=io"],
    ["/%252F%252Fevil.example", "/?tab=io"],
    ["/%09/evil.example", "/?tab=io"],
    ["/https:%2F%2Fevil.example", "/https:%2F%2Fevil.example?tab=io"],
    ["/agents/a%2Fb/runs", "/agents/a%2Fb/runs?tab=io"],
    ["/runs/%E0%A4%A", "/runs/%E0%A4%A?tab=io"],
  ])(
    "moves %s, once the key is exchanged, only to a path on this origin (%s)",
    async (path, target) => {
      const response = await app.fetch(
        new Request(`http://${host}${path}?key=${KEY}&tab=io`, {
          headers: { host },
        }),
      );
      expect(response.status).toBe(200);
      const page = await response.text();
      const refresh = /content="0;url=([^"]*)"/.exec(page)?.[1] ?? "";
      const moved = refresh.replace(/&#38;/g, "&");
      expect(moved).toBe(target);
      const base = `http://${host}/`;
      expect(new URL(moved, base).origin).toBe(new URL(base).origin);
    },
  );

  it("gives each key its own cookie name, so two shared proxies on one machine do not collide", () => {
    expect(accessCookieName(KEY)).not.toBe(accessCookieName(`${KEY}2`));
  });
});
