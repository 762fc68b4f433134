import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useCallback, useMemo, type ComponentType } from "react";
import { notesQueryOptions, runQueryOptions } from "../../api/queries";
import { countNotesByStep } from "../../model/notes/note";
import type { RunDetail } from "../../model/run";
import { CopyLinkButton } from "../../ui/CopyLinkButton";
import { RunBreadcrumb } from "../../ui/RunBreadcrumb";
import type { InspectorSlot } from "./inspector-slot";
import type { RunPanelsSlot } from "./run-panels-slot";
import { RunHeadline } from "./RunHeadline";
import { RunStateBanners } from "./RunStateBanners";
import type { ExplorerView } from "../../url/search-schemas";
import { TraceExplorer } from "./TraceExplorer";

const route = getRouteApi("/agents/$agentId/runs/$runId/");

/**
 * One run: headline, state banners, then the step tree and the inspector of the selected
 * step. The view (step, tab, filter, errors-only) lives in the URL, so a pasted link
 * opens the same step and pane.
 */
export function RunViewPage({
  Inspector,
  Panels,
  Actions,
}: {
  Inspector: InspectorSlot;
  /** Buttons beside "Copy link" (the summary for the ticket): composed by the route. */
  Actions?: ComponentType<{
    detail: RunDetail;
    agentId: string;
    runId: string;
  }>;
  /** Findings, spawn tree, inputs and output: composed by the route. */
  Panels?: RunPanelsSlot;
}) {
  const { agentId, runId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: detail } = useSuspenseQuery(runQueryOptions(agentId, runId));
  const trace = detail.trace;
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

  return (
    <div className="flex h-full flex-col">
      <div className="space-y-3 px-4 pb-3 pt-3">
        <div className="flex items-center gap-3">
          <RunBreadcrumb agentId={agentId} runId={runId} />
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <Link
              to="/agents/$agentId/runs/$runId/compare"
              params={{ agentId, runId }}
              search={{ step: search.step }}
              className="rounded border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-slate-50"
            >
              Compare with previous
            </Link>
            {Actions && (
              <Actions detail={detail} agentId={agentId} runId={runId} />
            )}
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
        {Panels && (
          <Panels
            detail={detail}
            agentId={agentId}
            runId={runId}
            selectedStep={search.step}
            onSelectStep={selectStep}
          />
        )}
      </div>
      {trace && (
        <TraceExplorer
          trace={trace}
          view={search}
          onViewChange={changeView}
          notedSteps={notedSteps}
          Inspector={Inspector}
        />
      )}
    </div>
  );
}
