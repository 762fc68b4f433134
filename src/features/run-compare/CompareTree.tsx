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
import type { RunDiff } from "../../model/diff/diff-run";
import {
  buildDiffTreeData,
  diffOpenState,
  type DiffTreeNode,
} from "../../model/diff/diff-tree-data";
import { handleTreeKey } from "../../ui/tree/tree-keys";
import { FULLY_OPEN_LIMIT, useOpenLayout } from "../../ui/tree/useOpenLayout";
import {
  READ_ONLY_TREE_PROPS,
  useTreeSelection,
} from "../../ui/tree/useTreeSelection";
import { useElementSize } from "../../ui/useElementSize";
import { CompareTreeRow } from "./CompareTreeRow";
import type { CompareRowView } from "./compare-row-view";

export const ROW_HEIGHT = 28;

export interface CompareTreeHandle {
  expandAll(): void;
  collapseAll(): void;
}

/** Row views, and the tree's width: rows are as wide as the tree, so both halves line up. */
const RowsContext = createContext<{ rows: CompareRowView[]; width: number }>({
  rows: [],
  width: 0,
});

/**
 * The aligned step trees of two runs as one virtualised react-arborist tree: each row
 * holds the other run's step on the left and this run's on the right. Controlled: the
 * selection comes from the URL and selecting navigates. "Hide unchanged" filters through
 * `searchMatch` (rows with changes and their ancestors stay).
 */
export const CompareTree = forwardRef<
  CompareTreeHandle,
  {
    diff: RunDiff;
    rows: CompareRowView[];
    selectedKey: string | undefined;
    hideUnchanged: boolean;
    onSelectRow: (index: number) => void;
  }
>(function CompareTree(
  { diff, rows, selectedKey, hideUnchanged, onSelectRow },
  ref,
) {
  const [containerRef, size] = useElementSize<HTMLDivElement>();
  const treeRef = useRef<TreeApi<DiffTreeNode> | null>(null);
  const data = useMemo(() => buildDiffTreeData(diff.nodes), [diff]);
  const { layout, setAllOpen } = useOpenLayout(() => {
    const isLarge = diff.nodes.length > FULLY_OPEN_LIMIT;
    return {
      openByDefault: !isLarge,
      initialOpenState: isLarge ? diffOpenState(diff.nodes, 2) : {},
    };
  });
  useImperativeHandle(ref, () => ({
    expandAll: () => setAllOpen(true),
    collapseAll: () => setAllOpen(false),
  }));

  const handleSelect = useTreeSelection({
    treeRef,
    selectedId: selectedKey,
    onSelectNode: (node) => onSelectRow(node.data.index),
    data,
    layoutVersion: layout.version,
    isMounted: size.height > 0,
  });
  const searchMatch = useCallback(
    (node: NodeApi<DiffTreeNode>) => {
      const row = diff.nodes[node.data.index]!;
      return row.status !== "same" || row.outcomeChanged;
    },
    [diff],
  );

  const rowsContext = useMemo(
    () => ({ rows, width: size.width }),
    [rows, size.width],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleTreeKey(event, treeRef.current, (node) =>
      onSelectRow(node.data.index),
    );

  return (
    <RowsContext.Provider value={rowsContext}>
      <div
        ref={containerRef}
        className="h-full min-h-0 w-full"
        onKeyDown={handleKeyDown}
      >
        {size.height > 0 && (
          <Tree<DiffTreeNode>
            key={layout.version}
            ref={treeRef}
            data={data}
            openByDefault={layout.openByDefault}
            initialOpenState={layout.initialOpenState}
            width={size.width}
            height={size.height}
            rowHeight={ROW_HEIGHT}
            indent={0}
            onSelect={handleSelect}
            searchTerm={hideUnchanged ? "changes" : ""}
            searchMatch={searchMatch}
            {...READ_ONLY_TREE_PROPS}
            aria-label="Aligned steps"
          >
            {CompareTreeNodeRenderer}
          </Tree>
        )}
      </div>
    </RowsContext.Provider>
  );
});

function CompareTreeNodeRenderer({
  node,
  style,
}: NodeRendererProps<DiffTreeNode>) {
  const { rows, width } = useContext(RowsContext);
  const view = rows[node.data.index];
  if (!view) return null;
  return (
    <div style={{ ...style, width }} className="h-full overflow-hidden">
      <CompareTreeRow
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
