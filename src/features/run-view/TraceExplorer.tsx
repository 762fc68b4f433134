import {
  memo,
  useCallback,
  useDeferredValue,
  useMemo,
  useRef,
  type ComponentType,
} from "react";
import type { RunTrace } from "../../model/run";
import type { ExplorerView, InspectorTab } from "../../url/search-schemas";
import { adjacentIndex } from "../../model/tree/navigation";
import { flatTree } from "../../model/tree/flat-tree";
import { errorCountOf } from "../../model/run-metrics";
import { useStepMatches } from "../../api/trace-queries";
import type { InspectorProps } from "./inspector-props";
import type { TimelineProps } from "../../ui/timeline-props";
import { StartHere } from "./StartHere";
import { DetailPanes } from "../../ui/layout/DetailPanes";
import { FlattenedDepthNote } from "./FlattenedDepthNote";
import { StepTreeToolbar } from "./StepTreeToolbar";
import { useStepCells } from "./useStepCells";
import { useStepRowRenderer } from "./useStepRowRenderer";
import { useStreamingSnapshot } from "./useStreamingSnapshot";
import { useSearchIndexWarmUp } from "./useSearchIndexWarmUp";
import { usePageKeys } from "../../ui/usePageKeys";
import { TreeDetailView } from "../../ui/layout/TreeDetailView";
import {
  ReadOnlyTree,
  type ReadOnlyTreeHandle,
} from "../../ui/tree/ReadOnlyTree";

const NO_NOTES: ReadonlyMap<string, number> = new Map();

/**
 * A trace's step tree (with filter, errors-only and error navigation) beside the inspector
 * of the selected step. Route-agnostic: the page owns the URL and passes the view state in
 * and changes out, so a Fruxon run and a fast-agent history explore the same way.
 *
 * Memoised: the page renders for every batch of a trace streaming in (synchronously, as a
 * query's update), and the explorer takes a new trace only in a deferred render.
 */
export const TraceExplorer = memo(function TraceExplorer({
  trace: latest,
  isComplete: isLatestComplete = true,
  view,
  onViewChange,
  notedSteps = NO_NOTES,
  Inspector,
  Timeline,
}: {
  trace: RunTrace;
  /** False while the trace is still streaming in: the filter waits for the whole trace. */
  isComplete?: boolean;
  view: ExplorerView;
  /** Replaces part of the view; the page writes it into its URL. */
  onViewChange: (patch: Partial<ExplorerView>) => void;
  /** Notes per step path, for the rows' markers (none on a fast-agent history). */
  notedSteps?: ReadonlyMap<string, number>;
  /** The selected step's inspector: the step-inspector feature, composed by the page. */
  Inspector: ComponentType<InspectorProps>;
  /** The run on a time axis (`view=timeline`), in the inspector's place; absent: no switch. */
  Timeline?: ComponentType<TimelineProps>;
}) {
  const { trace, isComplete } = useStreamingSnapshot(
    latest,
    isLatestComplete,
    view.step,
  );
  const treeRef = useRef<ReadOnlyTreeHandle>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const cells = useStepCells(trace, isComplete);
  const renderRow = useStepRowRenderer(trace, cells, notedSteps);
  useSearchIndexWarmUp(trace, isComplete);
  const query = view.q ?? "";
  const errorsOnly = view.errors === "1";
  const { matches } = useStepMatches(
    trace,
    { query, errorsOnly, range: view.range },
    isComplete,
  );
  // The tree takes a new answer in a deferred render: on a large run nesting its rows costs
  // tens of ms, and the answer arrives in a render React cannot slice (a query's update).
  const treeMatches = useDeferredValue(matches);
  // Dotted paths are the rows' ids; a filter's answer shows with its ancestors.
  const stepTree = useMemo(
    () =>
      flatTree(trace.steps, (index) => trace.steps[index]!.path, treeMatches),
    [trace, treeMatches],
  );
  const selectedIndex =
    view.step !== undefined ? (trace.byPath.get(view.step) ?? null) : null;
  // With a filter, next/previous error visits only the errors that match it.
  const navigableErrors = useMemo(
    () =>
      matches
        ? trace.errorIndexes.filter((index) => matches.has(index))
        : trace.errorIndexes,
    [trace, matches],
  );
  // Stops at the first step with a status: O(1) but for an old-generation trace.
  const isErrorCountUnknown = useMemo(
    () => isComplete && errorCountOf(trace) === null,
    [trace, isComplete],
  );

  const selectStep = useCallback(
    (path: string) => onViewChange({ step: path }),
    [onViewChange],
  );
  const selectTab = useCallback(
    (tab: InspectorTab) => onViewChange({ tab }),
    [onViewChange],
  );
  const setQuery = useCallback(
    (q: string) => onViewChange({ q: q.trim() || undefined }),
    [onViewChange],
  );
  // A jump asked for but not rendered yet (the URL changes first): a second `n` or `e`
  // pressed quickly goes on from there instead of repeating the first jump.
  const pendingJump = useRef<{ from: string | undefined; to: number } | null>(
    null,
  );
  const jumpFrom = () => {
    const pending = pendingJump.current;
    return pending && pending.from === view.step ? pending.to : selectedIndex;
  };
  const jumpAlong = (sorted: readonly number[], direction: 1 | -1) => {
    const next = adjacentIndex(sorted, jumpFrom(), direction);
    if (next === null) return;
    pendingJump.current = { from: view.step, to: next };
    selectStep(trace.steps[next]!.path);
  };
  const goToError = (direction: 1 | -1) => {
    // "The next error" of a trace still streaming in may not be the next one: wait.
    if (isComplete) jumpAlong(navigableErrors, direction);
  };
  // The filter's matches in tree order, for `n` / `N`.
  const matchOrder = useMemo(
    () => (matches ? [...matches].sort((a, b) => a - b) : null),
    [matches],
  );
  const goToMatch = (direction: 1 | -1) => {
    if (matchOrder) jumpAlong(matchOrder, direction);
  };
  // From the first second, wherever the focus is (but a field or an editor): no click first.
  usePageKeys({
    nextStep: () => treeRef.current?.moveSelection(1),
    previousStep: () => treeRef.current?.moveSelection(-1),
    nextError: () => goToError(1),
    previousError: () => goToError(-1),
    nextMatch: () => goToMatch(1),
    previousMatch: () => goToMatch(-1),
    filter: () => filterRef.current?.focus(),
    ...(Timeline && {
      timeline: () =>
        onViewChange({ view: isTimeline ? undefined : "timeline" }),
    }),
  });
  const isTimeline = view.view === "timeline" && Timeline !== undefined;
  const errorPosition =
    selectedIndex !== null ? navigableErrors.indexOf(selectedIndex) : -1;

  return (
    <TreeDetailView
      storageKey="explorer.tree"
      treeLabel="steps"
      detailLabel="inspector"
      initialTreeSize={(width) => Math.max(360, width * 0.38)}
      toolbar={
        <>
          <StepTreeToolbar
            ref={filterRef}
            query={query}
            errorsOnly={errorsOnly}
            errorCount={navigableErrors.length}
            isErrorCountUnknown={isErrorCountUnknown}
            isLoading={!isComplete}
            matchCount={matches ? matches.size : null}
            errorPosition={errorPosition >= 0 ? errorPosition + 1 : null}
            onQueryChange={setQuery}
            onErrorsOnlyChange={(on) =>
              onViewChange({ errors: on ? "1" : undefined })
            }
            onAdjacentError={goToError}
            hasSelection={selectedIndex !== null}
            onSetOpen={(scope, isOpen) => {
              const tree = treeRef.current;
              if (!tree) return;
              if (scope === "all") tree.setAllOpen(isOpen);
              else if (selectedIndex !== null)
                tree.setSubtreeOpen(selectedIndex, isOpen);
            }}
          />
          <FlattenedDepthNote trace={trace} />
        </>
      }
      tree={
        <ReadOnlyTree
          ref={treeRef}
          tree={stepTree}
          selectedIndex={selectedIndex ?? undefined}
          onSelectRow={(row) => selectStep(row.id)}
          renderRow={renderRow}
          indent={14}
          aria-label="Steps"
        />
      }
      detail={
        <DetailPanes
          view={isTimeline ? "timeline" : "step"}
          onView={
            Timeline &&
            ((pane) =>
              onViewChange({ view: pane === "timeline" ? pane : undefined }))
          }
        >
          {isTimeline ? (
            <Timeline
              trace={trace}
              isComplete={isComplete}
              selectedIndex={selectedIndex}
              query={query}
              errorsOnly={errorsOnly}
              range={view.range}
              onSelectStep={selectStep}
              onRangeChange={(range) => onViewChange({ range })}
              onOpenStep={() => onViewChange({ view: undefined })}
            />
          ) : selectedIndex !== null ? (
            <Inspector
              trace={trace}
              stepIndex={selectedIndex}
              tab={view.tab}
              onSelectTab={selectTab}
              onSelectStep={selectStep}
            />
          ) : (
            <StartHere
              trace={trace}
              isComplete={isComplete}
              missingStep={view.step}
              onSelectStep={selectStep}
            />
          )}
        </DetailPanes>
      }
    />
  );
});
