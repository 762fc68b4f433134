import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import {
  previousRunQueryOptions,
  runListQueryOptions,
  runQueryOptions,
} from "../../api/queries";
import { CopyLinkButton } from "../../ui/CopyLinkButton";
import { RunBreadcrumb } from "../../ui/RunBreadcrumb";
import { PageTitle } from "../../ui/PageTitle";
import { IdText } from "../../ui/short-ids/IdText";
import { useShortIds } from "../../ui/short-ids/useShortIds";
import { ErrorMessage } from "../../ui/ErrorMessage";
import { PageSpinner } from "../../ui/PageSpinner";
import { ComparePartner } from "../../features/run-compare/ComparePartner";
import { compareRunMetrics } from "../../model/diff/metrics-delta";
import type { CompareView } from "../../url/search-schemas";
import { CompareWorkspace } from "../../features/run-compare/CompareWorkspace";
import { stepForSide } from "../../features/run-compare/compare-step";
import { RunActions } from "../../features/export/RunActions";
import { CompareStatePanels } from "../../features/run-state/CompareStatePanels";
import { LazyCompareTimeline } from "../lazy-pane";

const route = getRouteApi("/agents/$agentId/runs/$runId/compare");

/**
 * This run (right) against another run of the same agent (left): by default the run that
 * started immediately before it. The pair, the selected step, the pane and "hide
 * unchanged" live in the URL, so a link opens the same comparison.
 */
export function RunComparePage() {
  const { agentId, runId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: current } = useSuspenseQuery(runQueryOptions(agentId, runId));
  const previous = useQuery(previousRunQueryOptions(agentId, runId));
  const againstId = search.against ?? previous.data?.run?.id;
  const other = useQuery({
    ...runQueryOptions(agentId, againstId ?? ""),
    enabled: againstId !== undefined,
  });
  const titleIds = useShortIds(againstId ? [againstId, runId] : [runId]);
  const start = current.summary.startTime;
  const earlier = useQuery(
    runListQueryOptions(
      agentId,
      start !== null ? { until: String(start - 1) } : {},
    ),
  );

  const changeView = useCallback(
    (patch: Partial<CompareView>) =>
      void navigate({
        search: (prev) => ({ ...prev, ...patch }),
        replace: true,
      }),
    [navigate],
  );
  // Deltas of span, tokens and cost; summing step usage is O(n) for records without totals.
  const metrics = useMemo(
    () => (other.data ? compareRunMetrics(other.data, current) : null),
    [other.data, current],
  );
  const selectSideStep = useCallback(
    (side: "left" | "right", path: string) =>
      changeView({ step: stepForSide(side, path) }),
    [changeView],
  );
  const changeAgainst = (id: string | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, against: id }) });

  return (
    <div className="flex h-full flex-col">
      <div className="space-y-3 px-4 pb-3 pt-3">
        <div className="flex items-center gap-3">
          <RunBreadcrumb agentId={agentId} runId={runId} page="compare" />
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <RunActions
              detail={current}
              agentId={agentId}
              runId={runId}
              against={other.data ?? null}
            />
            <CopyLinkButton />
          </div>
        </div>
        <PageTitle
          tabTitle={`Compare ${againstId ? titleIds.get(againstId)!.text : "…"} → ${titleIds.get(runId)!.text}`}
        >
          Compare {againstId ? <IdText id={againstId} /> : "(no other run)"}{" "}
          with <IdText id={runId} />
        </PageTitle>
        <ComparePartner
          agentId={agentId}
          current={current}
          other={other.data}
          againstId={againstId}
          isChosenByHand={search.against !== undefined}
          previous={previous.data}
          earlierRuns={earlier.data?.runs ?? []}
          onChangeAgainst={changeAgainst}
        />
      </div>
      {againstId === undefined ? (
        previous.isPending ? (
          <PageSpinner label="Finding the previous run…" />
        ) : previous.isError ? (
          <ErrorMessage
            className="mx-4"
            title="The previous run could not be looked up"
            message={previous.error.message}
            onRetry={() => void previous.refetch()}
          />
        ) : null
      ) : other.isPending ? (
        <PageSpinner label="Loading the other run…" />
      ) : other.isError ? (
        <ErrorMessage
          className="mx-4"
          title={`Run ${againstId} could not be loaded`}
          message={other.error.message}
          onRetry={() => void other.refetch()}
        />
      ) : !other.data.trace || !current.trace ? (
        <p
          role="alert"
          className="mx-4 rounded-md border border-step-warn-line bg-step-warn-soft p-3 text-sm"
        >
          {!current.trace
            ? `This run has no trace to compare: ${current.traceUnavailable ?? "none was recorded."}`
            : `The other run has no trace to compare: ${other.data.traceUnavailable ?? "none was recorded."}`}
        </p>
      ) : (
        <CompareWorkspace
          leftTrace={other.data.trace}
          rightTrace={current.trace}
          metrics={metrics}
          pairKey={`${other.data.summary.id}:${current.summary.id}`}
          view={search}
          Timeline={LazyCompareTimeline}
          onViewChange={changeView}
          beforeTree={
            <CompareStatePanels
              agentId={agentId}
              left={other.data}
              right={current}
              onSelectStep={selectSideStep}
            />
          }
          renderOpenStep={(side, path) => (
            <Link
              to="/agents/$agentId/runs/$runId"
              params={{
                agentId,
                runId: side === "left" ? other.data.summary.id : runId,
              }}
              search={{ step: path }}
              className="font-medium text-accent hover:underline"
            >
              Open
            </Link>
          )}
        />
      )}
    </div>
  );
}
