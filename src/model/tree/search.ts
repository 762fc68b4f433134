/**
 * The step tree's filter. A step matches when every whitespace-separated term of the
 * query occurs (case-insensitively) in its path, type, name, status, error, tool id,
 * model, or in the text of its parameters and result — including JSON that was
 * double-encoded and non-Latin text that arrived as `\uXXXX`. The caller shows matches
 * with their ancestors. The text searched is the trace's search index (`search-index.ts`).
 * A time range (the timeline's selection) keeps only the steps whose span overlaps it.
 */
import type { RunTrace } from "../run";
import { stepsInRange, type TimeRange } from "../timeline/time-range";
import {
  searchIndexBuilder,
  stepsContaining,
  stepTextOf,
} from "./search-index";

export interface StepFilter {
  query: string;
  errorsOnly: boolean;
  /** Only steps whose span overlaps this stretch (ms from the run's start). */
  range?: TimeRange | null;
}

const isTextFilterActive = (filter: StepFilter) =>
  filter.errorsOnly || filter.query.trim() !== "";

/** The indexes of matching steps (not their ancestors); null when no filter is active. */
export function matchSteps(
  trace: RunTrace,
  filter: StepFilter,
): Set<number> | null {
  const inRange = filter.range ? stepsInRange(trace, filter.range) : null;
  if (!isTextFilterActive(filter)) return inRange;
  const matches = matchText(trace, filter);
  if (!inRange) return matches;
  for (const step of matches) if (!inRange.has(step)) matches.delete(step);
  return matches;
}

function matchText(trace: RunTrace, filter: StepFilter): Set<number> {
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
