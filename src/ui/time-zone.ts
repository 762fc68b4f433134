import { useSearch } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import { localZoneName, type TimeZoneMode } from "../model/format/time";

/**
 * Which zone times are shown in. A link's `tz` param (`UTC` or an IANA name, set by the
 * header's toggle) wins, so a shared link shows everyone the same clock times; without
 * one, this browser's last choice (UTC or local, in localStorage) applies.
 */
const KEY = "tracelens.timeZone";
const listeners = new Set<() => void>();

function read(): "utc" | "local" {
  try {
    return localStorage.getItem(KEY) === "local" ? "local" : "utc";
  } catch {
    return "utc";
  }
}

/** Remembers UTC or local as this browser's choice for pages opened without `tz`. */
export function storeTimeZoneMode(mode: "utc" | "local") {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
  stored = mode;
  for (const listener of listeners) listener();
}

let stored: "utc" | "local" | null = null;

/** The zone in effect: `"utc"`, `"local"` (a link naming this browser's zone too) or another IANA zone. */
export function useTimeZoneMode(): TimeZoneMode {
  const fromLink = useSearch({
    strict: false,
    select: (search) => ("tz" in search ? search.tz : undefined),
  });
  const own = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (stored ??= read()),
  );
  if (fromLink === undefined) return own;
  if (fromLink === "UTC") return "utc";
  return fromLink === localZoneName() ? "local" : fromLink;
}

/** The `tz` param that names `mode` in a link; undefined when the browser names no zone. */
export function zoneParam(mode: TimeZoneMode): string | undefined {
  if (mode === "utc") return "UTC";
  if (mode === "local") return localZoneName() ?? undefined;
  return mode;
}

/** `href` naming the zone in effect (a `tz` the page could not read is replaced). */
export function withZoneParam(href: string, mode: TimeZoneMode): string {
  const url = new URL(href);
  const tz = zoneParam(mode);
  if (tz) url.searchParams.set("tz", tz);
  return url.href;
}
