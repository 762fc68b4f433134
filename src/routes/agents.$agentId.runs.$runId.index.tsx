import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense, type ComponentProps } from "react";
import { runRecordQueryOptions, runTraceQueryOptions } from "../api/queries";
import { DownloadRunButton } from "../features/export/DownloadRunButton";
import { RunActions } from "../features/export/RunActions";
import type { RunPanelsSlotProps } from "../features/run-view/run-panels-slot";
import { RunViewPage } from "../features/run-view/RunViewPage";
import type { InspectorSlotProps } from "../features/run-view/inspector-slot";
import { PageSpinner } from "../ui/PageSpinner";
import { runViewSearchSchema } from "../url/search-schemas";

export const Route = createFileRoute("/agents/$agentId/runs/$runId/")({
  validateSearch: runViewSearchSchema,
  // The page shows the record as soon as it arrives; the trace starts loading alongside it
  // (not after) and streams in on the page.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      runTraceQueryOptions(params.agentId, params.runId),
    );
    return context.queryClient.ensureQueryData(
      runRecordQueryOptions(params.agentId, params.runId),
    );
  },
  component: RunViewRoute,
});

function RunViewRoute() {
  return (
    <RunViewPage
      Inspector={RunInspector}
      Panels={RunPanels}
      Actions={RunPageActions}
    />
  );
}

function RunPageActions(props: ComponentProps<typeof RunActions>) {
  return (
    <>
      <DownloadRunButton agentId={props.agentId} runId={props.runId} />
      <RunActions {...props} />
    </>
  );
}

// The panels show once the whole trace is read: their code loads then, not before the
// first rows paint.
const LazyRunPanels = lazy(() => import("./-run-panels"));

function RunPanels(props: RunPanelsSlotProps) {
  return (
    <Suspense fallback={null}>
      <LazyRunPanels {...props} />
    </Suspense>
  );
}

// The inspector's code loads when a step is first selected (a deep link selects one at
// once), not before the first rows paint.
const LazyStepInspector = lazy(() =>
  import("../features/step-inspector/StepInspector").then((module) => ({
    default: module.StepInspector,
  })),
);

function RunInspector(props: InspectorSlotProps) {
  return (
    <Suspense fallback={<PageSpinner label="Loading the step…" />}>
      <LazyStepInspector {...props} />
    </Suspense>
  );
}
