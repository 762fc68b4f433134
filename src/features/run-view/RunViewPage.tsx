import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useCallback, useMemo, useRef } from "react";
import { runQueryOptions } from "../../api/queries";
import { adjacentIndex } from "../../model/tree/navigation";
import { matchSteps } from "../../model/tree/search";
import { CopyLinkButton } from "../../ui/CopyLinkButton";
import type { InspectorSlot, InspectorTabName } from "./inspector-slot";
import { RunHeadline } from "./RunHeadline";
import { RunStateBanners } from "./RunStateBanners";
import { StartHere } from "./StartHere";
import { StepTree, type StepTreeHandle } from "./StepTree";
import { StepTreeToolbar } from "./StepTreeToolbar";
import { buildStepRowViews } from "./step-row-view";

const route = getRouteApi("/agents/$agentId/runs/$runId/");

/**
 * One run: headline, state banners, the step tree and the inspector of the selected step.
 * The view (step, tab, filter, errors-only) lives in the URL, so a pasted link opens the
 * same step and pane.
 */
export function RunViewPage({ Inspector }: { Inspector: InspectorSlot }) {
  const { agentId, runId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: detail } = useSuspenseQuery(runQueryOptions(agentId, runId));
  const trace = detail.trace;
  const treeRef = useRef<StepTreeHandle>(null);
  const filterRef = useRef<HTMLInputElement>(null);

  const rows = useMemo(() => (trace ? buildStepRowViews(trace) : []), [trace]);
  const query = search.q ?? "";
  const errorsOnly = search.errors === "1";
  const matches = useMemo(
    () => (trace ? matchSteps(trace, { query, errorsOnly }) : null),
    [trace, query, errorsOnly],
  );
  const selectedIndex =
    search.step !== undefined ? (trace?.byPath.get(search.step) ?? null) : null;
  // With a filter, next/previous error visits only the errors that match it.
  const navigableErrors = useMemo(
    () =>
      trace
        ? matches
          ? trace.errorIndexes.filter((index) => matches.has(index))
          : trace.errorIndexes
        : [],
    [trace, matches],
  );

  const selectStep = useCallback(
    (path: string) =>
      void navigate({
        search: (prev) => ({ ...prev, step: path }),
        replace: true,
      }),
    [navigate],
  );
  const selectTab = useCallback(
    (tab: InspectorTabName) =>
      void navigate({ search: (prev) => ({ ...prev, tab }), replace: true }),
    [navigate],
  );
  const setQuery = useCallback(
    (q: string) =>
      void navigate({
        search: (prev) => ({ ...prev, q: q.trim() || undefined }),
        replace: true,
      }),
    [navigate],
  );
  const goToError = useCallback(
    (direction: 1 | -1) => {
      const next = adjacentIndex(navigableErrors, selectedIndex, direction);
      if (next !== null && trace) selectStep(trace.steps[next]!.path);
    },
    [navigableErrors, selectedIndex, trace, selectStep],
  );
  const handleKeyCommand = useCallback(
    (key: string) => {
      if (key === "e") goToError(1);
      else if (key === "E") goToError(-1);
      else if (key === "/") setTimeout(() => filterRef.current?.focus());
    },
    [goToError],
  );

  const errorPosition =
    selectedIndex !== null ? navigableErrors.indexOf(selectedIndex) : -1;

  return (
    <div className="flex h-full flex-col">
      <div className="space-y-3 px-4 pb-3 pt-3">
        <div className="flex items-center gap-3">
          <nav
            aria-label="Breadcrumb"
            className="min-w-0 truncate text-sm text-slate-500"
          >
            <Link to="/" className="hover:underline">
              Agents
            </Link>{" "}
            /{" "}
            <Link
              to="/agents/$agentId/runs"
              params={{ agentId }}
              className="font-mono hover:underline"
            >
              {agentId}
            </Link>{" "}
            / <span className="font-mono text-slate-800">{runId}</span>
          </nav>
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <CopyLinkButton />
          </div>
        </div>
        <RunHeadline detail={detail} />
        <RunStateBanners detail={detail} />
        {detail.traceUnavailable && detail.summary.status !== "REJECTED" && (
          <p
            role="alert"
            className="rounded-md border border-step-warn-line bg-step-warn-soft p-3 text-sm"
          >
            {detail.traceUnavailable}
          </p>
        )}
        {trace && trace.problems.length > 0 && (
          <p className="text-sm text-step-warn">{trace.problems.join(" ")}</p>
        )}
      </div>
      {trace && (
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(380px,42%)_1fr] border-t border-slate-200">
          <div className="flex min-h-0 flex-col border-r border-slate-200">
            <StepTreeToolbar
              ref={filterRef}
              query={query}
              errorsOnly={errorsOnly}
              errorCount={navigableErrors.length}
              matchCount={matches ? matches.size : null}
              errorPosition={errorPosition >= 0 ? errorPosition + 1 : null}
              onQueryChange={setQuery}
              onErrorsOnlyChange={(on) =>
                void navigate({
                  search: (prev) => ({ ...prev, errors: on ? "1" : undefined }),
                  replace: true,
                })
              }
              onAdjacentError={goToError}
              onExpandAll={() => treeRef.current?.expandAll()}
              onCollapseAll={() => treeRef.current?.collapseAll()}
            />
            <div className="min-h-0 flex-1">
              <StepTree
                ref={treeRef}
                trace={trace}
                rows={rows}
                selectedPath={selectedIndex !== null ? search.step : undefined}
                matches={matches}
                filterKey={`${query}|${errorsOnly}`}
                onSelectStep={selectStep}
                onKeyCommand={handleKeyCommand}
              />
            </div>
          </div>
          <div className="min-h-0 min-w-0">
            {selectedIndex !== null ? (
              <Inspector
                detail={detail}
                trace={trace}
                stepIndex={selectedIndex}
                tab={search.tab}
                onSelectTab={selectTab}
                onSelectStep={selectStep}
              />
            ) : (
              <StartHere
                trace={trace}
                missingStep={search.step}
                onSelectStep={selectStep}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
