/**
 * Which `Host` headers and which requesting pages the proxy answers.
 *
 * Host: a request must name this proxy by an address it is bound to — loopback names, the
 * bound address (every local address for a wildcard bind) and the names the user lists
 * (`--allow-host`). A web page that points its own domain at this machine (DNS rebinding)
 * sends its own name and is refused, whatever the bind.
 *
 * Cross-site: `/api` answers only the app itself. A browser marks each request with
 * `Sec-Fetch-Site` (and cross-origin ones with `Origin`); a request another site's page
 * made is refused, so no web page can spend the token on upstream calls or time whether
 * a run id exists. Requests without those headers (curl, scripts) are not browsers' and
 * pass; the access key, when required, still applies to them.
 */
import type { MiddlewareHandler } from "hono";
import { isLoopbackHost, isWildcardHost, localAddresses } from "./hosts";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "::1"];

export interface HostRules {
  bindHost: string;
  allowedHosts?: readonly string[];
  /** This machine's addresses, for a wildcard bind (tests pass their own). */
  localAddresses?: () => string[];
}

export function allowedHostNames(rules: HostRules): Set<string> {
  const names = new Set([
    ...LOOPBACK_NAMES,
    bare(rules.bindHost),
    ...(rules.allowedHosts ?? []).map(bare),
  ]);
  if (isWildcardHost(rules.bindHost))
    for (const address of (rules.localAddresses ?? localAddresses)())
      names.add(bare(address));
  return names;
}

/** The host name of a Host header, lowercased, without port or IPv6 brackets. */
export function hostNameOf(header: string): string {
  const name = header.startsWith("[")
    ? header.slice(1, header.indexOf("]"))
    : header.replace(/:\d*$/, "");
  return name.toLowerCase();
}

function bare(host: string): string {
  return host.replace(/^\[|\]$/g, "").toLowerCase();
}

export function hostGuard(rules: HostRules): MiddlewareHandler {
  const names = allowedHostNames(rules);
  return async (c, next) => {
    const header = c.req.header("host");
    if (!header || !names.has(hostNameOf(header)))
      return c.json(
        {
          error: {
            code: "bad_request",
            message: `Unexpected Host header: this proxy answers ${isLoopbackHost(rules.bindHost) ? "loopback names" : "its own addresses"}${rules.allowedHosts?.length ? ` and ${rules.allowedHosts.join(", ")}` : ""} only (add a name with --allow-host).`,
            status: 421,
          },
        },
        421,
      );
    await next();
  };
}

/** Refuses `/api` requests another site's page made (see above). */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const isCrossSite =
    (site !== undefined && site !== "same-origin" && site !== "none") ||
    (origin !== undefined && !sameHost(origin, c.req.header("host")));
  if (isCrossSite)
    return c.json(
      {
        error: {
          code: "forbidden",
          message:
            "Tracelens answers its API only to its own pages, not to other sites.",
          status: 403,
        },
      },
      403,
    );
  await next();
};

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
