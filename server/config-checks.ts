/** Checks of `parseConfig` that need more than a schema: the API address, and warnings. */
import type { RunSourceMode } from "./config";
import { ConfigError } from "./config-error";
import { isLoopbackHost } from "./http/hosts";

export function warningsFor(settings: {
  mode: RunSourceMode;
  tenant: string | undefined;
  token: string | null;
  host: string;
  share: boolean;
}): string[] {
  const warnings: string[] = [];
  if (settings.tenant && !settings.token)
    warnings.push(
      `--tenant ${settings.tenant} was given without a token, so it is not used: the run source is ${settings.mode === "traces" ? "the saved JSON given with --traces" : "the embedded demo"}. Set FRUXON_TOKEN or pass --token-file to read the live API.`,
    );
  if (!isLoopbackHost(settings.host) && !settings.share)
    warnings.push(
      `--host ${settings.host} is reachable from the network, and this proxy ${settings.token ? "holds your Fruxon token" : "serves your runs"}: only browsers given the access key link printed below can use it.`,
    );
  return warnings;
}

/**
 * `--fruxon-url`: an http(s) base the API paths are appended to. Credentials and a query
 * or fragment are refused (they would be shown to the browser and break the paths); the
 * message never repeats the credentials.
 */
export function apiBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError("--fruxon-url must be an http(s) URL.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ConfigError("--fruxon-url must be an http(s) URL.");
  if (url.username || url.password)
    throw new ConfigError(
      "--fruxon-url must not hold a user name or password: the token goes in FRUXON_TOKEN or --token-file, never in the URL.",
    );
  if (url.search || url.hash || value.includes("?") || value.includes("#"))
    throw new ConfigError(
      `--fruxon-url ${url.origin}${url.pathname} must not carry a query or fragment: give the API's base address only.`,
    );
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}
