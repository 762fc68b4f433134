/**
 * The step tree's filter. A step matches when every whitespace-separated term of the
 * query occurs (case-insensitively) in its path, type, name, status, error, tool id,
 * model, or in the text of its parameters and result — including JSON that was
 * double-encoded and non-Latin text that arrived as `\uXXXX`. The caller shows matches
 * with their ancestors. The text searched is the trace's search index (`search-index.ts`).
 */
import type { RunTrace } from "../run";
import {
  searchIndexBuilder,
  stepsContaining,
  stepTextOf,
} from "./search-index";

export interface StepFilter {
  query: string;
  errorsOnly: boolean;
}

export function isFilterActive(filter: StepFilter): boolean {
  return filter.errorsOnly || filter.query.trim() !== "";
}

/** The indexes of matching steps (not their ancestors); null when no filter is active. */
export function matchSteps(
  trace: RunTrace,
  filter: StepFilter,
): Set<number> | null {
  if (!isFilterActive(filter)) return null;
  const terms = filter.query
    .toLowerCase()
    .replaceAll("\u0000", "")
    .split(/\s+/)
    .filter(Boolean);
  if (terms.length === 0) return new Set(trace.errorIndexes);
  const index = searchIndexBuilder(trace).build();
  // The first term is searched across the whole index; the others only in its hits.
  let hits: readonly number[] = filter.errorsOnly
    ? trace.errorIndexes.filter((step) =>
        stepTextOf(index, step).includes(terms[0]!),
      )
    : stepsContaining(index, terms[0]!);
  for (const term of terms.slice(1))
    hits = hits.filter((step) => stepTextOf(index, step).includes(term));
  return new Set(hits);
}
