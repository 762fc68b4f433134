import {
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from "react";
import {
  notesQueryOptions,
  retryRunTrace,
  runQueryOptions,
  runRecordQueryOptions,
  runTraceQueryOptions,
} from "../../api/queries";
import { cancelRunTrace } from "../../api/runs";
import { countNotesByStep } from "../../model/notes/note";
import { CopyLinkButton } from "../../ui/CopyLinkButton";
import { RunBreadcrumb } from "../../ui/RunBreadcrumb";
import { CollapsibleStrip } from "../../ui/layout/CollapsibleStrip";
import { TREE_ROW_HEIGHT } from "../../ui/tree/tree-row-height";
import { PageTitle } from "../../ui/PageTitle";
import { IdText } from "../../ui/short-ids/IdText";
import { useShortId } from "../../ui/short-ids/useShortIds";
import { DataText } from "../../ui/DataText";
import { RunContext } from "../../features/run-view/RunContext";
import { RunHeadline } from "../../features/run-view/RunHeadline";
import { RunStateBanners } from "../../features/run-view/RunStateBanners";
import type { ExplorerView } from "../../url/search-schemas";
import { StepExplorer } from "../step-explorer/StepExplorer";
import { RunPageActions } from "./RunPageActions";
import { RunPanelsWhenIdle } from "./RunPanelsWhenIdle";
import { TraceProgress } from "../../features/run-view/TraceProgress";
import { TraceRetry } from "../../features/run-view/TraceRetry";

const route = getRouteApi("/agents/$agentId/runs/$runId/");

/** The findings band's least height until resized (taller when the first finding needs it). */
const INITIAL_PANELS_HEIGHT = 136;
/**
 * What the band leaves the step tree when it sizes itself: the tree's toolbar (two lines
 * at 1024 px) and 8 rows (e2e/frame-bands.spec.ts).
 */
const TREE_RESERVE = 100 + 8 * TREE_ROW_HEIGHT;

/**
 * One run: headline, state banners, then the step tree and the inspector of the selected
 * step. The view (step, tab, filter, errors-only) lives in the URL, so a pasted link
 * opens the same step and pane.
 *
 * The record paints first; the trace streams in below it (progress, then rows as they
 * are read, then the findings and panels once it is whole). A trace that failed to load
 * says why, with Retry.
 */
export function RunViewPage() {
  const { agentId, runId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { data: record } = useSuspenseQuery(
    runRecordQueryOptions(agentId, runId),
  );
  // A read this starts (a retry) reads the selected step first, as the loader's does.
  const { data: load } = useQuery(
    runTraceQueryOptions(agentId, runId, search.step ?? null),
  );
  const { data: detail, error } = useQuery(runQueryOptions(agentId, runId));
  // The panels (findings, spawn tree, inputs, notes) mount when the trace is whole: a
  // deferred render, which React splits into slices, so scrolling and typing in the tree
  // are not held up by one long task while they appear.
  const panelsDetail = useDeferredValue(detail);
  const [autoRetried, setAutoRetried] = useState(false);
  const isLoading = !detail && load?.state === "loading";
  const trace = detail ? detail.trace : isLoading ? (load.trace ?? null) : null;
  // The explorer (tree, rows, inspector) mounts in a deferred render too: its first mount
  // is the largest render of the page, and sliced it never holds input up for long.
  const explored = useDeferredValue(
    useMemo(
      () => (trace ? { trace, isComplete: !isLoading } : null),
      [trace, isLoading],
    ),
  );
  // The panels wait for the explorer's first commit too: a small run can be read whole
  // before its first rows paint, and the panels' code must not load ahead of them.
  const [isExplorerShown, setExplorerShown] = useState(false);
  useEffect(() => {
    if (explored) setExplorerShown(true);
  }, [explored]);
  const { data: notes } = useQuery(notesQueryOptions(agentId, runId));
  const notedSteps = useMemo(() => countNotesByStep(notes ?? []), [notes]);

  const changeView = useCallback(
    (patch: Partial<ExplorerView>) =>
      void navigate({
        search: (prev) => ({ ...prev, ...patch }),
        replace: true,
      }),
    [navigate],
  );
  const selectStep = useCallback(
    (path: string) => changeView({ step: path }),
    [changeView],
  );
  const retry = useCallback(
    (byItself: boolean) => {
      if (byItself) setAutoRetried(true);
      retryRunTrace(queryClient, agentId, runId);
    },
    [queryClient, agentId, runId],
  );
  const outcome = load?.outcome;
  const failure =
    error?.message ??
    (detail?.traceUnavailable && detail.summary.status !== "REJECTED"
      ? detail.traceUnavailable
      : null);
  const runIdForm = useShortId(runId);
  const canRetry =
    error !== null ||
    outcome?.kind === "failed" ||
    outcome?.kind === "cancelled";

  return (
    <div className="flex h-full flex-col">
      <div className="space-y-2 px-4 pb-2 pt-2">
        <div className="flex items-center gap-3">
          <RunBreadcrumb agentId={agentId} runId={runId} />
          <div className="ml-auto flex shrink-0 items-center gap-2 print:hidden">
            <Link
              to="/agents/$agentId/runs/$runId/compare"
              params={{ agentId, runId }}
              search={{ step: search.step }}
              className="rounded border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-slate-50"
            >
              Compare with previous
            </Link>
            {detail && (
              <RunPageActions detail={detail} agentId={agentId} runId={runId} />
            )}
            <CopyLinkButton />
          </div>
        </div>
        <PageTitle
          tabTitle={`${record.subject ?? record.agentId} · ${runIdForm.text}`}
        >
          <DataText text={record.subject ?? record.agentId} />{" "}
          <IdText id={runId} className="text-sm font-normal text-slate-500" />
        </PageTitle>
        {/* Until the trace is whole, the headline says only what the record says: a partial
            trace's span and counts are not the run's. */}
        <RunHeadline detail={detail ?? { summary: record, trace: null }} />
        <RunContext summary={detail?.summary ?? record} />
        {detail && <RunStateBanners detail={detail} />}
        {isLoading && (
          <TraceProgress
            load={load}
            onCancel={() => cancelRunTrace(agentId, runId)}
          />
        )}
        {failure &&
          (canRetry ? (
            <TraceRetry
              key={load?.startedAt}
              message={failure}
              retryAfterSeconds={
                outcome?.kind === "failed" && outcome.error.status === 429
                  ? (outcome.error.retryAfterSeconds ?? null)
                  : null
              }
              canRetryByItself={!autoRetried}
              onRetry={retry}
            />
          ) : (
            <p
              role="alert"
              className="rounded-md border border-step-warn-line bg-step-warn-soft p-3 text-sm"
            >
              {failure}
            </p>
          ))}
        {trace && trace.problems.length > 0 && (
          <p className="text-sm text-step-warn">{trace.problems.join(" ")}</p>
        )}
        {panelsDetail &&
          panelsDetail.summary.id === runId &&
          (isExplorerShown || !trace) && (
            <CollapsibleStrip
              storageKey="run.panels"
              label="findings and panels"
              initialHeight={INITIAL_PANELS_HEIGHT}
              maxHeight={Math.round(window.innerHeight * 0.7)}
              reserveBelow={TREE_RESERVE}
            >
              <RunPanelsWhenIdle
                detail={panelsDetail}
                agentId={agentId}
                runId={runId}
                selectedStep={search.step}
                onSelectStep={selectStep}
              />
            </CollapsibleStrip>
          )}
      </div>
      {explored && (
        <StepExplorer
          trace={explored.trace}
          isComplete={explored.isComplete}
          view={search}
          onViewChange={changeView}
          notedSteps={notedSteps}
        />
      )}
    </div>
  );
}
