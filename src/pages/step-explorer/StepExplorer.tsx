import {
  useEffect,
  useReducer,
  useState,
  type ComponentProps,
  type ComponentType,
} from "react";
import type {
  InspectorProps,
  TimelineProps,
} from "../../features/run-view/inspector-props";
import { TraceExplorer } from "../../features/run-view/TraceExplorer";
import { PageSpinner } from "../../ui/PageSpinner";

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

/**
 * A pane whose code loads when it is first shown (or preloaded once the page is idle),
 * never before the first rows paint. Not `React.lazy`: a Suspense boundary that shows its
 * fallback keeps it at least 300 ms (React's throttle), which every first selection would
 * wait.
 */
function lazyPane<P extends object>(
  load: () => Promise<ComponentType<P>>,
  what: string,
) {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  /** Starts loading the code; a failed load is tried again on the next call. */
  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = null; // the next showing tries again
        throw error;
      },
    ));
  function LazyPane(props: P) {
    const [failure, setFailure] = useState<string | null>(null);
    const [, loaded] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (!Loaded)
        preload().then(loaded, (error: unknown) =>
          setFailure((error as Error).message),
        );
    }, []);
    if (Loaded) return <Loaded {...props} />;
    return failure ? (
      <p role="alert" className="p-4 text-sm text-step-error">
        The {what} did not load ({failure}). Reload the page to try again.
      </p>
    ) : (
      <PageSpinner label={`Loading the ${what}…`} />
    );
  }
  return { LazyPane, preload };
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
