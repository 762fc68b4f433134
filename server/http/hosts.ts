/**
 * Which addresses are this machine's, for the bind and the Host check. A loopback bind
 * (127.0.0.0/8, ::1, localhost) is reachable only from this machine; anything else is
 * reachable from the network and needs the access key (`access-gate.ts`).
 */
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare === "::1") return true;
  return isIP(bare) === 4 && bare.startsWith("127.");
}

/** An address that means "every interface". */
export function isWildcardHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  return bare === "0.0.0.0" || bare === "::";
}

/** This machine's interface addresses (IPv4 and IPv6, loopback included). */
export function localAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((info) => info !== undefined)
    .map((info) => info.address);
}

/**
 * The address colleagues on the same network reach this machine at: the first
 * non-internal IPv4 address, private ranges first. Null when there is none.
 */
export function lanAddress(): string | null {
  const candidates = Object.values(networkInterfaces())
    .flat()
    .filter(
      (info) => info !== undefined && !info.internal && info.family === "IPv4",
    )
    .map((info) => info!.address);
  const isPrivate = (address: string) =>
    /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(address);
  return candidates.find(isPrivate) ?? candidates[0] ?? null;
}

/** A host as it appears in a URL: IPv6 addresses in brackets. */
export function urlHost(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host;
}
