import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
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
import {
  READ_ONLY_TREE_PROPS,
  useTreeSelection,
} from "../../ui/tree/useTreeSelection";
import { useElementSize } from "../../ui/useElementSize";
import { StepTreeRow } from "./StepTreeRow";
import type { StepRowView } from "./step-row-view";

export const ROW_HEIGHT = 28;

export interface StepTreeHandle {
  setAllOpen(isOpen: boolean): void;
  setSubtreeOpen(index: number, isOpen: boolean): void;
  focus(): void;
}

const RowViewsContext = createContext<StepRowView[]>([]);
/** Notes per step path: a row's marker is one lookup, and a new note re-renders only visible rows. */
const NotedStepsContext = createContext<ReadonlyMap<string, number>>(new Map());

/**
 * The run's step tree: react-arborist, virtualised (fixed row height), controlled (the
 * selection comes from the URL; selecting navigates), filtered through `matches` computed
 * by the model. Editing and drag and drop are off.
 *
 * Every prop change makes arborist rebuild its node objects for the whole tree (O(n)), so
 * the props stay stable while only the selection moves (`useTreeSelection`), and a filter
 * hands arborist a tree of just the answer (decision 0600).
 */
export const StepTree = forwardRef<
  StepTreeHandle,
  {
    trace: RunTrace;
    rows: StepRowView[];
    notedSteps: ReadonlyMap<string, number>;
    selectedPath: string | undefined;
    /** Steps that match the filter (their ancestors show too); null when no filter is active. */
    matches: Set<number> | null;
    filterKey: string;
    onSelectStep: (path: string) => void;
    onKeyCommand: (key: string) => void;
  }
>(function StepTree(
  {
    trace,
    rows,
    notedSteps,
    selectedPath,
    matches,
    filterKey,
    onSelectStep,
    onKeyCommand,
  },
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

  const hasTree = size.height > 0;
  const handleSelect = useTreeSelection({
    treeRef,
    selectedId: selectedPath,
    onSelectNode: (node) => onSelectStep(node.id),
    data,
    layoutVersion: layout.version,
    isMounted: hasTree,
  });
  const searchMatch = useCallback(
    (node: NodeApi<StepTreeNode>) => matches?.has(node.data.index) ?? true,
    [matches],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const handled = handleTreeKey(event, treeRef.current, (node) =>
      onSelectStep(node.id),
    );
    if (!handled && !event.metaKey && !event.ctrlKey && !event.altKey)
      onKeyCommand(event.key);
  };

  return (
    <RowViewsContext.Provider value={rows}>
      <NotedStepsContext.Provider value={notedSteps}>
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
              onSelect={handleSelect}
              searchTerm={matches ? filterKey : ""}
              searchMatch={searchMatch}
              {...READ_ONLY_TREE_PROPS}
              aria-label="Steps"
            >
              {StepTreeNodeRenderer}
            </Tree>
          )}
        </div>
      </NotedStepsContext.Provider>
    </RowViewsContext.Provider>
  );
});

function StepTreeNodeRenderer({
  node,
  style,
}: NodeRendererProps<StepTreeNode>) {
  const rows = useContext(RowViewsContext);
  const notedSteps = useContext(NotedStepsContext);
  const view = rows[node.data.index];
  if (!view) return null;
  return (
    <div style={style} className="h-full">
      <StepTreeRow
        view={view}
        noteCount={notedSteps.get(view.path) ?? 0}
        isInternal={node.isInternal}
        isOpen={node.isOpen}
        isSelected={node.isSelected}
        isFocused={node.isFocused}
        onToggle={() => node.toggle()}
      />
    </div>
  );
}
