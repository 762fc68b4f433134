import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";

/** How long the page must stay without a read before it says it is done. */
const SETTLE_MS = 50;

/**
 * Whether the page is still reading what it will show: a navigation loading, or any query
 * fetching (records, lists, a trace as it streams, the worker's tasks over it). The page's
 * `<main aria-busy>` says so, for assistive technology and for tests that must know the
 * page has finished before asserting something is absent (a sleep proves nothing).
 *
 * Busy at first, and idle only after a quiet interval, checked again at its end: a query a
 * page's effect starts just after a render still counts.
 */
export function usePageIsBusy(): boolean {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [isBusy, setBusy] = useState(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const isReading = () =>
      queryClient.isFetching() > 0 || router.state.status === "pending";
    const check = () => {
      timer = null;
      setBusy(isReading());
    };
    const schedule = () => {
      if (isReading()) setBusy(true);
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(check, SETTLE_MS);
    };
    const unsubscribers = [
      queryClient.getQueryCache().subscribe(schedule),
      router.subscribe("onBeforeLoad", schedule),
      router.subscribe("onResolved", schedule),
    ];
    schedule();
    return () => {
      if (timer !== null) clearTimeout(timer);
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [queryClient, router]);
  return isBusy;
}
