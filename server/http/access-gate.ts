/**
 * The access key gate: with `--share`, or any bind other than loopback, nothing is served
 * — not the app, not `/api`, not any route added later — to a browser that has not shown
 * the key printed at start. It is Hono middleware applied before every route
 * (`createApp`), so a new route (an event stream, notes) is behind it by being mounted.
 *
 * The key arrives once, in the link (`/?key=…`). It is then exchanged for a cookie
 * (HttpOnly: page scripts cannot read it; SameSite=Strict: no other site's page can make
 * the browser send it) and taken out of the address bar: the answer is a tiny page that
 * refreshes to the same address without `key`. A meta refresh rather than a redirect
 * because a navigation that started on another site (the link clicked in a chat) would
 * carry that site's context through a redirect, and the browser would withhold the
 * Strict cookie from the next request. Keys are compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";

/** 192 random bits, URL-safe. */
export function createAccessKey(): string {
  return randomBytes(24).toString("base64url");
}

/** One cookie per key, so two shared proxies on one machine (other ports) keep theirs. */
export function accessCookieName(key: string): string {
  return `tracelens_access_${digest(key).subarray(0, 6).toString("hex")}`;
}

export function accessGate(key: string): MiddlewareHandler {
  const expected = digest(key);
  const cookieName = accessCookieName(key);
  const matches = (candidate: string | undefined) =>
    candidate !== undefined && timingSafeEqual(digest(candidate), expected);

  return async (c, next) => {
    if (matches(getCookie(c, cookieName))) return next();
    const url = new URL(c.req.url);
    if (!matches(url.searchParams.get("key") ?? undefined))
      return refused(c, url.searchParams.has("key"));
    setCookie(c, cookieName, key, {
      httpOnly: true,
      sameSite: "Strict",
      path: "/",
    });
    if (c.req.path.startsWith("/api/")) return next();
    url.searchParams.delete("key");
    return c.html(refreshTo(sameOriginTarget(url)), 200, {
      "Cache-Control": "no-store",
    });
  };
}

/**
 * Where the page moves to once the key is exchanged: this address without `key`, as a path
 * on this origin. A path a browser would read as another host — `//evil.example/?key=…`
 * (protocol-relative), `/\evil.example` (browsers read `\` as `/`), the same with percent
 * escapes or tabs and line breaks in between — would make the key link an open redirect; it
 * moves to `/` instead, keeping the query.
 */
function sameOriginTarget(url: URL): string {
  const rest = `${url.search}${url.hash}`;
  return leavesOrigin(url.pathname) ? `/${rest}` : `${url.pathname}${rest}`;
}

const PROBE_ORIGIN = "http://origin.invalid";

function leavesOrigin(pathname: string): boolean {
  let decoded = pathname;
  // Each pass undoes one layer of escapes (`%252F` → `%2F` → `/`); a few layers is plenty.
  for (let pass = 0; pass < 3 && /%[0-9a-f]{2}/i.test(decoded); pass++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break; // not UTF-8 once decoded: browsers keep such escapes as they are
    }
  }
  // Browsers drop tabs and line breaks from a URL before reading it.
  const read = decoded.replace(/[\t\n\r]/g, "");
  if (!/^\/(?![/\\])/.test(read)) return true;
  return new URL(pathname, PROBE_ORIGIN).origin !== PROBE_ORIGIN;
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

function refused(c: Context, hadKey: boolean) {
  const message = hadKey
    ? "This access key is not the one this Tracelens was started with. Ask for the link again: a new key is made at every start."
    : "This Tracelens is shared with an access key: open the link its owner gives you (it ends in ?key=…).";
  c.header("Cache-Control", "no-store");
  if (c.req.path.startsWith("/api/"))
    return c.json(
      { error: { code: "unauthorized", message, status: 401 } },
      401,
    );
  return c.html(
    `<!doctype html><meta charset="utf-8"><title>Tracelens: access key needed</title><p>${message}</p>`,
    401,
  );
}

/** A page that moves to `path` at once: same-origin, so the Strict cookie goes along. */
function refreshTo(path: string): string {
  const target = path.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${target}"><title>Tracelens</title><p><a href="${target}">Open Tracelens</a></p>`;
}
