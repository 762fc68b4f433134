import { lazy, Suspense, useEffect } from "react";
import type { RunPanelProps } from "../../ui/run-panel-props";
import { useWhenIdle } from "../../ui/useWhenIdle";
import { preloadStepInspector } from "../step-explorer/StepExplorer";

// The panels show once the whole trace is read, and their code loads once the page is idle
// after that: never before the first rows paint, not even on a run read in one batch (the
// rows and the panels would otherwise mount in one render, the panels' chunks requested
// before the rows painted).
const RunPanels = lazy(() => import("./RunPanels"));

/** The run page's panels, in their own chunk, loaded once the page is idle. */
export function RunPanelsWhenIdle(props: RunPanelProps) {
  const isIdle = useWhenIdle();
  useEffect(() => {
    // The inspector's code loads with the panels'. A preload that fails is tried again,
    // and reported, when a step is selected.
    if (isIdle) preloadStepInspector().catch(() => undefined);
  }, [isIdle]);
  return (
    isIdle && (
      <Suspense fallback={null}>
        <RunPanels {...props} />
      </Suspense>
    )
  );
}
