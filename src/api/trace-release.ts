/**
 * The worker keeps a run's full trace for as long as the page's cache holds a query that
 * names it (a run detail, or a trace load); when the last one is dropped, the worker is
 * told to let it go. Installed once, with the query client.
 */
import type { Query, QueryClient } from "@tanstack/react-query";
import type { RunDetail } from "../model/run";
import { runKeys } from "./queries";
import type { TraceLoad } from "./trace-load";
import { releaseTrace } from "./trace-worker";

type AnyQuery = Pick<Query, "queryKey" | "state">;

function keyIn(query: AnyQuery): string | null {
  const data = query.state.data as Partial<RunDetail & TraceLoad> | undefined;
  return data?.trace?.payloads?.key ?? null;
}

const isRunQuery = (query: AnyQuery) =>
  query.queryKey[0] === runKeys.all[0] &&
  (query.queryKey[1] === "detail" || query.queryKey[1] === "trace");

export function releaseTracesWhenDropped(client: QueryClient): () => void {
  const cache = client.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== "removed" || !isRunQuery(event.query)) return;
    const key = keyIn(event.query);
    if (key === null) return;
    const stillUsed = cache
      .findAll({ queryKey: runKeys.all })
      .some((query) => isRunQuery(query) && keyIn(query) === key);
    if (!stillUsed) releaseTrace(key);
  });
}
