import { useEffect, useReducer, useState, type ComponentType } from "react";
import type { CompareTimelineProps } from "../ui/timeline-props";
import { PageSpinner } from "../ui/PageSpinner";

/**
 * A pane whose code loads when it is first shown (or preloaded once the page is idle),
 * never before the first rows paint. Not `React.lazy`: a Suspense boundary that shows its
 * fallback keeps it at least 300 ms (React's throttle), which every first selection would
 * wait.
 */
export function lazyPane<P extends object>(
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

/** The compare view's timeline (`view=timeline`), loaded when first shown. */
export const LazyCompareTimeline = lazyPane<CompareTimelineProps>(
  () =>
    import("../features/timeline/CompareTimeline").then(
      (module) => module.CompareTimeline,
    ),
  "timeline",
).LazyPane;
