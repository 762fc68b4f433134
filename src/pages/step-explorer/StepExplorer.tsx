import type { ComponentProps } from "react";
import type { InspectorProps } from "../../features/run-view/inspector-props";
import type { TimelineProps } from "../../ui/timeline-props";
import { TraceExplorer } from "../../features/run-view/TraceExplorer";
import { lazyPane } from "../lazy-pane";

/**
 * The step tree beside the selected step's inspector, or beside the run on a time axis
 * (`view=timeline`): the one place the run-view, step-inspector and timeline features
 * meet. The run page and the session page both show this.
 */
export function StepExplorer(
  props: Omit<ComponentProps<typeof TraceExplorer>, "Inspector" | "Timeline">,
) {
  return (
    <TraceExplorer
      {...props}
      Inspector={LazyInspector}
      Timeline={LazyTimeline}
    />
  );
}

const inspector = lazyPane<InspectorProps>(
  () =>
    import("../../features/step-inspector/StepInspector").then(
      (module) => module.StepInspector,
    ),
  "step inspector",
);
const LazyInspector = inspector.LazyPane;

/** Starts loading the inspector's code (the run page calls it once idle). */
export const preloadStepInspector = inspector.preload;

const LazyTimeline = lazyPane<TimelineProps>(
  () =>
    import("../../features/timeline/TimelinePane").then(
      (module) => module.TimelinePane,
    ),
  "timeline",
).LazyPane;
