import { useSyncExternalStore } from "react";
import type { TimeZoneMode } from "../model/format/time";

/**
 * The UTC/local preference. It is a personal reading preference, not view state to share,
 * so it lives in localStorage rather than the URL.
 */
const KEY = "tracelens.timeZone";
const listeners = new Set<() => void>();

function read(): TimeZoneMode {
  try {
    return localStorage.getItem(KEY) === "local" ? "local" : "utc";
  } catch {
    return "utc";
  }
}

export function setTimeZoneMode(mode: TimeZoneMode) {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    // Storage can be disabled; the toggle then lasts for this page only.
  }
  current = mode;
  for (const listener of listeners) listener();
}

let current: TimeZoneMode | null = null;

export function useTimeZoneMode(): TimeZoneMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (current ??= read()),
  );
}
