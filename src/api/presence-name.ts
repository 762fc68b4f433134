/**
 * The name this person shows others (as presenter, follower, and author of notes): chosen
 * once, remembered in this browser's localStorage. A personal setting, not view state.
 */
import { useSyncExternalStore } from "react";
import { personNameSchema } from "../model/presence/protocol";

const NAME_KEY = "tracelens.presence.name";
const listeners = new Set<() => void>();
let current: string | null | undefined;

function read(): string | null {
  try {
    const parsed = personNameSchema.safeParse(localStorage.getItem(NAME_KEY));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The chosen name, or null before one is chosen. */
export function presenceName(): string | null {
  if (current === undefined) current = read();
  return current;
}

/** Stores a name (validated: throws on one the proxy would refuse). */
export function storePresenceName(name: string): string {
  const parsed = personNameSchema.parse(name);
  current = parsed;
  try {
    localStorage.setItem(NAME_KEY, parsed);
  } catch {
    // Storage can be disabled: the name then lasts for this page.
  }
  for (const listener of listeners) listener();
  return parsed;
}

/** A name chosen in another window of this browser applies here too. */
function handleStorage(event: StorageEvent) {
  if (event.key !== NAME_KEY) return;
  current = read();
  for (const listener of listeners) listener();
}

export function usePresenceName(): string | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener("storage", handleStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0)
        window.removeEventListener("storage", handleStorage);
    };
  }, presenceName);
}
