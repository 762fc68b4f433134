import {
  useCallback,
  useMemo,
  useRef,
  type ComponentType,
  type ReactNode,
} from "react";
import type { DiffNode } from "../../model/diff/diff-run";
import type { RunMetricsDelta } from "../../model/diff/metrics-delta";
import type { RunTrace } from "../../model/run";
import { adjacentIndex } from "../../model/tree/navigation";
import { CompareSummary } from "./CompareSummary";
import { DeployedPromptNote } from "./DeployedPromptNote";
import { CompareToolbar } from "./CompareToolbar";
import { TreeDetailView } from "../../ui/layout/TreeDetailView";
import {
  ReadOnlyTree,
  type ReadOnlyTreeHandle,
  useRowRenderer,
} from "../../ui/tree/ReadOnlyTree";
import { compareTree } from "./compare-tree";
import { CompareTreeRow } from "./CompareTreeRow";
import type { CompareView } from "../../url/search-schemas";
import { rowForStep, stepForRow } from "./compare-step";
import { CompareStartHere } from "./CompareStartHere";
import { StepDiffPanel } from "./StepDiffPanel";
import { useChangeKeys } from "./useChangeKeys";
import { useRunCompare } from "./useRunCompare";
import { PageSpinner } from "../../ui/PageSpinner";
import { DetailPanes } from "../../ui/layout/DetailPanes";
import type { CompareTimelineProps } from "../../ui/timeline-props";

export interface CompareWorkspaceProps {
  leftTrace: RunTrace;
  rightTrace: RunTrace;
  /** Span, token and cost deltas, when both sides have records to compute them from. */
  metrics: RunMetricsDelta | null;
  /** Identifies the pair: a new pair starts from its own open state. */
  pairKey: string;
  view: CompareView;
  onViewChange: (patch: Partial<CompareView>) => void;
  /** A link that opens a step of one side in its own view. */
  renderOpenStep: (side: "left" | "right", path: string) => ReactNode;
  /** Shown between the summary and the tree: the two runs' State panels, when composed. */
  beforeTree?: ReactNode;
  /** The two runs on one time axis (`view=timeline`); absent: the diff alone. */
  Timeline?: ComponentType<CompareTimelineProps>;
}

/**
 * The summary, the aligned tree and the diff of the selected pair, for any two traces (two
 * Fruxon runs, two fast-agent histories). Keyboard: `n` / `N` move to the next / previous
 * change anywhere on the page (not while typing or in the editor); `j` / `k` / Enter move in
 * the tree.
 */
export function CompareWorkspace(props: CompareWorkspaceProps) {
  const compare = useRunCompare(props.leftTrace, props.rightTrace);
  if (!compare) return <PageSpinner label="Aligning the two runs…" />;
  return <CompareWorkspaceBody {...props} compare={compare} />;
}

function CompareWorkspaceBody({
  leftTrace,
  rightTrace,
  metrics,
  pairKey,
  view,
  onViewChange,
  renderOpenStep,
  beforeTree,
  Timeline,
  compare: { diff, rows, leftRows },
}: CompareWorkspaceProps & {
  compare: NonNullable<ReturnType<typeof useRunCompare>>;
}) {
  const treeRef = useRef<ReadOnlyTreeHandle>(null);
  const selected = rowForStep(diff, leftRows, view.step);
  const selectedNode = selected !== null ? diff.nodes[selected]! : null;
  const hideUnchanged = view.changes === "1";
  const tree = useMemo(
    () => compareTree(diff, hideUnchanged),
    [diff, hideUnchanged],
  );
  const renderRow = useRowRenderer(rows, CompareTreeRow);

  const selectRow = useCallback(
    (index: number) => onViewChange({ step: stepForRow(diff.nodes[index]!) }),
    [diff, onViewChange],
  );
  const goToChange = useCallback(
    (direction: 1 | -1) => {
      const next = adjacentIndex(diff.changeStops, selected, direction);
      if (next !== null) selectRow(next);
    },
    [diff, selected, selectRow],
  );
  useChangeKeys(goToChange);

  const position = selected !== null ? diff.changeStops.indexOf(selected) : -1;
  const isTimeline = view.view === "timeline" && Timeline !== undefined;
  // The timeline's rows: the tree's, less the same ones with "Hide unchanged".
  const timelineRows = useMemo(() => {
    if (!isTimeline) return [];
    const shown: number[] = [];
    diff.nodes.forEach((node, index) => {
      if (!hideUnchanged || node.status !== "same" || node.hasChangedDescendant)
        shown.push(index);
    });
    return shown;
  }, [isTimeline, diff, hideUnchanged]);

  return (
    <>
      <div className="space-y-2 px-4 pb-3">
        {/* The deployed prompt first: a changed prompt explains more than any step. */}
        <DeployedPromptNote
          leftTrace={leftTrace}
          rightTrace={rightTrace}
          diff={diff}
          onSelectRow={selectRow}
        />
        <CompareSummary diff={diff} metrics={metrics} onSelectRow={selectRow} />
      </div>
      {beforeTree}
      <TreeDetailView
        storageKey="compare.tree"
        treeLabel="steps"
        detailLabel="diff"
        // Over half the width: each half of an aligned row must show its steps' names
        // (at 1280 px, 48 % left "Consu…"); the diff panel shows the two side by side.
        initialTreeSize={(width) => Math.max(420, width * 0.56)}
        toolbar={
          <>
            <CompareToolbar
              changeCount={diff.changeStops.length}
              changePosition={position >= 0 ? position + 1 : null}
              hideUnchanged={hideUnchanged}
              onAdjacentChange={goToChange}
              onHideUnchangedChange={(hide) =>
                onViewChange({ changes: hide ? "1" : undefined })
              }
              onExpandAll={() => treeRef.current?.setAllOpen(true)}
              onCollapseAll={() => treeRef.current?.setAllOpen(false)}
            />
            {hideUnchanged && !diff.nodes.some(isDifferent) && (
              <p role="status" className="p-3 text-sm text-slate-600">
                Every row is the same in both runs: nothing to show with “Hide
                unchanged”.
              </p>
            )}
          </>
        }
        tree={
          // Each row holds the other run's step on the left and this run's on the
          // right, rows as wide as the tree so both halves line up.
          <ReadOnlyTree
            // A new pair of runs starts from its own open state.
            key={pairKey}
            ref={treeRef}
            tree={tree}
            selectedIndex={selected ?? undefined}
            onSelectRow={(row) => selectRow(row.index)}
            renderRow={renderRow}
            indent={0}
            fullWidthRows
            aria-label="Aligned steps"
          />
        }
        detail={
          <DetailPanes
            view={isTimeline ? "timeline" : "step"}
            stepLabel="Diff"
            onView={
              Timeline &&
              ((pane) =>
                onViewChange({
                  view: pane === "timeline" ? pane : undefined,
                }))
            }
          >
            {isTimeline ? (
              <Timeline
                leftTrace={leftTrace}
                rightTrace={rightTrace}
                nodes={diff.nodes}
                rows={timelineRows}
                selectedIndex={selected}
                onSelectRow={selectRow}
              />
            ) : selectedNode ? (
              <StepDiffPanel
                node={selectedNode}
                leftTrace={leftTrace}
                rightTrace={rightTrace}
                tab={view.tab ?? defaultTab(selectedNode)}
                onSelectTab={(tab) => onViewChange({ tab })}
                openLeft={
                  selectedNode.left &&
                  renderOpenStep("left", selectedNode.left.path)
                }
                openRight={
                  selectedNode.right &&
                  renderOpenStep("right", selectedNode.right.path)
                }
              />
            ) : (
              <CompareStartHere missingStep={view.step} />
            )}
          </DetailPanes>
        }
      />
    </>
  );
}

const isDifferent = (node: DiffNode) => node.status !== "same";

/** The pane that shows what moved: results when only the outcome did. */
const defaultTab = (node: DiffNode) =>
  node.differs.length > 0 && !node.differs.includes("inputs")
    ? "results"
    : "inputs";
