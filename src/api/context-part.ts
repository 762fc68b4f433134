import type { ContextPart } from "../model/topic/topic";

/** A query's answer as a part: failed (the error's message), its part, or loading. */
export function partOf<T>(query: {
  data?: ContextPart<T> | undefined;
  error: Error | null;
}): ContextPart<T> {
  if (query.error) return { state: "failed", message: query.error.message };
  return query.data ?? { state: "loading" };
}
