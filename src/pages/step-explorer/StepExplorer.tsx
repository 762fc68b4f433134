import {
  useEffect,
  useReducer,
  useState,
  type ComponentProps,
  type ComponentType,
} from "react";
import type { InspectorProps } from "../../features/run-view/inspector-props";
import { TraceExplorer } from "../../features/run-view/TraceExplorer";
import { PageSpinner } from "../../ui/PageSpinner";

/**
 * The step tree beside the selected step's inspector: the one place the run-view and
 * step-inspector features meet. The run page and the session page both show this.
 */
export function StepExplorer(
  props: Omit<ComponentProps<typeof TraceExplorer>, "Inspector">,
) {
  return <TraceExplorer {...props} Inspector={LazyInspector} />;
}

// The inspector's code loads when a step is selected (a deep link, a click) or when the
// run page preloads it once idle, never before the first rows paint. Not `React.lazy`: a
// Suspense boundary that shows its fallback keeps it at least 300 ms (React's throttle),
// which every first selection would wait.
let Inspector: ComponentType<InspectorProps> | null = null;
let inspectorLoad: Promise<unknown> | null = null;

/** Starts loading the inspector's code; a failed load is tried again on the next call. */
export const preloadStepInspector = () =>
  (inspectorLoad ??= import("../../features/step-inspector/StepInspector").then(
    (module) => (Inspector = module.StepInspector),
    (error: unknown) => {
      inspectorLoad = null; // the next selection tries again
      throw error;
    },
  ));

function LazyInspector(props: InspectorProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!Inspector)
      preloadStepInspector().then(loaded, (error: unknown) =>
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
