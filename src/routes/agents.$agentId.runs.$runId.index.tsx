import { createFileRoute } from "@tanstack/react-router";
import {
  lazy,
  Suspense,
  useEffect,
  useReducer,
  useState,
  type ComponentProps,
} from "react";
import { runRecordQueryOptions, runTraceQueryOptions } from "../api/queries";
import { DownloadRunButton } from "../features/export/DownloadRunButton";
import { RunActions } from "../features/export/RunActions";
import type { RunPanelsSlotProps } from "../ui/run-panels-slot";
import { RunViewPage } from "../features/run-view/RunViewPage";
import type {
  InspectorSlot,
  InspectorSlotProps,
} from "../features/run-view/inspector-slot";
import { PageSpinner } from "../ui/PageSpinner";
import { useWhenIdle } from "../ui/useWhenIdle";
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

// The panels show once the whole trace is read, and their code loads once the page is idle
// after that: never before the first rows paint, not even on a run read in one batch (the
// rows and the panels would otherwise mount in one render, the panels' chunks requested
// before the rows painted).
const LazyRunPanels = lazy(() => import("./-run-panels"));

function RunPanels(props: RunPanelsSlotProps) {
  const isIdle = useWhenIdle();
  useEffect(() => {
    // A preload that fails is tried again, and reported, when a step is selected.
    if (isIdle) loadInspector().catch(() => undefined);
  }, [isIdle]);
  return (
    isIdle && (
      <Suspense fallback={null}>
        <LazyRunPanels {...props} />
      </Suspense>
    )
  );
}

// The inspector's code loads with the panels' (once the whole trace is read and the page is
// idle), or when a step is selected before that (a deep link), not before the first rows
// paint. Not `React.lazy`: a Suspense boundary that shows its fallback keeps it at least
// 300 ms (React's throttle), which every first selection would wait.
let Inspector: InspectorSlot | null = null;
let inspectorLoad: Promise<unknown> | null = null;
const loadInspector = () =>
  (inspectorLoad ??= import("../features/step-inspector/StepInspector").then(
    (module) => (Inspector = module.StepInspector),
    (error: unknown) => {
      inspectorLoad = null; // the next selection tries again
      throw error;
    },
  ));

function RunInspector(props: InspectorSlotProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!Inspector)
      loadInspector().then(loaded, (error: unknown) =>
        setFailure((error as Error).message),
      );
  }, []);
  if (Inspector) return <Inspector {...props} />;
  return failure ? (
    <p role="alert" className="p-4 text-sm text-step-error">
      The step inspector did not load ({failure}). Reload the page to try again.
    </p>
  ) : (
    <PageSpinner label="Loading the step…" />
  );
}
