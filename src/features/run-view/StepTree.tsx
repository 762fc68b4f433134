import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type KeyboardEvent,
} from "react";
import {
  Tree,
  type NodeApi,
  type NodeRendererProps,
  type TreeApi,
} from "react-arborist";
import type { RunTrace } from "../../model/run";
import {
  buildFilteredTreeData,
  buildStepTreeData,
  openStateToDepth,
  openSubtree,
  type StepTreeNode,
} from "../../model/tree/step-tree-data";
import { handleTreeKey } from "../../ui/tree/tree-keys";
import { FULLY_OPEN_LIMIT, useOpenLayout } from "../../ui/tree/useOpenLayout";
import { useElementSize } from "../../ui/useElementSize";
import { StepTreeRow } from "./StepTreeRow";
import type { StepRowView } from "./step-row-view";

export const ROW_HEIGHT = 28;

interface ScrollableList {
  scrollToItem(index: number, align: "smart"): void;
}

export interface StepTreeHandle {
  setAllOpen(isOpen: boolean): void;
  setSubtreeOpen(index: number, isOpen: boolean): void;
  focus(): void;
}

const RowViewsContext = createContext<StepRowView[]>([]);

/**
 * The run's step tree: react-arborist, virtualised (fixed row height), controlled (the
 * selection comes from the URL; selecting navigates), filtered through `matches` computed
 * by the model. Editing and drag and drop are off.
 *
 * Every prop change makes arborist rebuild its node objects for the whole tree (O(n)), so
 * the props stay stable while only the selection moves: the selection is applied
 * imperatively, callbacks read the latest values through refs, and a filter hands arborist
 * a tree of just the answer (decision 0600).
 */
export const StepTree = forwardRef<
  StepTreeHandle,
  {
    trace: RunTrace;
    rows: StepRowView[];
    selectedPath: string | undefined;
    /** Steps that match the filter (their ancestors show too); null when no filter is active. */
    matches: Set<number> | null;
    filterKey: string;
    onSelectStep: (path: string) => void;
    onKeyCommand: (key: string) => void;
  }
>(function StepTree(
  { trace, rows, selectedPath, matches, filterKey, onSelectStep, onKeyCommand },
  ref,
) {
  const [containerRef, size] = useElementSize<HTMLDivElement>();
  const treeRef = useRef<TreeApi<StepTreeNode> | null>(null);
  const fullData = useMemo(() => buildStepTreeData(trace), [trace]);
  const data = useMemo(
    () => (matches ? buildFilteredTreeData(trace, matches) : fullData),
    [trace, matches, fullData],
  );
  const { layout, remount, setAllOpen } = useOpenLayout(() => {
    const isLarge = trace.steps.length > FULLY_OPEN_LIMIT;
    return {
      openByDefault: !isLarge,
      initialOpenState: isLarge ? openStateToDepth(trace, 2) : {},
    };
  });

  const currentOpenState = () =>
    treeRef.current?.openState ?? layout.initialOpenState;
  useImperativeHandle(ref, () => ({
    setAllOpen,
    setSubtreeOpen: (index, isOpen) =>
      remount((previous) => ({
        openByDefault: previous.openByDefault,
        initialOpenState: openSubtree(trace, index, currentOpenState(), isOpen),
      })),
    focus: () => {
      const tree = treeRef.current;
      tree?.focus(tree.selectedNodes[0] ?? tree.firstNode);
    },
  }));

  const selectedRef = useRef(selectedPath);
  selectedRef.current = selectedPath;
  const onSelectRef = useRef(onSelectStep);
  onSelectRef.current = onSelectStep;
  const handleSelect = useCallback((nodes: NodeApi<StepTreeNode>[]) => {
    const node = nodes[0];
    if (node && node.id !== selectedRef.current) onSelectRef.current(node.id);
  }, []);
  const searchMatch = useCallback(
    (node: NodeApi<StepTreeNode>) => matches?.has(node.data.index) ?? true,
    [matches],
  );

  // The URL's selection, applied to the tree (and to a remounted one) and scrolled into view,
  // also when a filter is set or cleared under it.
  const hasTree = size.height > 0;
  useEffect(() => {
    const tree = treeRef.current;
    if (!tree) return;
    if (selectedPath === undefined) {
      // Only when something is selected: a dispatch re-renders every visible row.
      if (tree.selectedNodes.length > 0) tree.deselectAll();
      return;
    }
    if (tree.selectedNodes[0]?.id !== selectedPath)
      tree.select(selectedPath, { focus: false });
    // Scrolled into view again on the next frame, once arborist has applied the state its own
    // effects dispatch (clearing a filter resets its open map). Straight to the list, not
    // `tree.scrollTo`: that dispatches "open" for every ancestor, which rebuilds the whole
    // node model even when they are open. A step the filter hides has no row: nothing to do.
    const frame = requestAnimationFrame(() => {
      const row = tree.idToIndex[selectedPath];
      // react-window's list; its types are not installed, so the one method used is named.
      const list = tree.list.current as ScrollableList | null;
      if (row !== undefined) list?.scrollToItem(row, "smart");
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedPath, layout.version, data, hasTree]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const handled = handleTreeKey(event, treeRef.current, (node) =>
      onSelectStep(node.id),
    );
    if (!handled && !event.metaKey && !event.ctrlKey && !event.altKey)
      onKeyCommand(event.key);
  };

  return (
    <RowViewsContext.Provider value={rows}>
      <div
        ref={containerRef}
        className="h-full min-h-0 w-full"
        onKeyDown={handleKeyDown}
      >
        {hasTree && (
          <Tree<StepTreeNode>
            key={layout.version}
            ref={treeRef}
            data={data}
            openByDefault={layout.openByDefault}
            initialOpenState={layout.initialOpenState}
            width={size.width}
            height={size.height}
            rowHeight={ROW_HEIGHT}
            indent={14}
            overscanCount={8}
            onSelect={handleSelect}
            searchTerm={matches ? filterKey : ""}
            searchMatch={searchMatch}
            disableMultiSelection
            disableEdit
            disableDrag
            disableDrop
            aria-label="Steps"
          >
            {StepTreeNodeRenderer}
          </Tree>
        )}
      </div>
    </RowViewsContext.Provider>
  );
});

function StepTreeNodeRenderer({
  node,
  style,
}: NodeRendererProps<StepTreeNode>) {
  const rows = useContext(RowViewsContext);
  const view = rows[node.data.index];
  if (!view) return null;
  return (
    <div style={style} className="h-full">
      <StepTreeRow
        view={view}
        isInternal={node.isInternal}
        isOpen={node.isOpen}
        isSelected={node.isSelected}
        isFocused={node.isFocused}
        onToggle={() => node.toggle()}
      />
    </div>
  );
}
