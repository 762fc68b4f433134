/**
 * The presenter's view as it travels: the app-relative address (path and query) of what
 * the presenter sees. Each person keeps their own screen settings, so `zoom` is not part
 * of a shared view: taken out before publishing, and the follower's own put back when
 * following. `key` is never published either (the proxy's gate removes it from the
 * address bar at once; this only makes sure).
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

/** The presenter's view with this screen's own `zoom` (absent when off). */
export function hrefForFollower(
  presenterHref: string,
  zoom: string | undefined,
): string {
  const url = new URL(shareableHref(presenterHref), BASE);
  if (zoom !== undefined) url.searchParams.set("zoom", zoom);
  return `${url.pathname}${url.search}`;
}

/** Whether two addresses show the same view: same path and params, order and personal params aside. */
export function isSameView(a: string, b: string): boolean {
  return canonical(a) === canonical(b);
}

function canonical(href: string): string {
  const url = new URL(shareableHref(href), BASE);
  const params = [...url.searchParams].sort(([x], [y]) =>
    x < y ? -1 : x > y ? 1 : 0,
  );
  return `${decodeURIComponent(url.pathname)}?${new URLSearchParams(params)}`;
}
