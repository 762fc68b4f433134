import { useSuspenseQuery } from "@tanstack/react-query";
import {
  getRouteApi,
  Link,
  type ErrorComponentProps,
} from "@tanstack/react-router";
import { useMemo, type ReactNode } from "react";
import { runListQueryOptions } from "../../api/queries";
import { RUN_PAGE_SIZE } from "../../api/runs";
import { useNow } from "../../ui/useNow";
import { RunListFilters } from "./RunListFilters";
import { RunListTable } from "./RunListTable";
import { olderRunsUntil } from "./older-runs";
import { toRunRowView } from "./run-row-view";
import { RunListHeading } from "./RunListHeading";
import { checkRunListFilters } from "./run-list-filters";
import { RouteErrorMessage } from "../../ui/RouteErrorView";

const route = getRouteApi("/agents/$agentId/runs/");

/**
 * The runs of one agent, newest first. The API has no usable back-cursor, so "Older runs"
 * slides the time window (`until` = just before the oldest run covered), as the CLI does.
 */
export function RunListPage() {
  const view = useRunListView();
  const { agentId, search, filters } = view;
  const { data: page } = useSuspenseQuery(
    runListQueryOptions(agentId, filters),
  );
  const now = useNow();
  const rows = useMemo(
    () => page.runs.map((run) => toRunRowView(run, now)),
    [page.runs, now],
  );
  const olderUntil = olderRunsUntil(page, RUN_PAGE_SIZE);

  return (
    <RunListFrame view={view}>
      {page.unreadable.length > 0 && (
        <p role="alert" className="text-sm text-step-warn">
          {page.unreadable.length} row(s) could not be read:{" "}
          {page.unreadable.slice(0, 3).join("; ")}
        </p>
      )}
      <RunListTable agentId={agentId} rows={rows} />
      <div className="flex items-center gap-3 text-sm">
        {search.until && (
          <Link
            from="/agents/$agentId/runs/"
            search={(prev) => ({ ...prev, until: undefined })}
            className="text-accent underline"
          >
            Back to the newest runs
          </Link>
        )}
        {olderUntil !== null && (
          <Link
            from="/agents/$agentId/runs/"
            search={(prev) => ({ ...prev, until: olderUntil })}
            className="rounded border border-slate-300 px-2.5 py-1 hover:bg-slate-50"
          >
            Older runs →
          </Link>
        )}
        <span className="text-slate-500">
          {page.runs.length} run{page.runs.length === 1 ? "" : "s"} shown
        </span>
      </div>
    </RunListFrame>
  );
}

/**
 * The list that could not be read — a `participant=` that names nobody or several people,
 * an agent the source does not have, the source down — keeps its heading and its filters,
 * with why where the rows would be: the link's filters can be changed or cleared from here.
 */
export function RunListError(props: ErrorComponentProps) {
  const view = useRunListView();
  return (
    <RunListFrame view={view}>
      <RouteErrorMessage title="The runs could not be listed" {...props} />
    </RunListFrame>
  );
}

/** The URL's agent and filters, checked: what is asked for, and why a value was not. */
function useRunListView() {
  const { agentId } = route.useParams();
  const search = route.useSearch();
  // Values that cannot be applied are left out of the query and explained by their field.
  const checked = useMemo(() => checkRunListFilters(search), [search]);
  return { agentId, search, ...checked };
}

/** The heading and the filters, with why a value in the link was not applied. */
function RunListFrame({
  view: { agentId, search, problems },
  children,
}: {
  view: ReturnType<typeof useRunListView>;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-[1400px] space-y-2 px-6 py-3">
      <RunListHeading agentId={agentId} />
      <RunListFilters search={search} problems={problems} />
      {children}
    </div>
  );
}
