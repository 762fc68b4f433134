/**
 * The presenter's view as it travels: the app-relative address (path and query) of what
 * the presenter sees. Each person keeps their own screen settings, so `zoom` is not part
 * of a shared view: taken out before publishing, and the follower's own put back when
 * following. A follower who masks personal data (`mask=1`) stays masked whatever the
 * presenter does (a presenter who masks masks everyone: it is in the view). `key` is never
 * published either (the proxy's gate removes it from the address bar at once; this only
 * makes sure).
 */

/** Params that belong to one screen, not to the view being shown. */
const PERSONAL_PARAMS = ["zoom", "key"];
const BASE = "http://app.invalid";

/** The view to publish: `href` without personal params. */
export function shareableHref(href: string): string {
  const url = new URL(href, BASE);
  for (const param of PERSONAL_PARAMS) url.searchParams.delete(param);
  return `${url.pathname}${url.search}`;
}

/** Params a follower's own address keeps when it follows: their zoom, and masking if on. */
const KEPT_WHEN_FOLLOWING = ["zoom", "mask"];

/** Where a follower at `followerHref` goes to show the presenter's view on their screen. */
export function hrefForFollower(
  presenterHref: string,
  followerHref: string,
): string {
  const url = new URL(shareableHref(presenterHref), BASE);
  const own = new URL(followerHref, BASE).searchParams;
  for (const param of KEPT_WHEN_FOLLOWING) {
    const value = own.get(param);
    if (value !== null) url.searchParams.set(param, value);
  }
  return `${url.pathname}${url.search}`;
}

/** Whether two addresses show the same view: same path and params, order and personal params aside. */
export function isSameView(a: string, b: string): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Whether two addresses are the same page, whatever their params: where a follow landed,
 * the page may rewrite its own params (a masked follower's participant filter), but a
 * different page is somewhere the person went.
 */
export function isSamePage(a: string, b: string): boolean {
  const path = (href: string) =>
    decodeURIComponent(new URL(href, BASE).pathname);
  return path(a) === path(b);
}

function canonical(href: string): string {
  const url = new URL(shareableHref(href), BASE);
  const params = [...url.searchParams].sort(([x], [y]) =>
    x < y ? -1 : x > y ? 1 : 0,
  );
  return `${decodeURIComponent(url.pathname)}?${new URLSearchParams(params)}`;
}
