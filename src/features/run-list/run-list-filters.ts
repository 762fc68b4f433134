/**
 * The runs list's filters as the URL holds them, checked before they are asked for. A value
 * the proxy would refuse or that can match nothing by construction — a time that is not one
 * (`since=yesterday`), an origin or status that does not exist, a revision that is not a
 * number — is left out of the query and explained beside its field, so a bad link keeps the
 * list and the form instead of replacing the page with an error.
 *
 * The search schema keeps these values as typed (`src/url/search-schemas.ts`): dropping them there
 * would apply no filter without saying so.
 */
import { RUN_ORIGINS, RUN_STATUSES } from "../../model/run";
import { parseTimeParam } from "../../model/format/time";
import type { RunListSearch } from "../../url/search-schemas";

/** The filters a typed value can be wrong for, each with why it was not applied. */
export type RunListProblems = Partial<
  Record<"status" | "since" | "until" | "revision" | "origin", string>
>;

export interface CheckedRunListFilters {
  /** What is asked for: the URL's filters without the values that are wrong. */
  filters: RunListSearch;
  problems: RunListProblems;
}

const NOT_APPLIED = "not applied";

export function checkRunListFilters(
  search: RunListSearch,
): CheckedRunListFilters {
  const filters: RunListSearch = { ...search };
  const problems: RunListProblems = {};

  for (const key of ["since", "until"] as const) {
    const value = search[key];
    if (value !== undefined && parseTimeParam(value) === null) {
      delete filters[key];
      problems[key] =
        `“${value}” is not a date, a time or epoch milliseconds (e.g. 2026-08-05, 2026-08-05T14:00Z): ${NOT_APPLIED}.`;
    }
  }

  if (search.origin !== undefined) {
    const origin = search.origin.toUpperCase();
    if (isOneOf(RUN_ORIGINS, origin)) filters.origin = origin;
    else {
      delete filters.origin;
      problems.origin = `“${search.origin}” is not a run origin (${RUN_ORIGINS.join(" or ")}): ${NOT_APPLIED}.`;
    }
  }

  if (search.status !== undefined) {
    const named = splitList(search.status).map((status) =>
      status.toUpperCase(),
    );
    const known = named.filter((status) => isOneOf(RUN_STATUSES, status));
    const unknown = named.filter((status) => !isOneOf(RUN_STATUSES, status));
    if (known.length > 0) filters.status = known.join(",");
    else delete filters.status;
    if (unknown.length > 0)
      problems.status = `${unknown.map((status) => `“${status}”`).join(", ")} ${unknown.length === 1 ? "is not a run status" : "are not run statuses"}: ${NOT_APPLIED}.`;
  }

  if (search.revision !== undefined) {
    const revisions = splitList(search.revision);
    if (revisions.length > 0 && revisions.every((item) => /^\d+$/.test(item)))
      filters.revision = revisions.join(",");
    else {
      delete filters.revision;
      problems.revision = `“${search.revision}” is not a comma list of revision numbers (e.g. 59,58): ${NOT_APPLIED}.`;
    }
  }

  return { filters, problems };
}

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function isOneOf<T extends string>(
  values: readonly T[],
  value: string,
): value is T {
  return (values as readonly string[]).includes(value);
}
