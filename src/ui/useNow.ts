import { useSyncExternalStore } from "react";

/**
 * The current time, refreshed every `intervalMs`: relative times ("3 minutes ago",
 * "expires in 4 days") stay true without each component running its own timer logic.
 */
export function useNow(intervalMs = 30_000): number {
  return useSyncExternalStore(
    (notify) => {
      const timer = setInterval(notify, intervalMs);
      return () => clearInterval(timer);
    },
    // Rounded up: a time just fetched reads "just now", never "in 13 seconds".
    () => Math.ceil(Date.now() / intervalMs) * intervalMs,
  );
}
