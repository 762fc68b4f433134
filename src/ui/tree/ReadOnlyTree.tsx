import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useImperativeHandle,
  useMemo,
  useRef,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import {
  Tree,
  type NodeApi,
  type NodeRendererProps,
  type RowRendererProps,
  type TreeApi,
} from "react-arborist";
import type { OpenMap, TreeRow } from "../../model/tree/nest-rows";
import { useElementSize } from "../useElementSize";
import { handleTreeKey } from "./tree-keys";
import { TREE_ROW_HEIGHT } from "./tree-row-height";
import { useNestedRows, type NestRows } from "./useNestedRows";
import { useOpenLayout, type OpenLayout } from "./useOpenLayout";
import { useTreeSelection, type TreeSelection } from "./useTreeSelection";

export interface TreeRowState {
  isInternal: boolean;
  isOpen: boolean;
  isSelected: boolean;
  isFocused: boolean;
  onToggle: () => void;
}

export interface ReadOnlyTreeHandle {
  setAllOpen(isOpen: boolean): void;
  /** Remounts with the open state `next` computes from the current one. */
  setOpenState(next: (current: OpenMap) => OpenMap): void;
  focus(): void;
  /**
   * Moves the selection one visible row down (1) or up (-1) and puts the keyboard focus on
   * it, from wherever the focus was; with nothing selected, selects the first row.
   */
  moveSelection(direction: 1 | -1): void;
}

interface RowContext {
  renderRow: (row: TreeRow, state: TreeRowState) => ReactNode;
  /** Rows as wide as the tree (the compare view's two halves line up), else their content. */
  width: number | null;
}
const RowRendererContext = createContext<RowContext>({
  renderRow: () => null,
  width: null,
});

/**
 * The one react-arborist wrapper (decision 1002): virtualised, fixed row height,
 * read-only (no editing, no drag and drop, single selection), the selection controlled
 * from outside through arborist's public API (`useTreeSelection`), and every prop stable
 * while only the selection moves, so arborist never rebuilds its node model per click.
 *
 * It nests for arborist only what can show (`nest`, called with the open state): a closed
 * row's children are withheld until it opens (`useNestedRows`). Filtering is data: `nest`
 * nests the whole tree or a filter's answer (the matches and their ancestors), and
 * `isFiltered` says which. An answer is shown in its own mount, fully open; clearing the
 * filter remounts the whole tree with the open state it had (kept from arborist's
 * `onToggle`). Bulk open/close remounts too (decision 0003).
 */
export const ReadOnlyTree = forwardRef<
  ReadOnlyTreeHandle,
  {
    nest: NestRows;
    isFiltered: boolean;
    initialLayout: () => Omit<OpenLayout, "version">;
    /**
     * Changing it lays the tree out again by `initialLayout`, over the rows as they are now,
     * keeping rows opened or closed by hand — in the same render, before arborist sees
     * data — unless the tree was laid out in bulk since (`useOpenLayout`).
     */
    layoutEpoch?: number;
    selected: TreeSelection | null;
    onSelectRow: (row: TreeRow) => void;
    renderRow: (row: TreeRow, state: TreeRowState) => ReactNode;
    indent: number;
    fullWidthRows?: boolean;
    "aria-label": string;
  }
>(function ReadOnlyTree(props, ref) {
  const { nest, isFiltered, selected, onSelectRow } = props;
  const [sizeRef, size] = useElementSize<HTMLDivElement>();
  const hostRef = useRef<HTMLDivElement | null>(null);
  const containerRef = useCallback(
    (element: HTMLDivElement | null) => {
      hostRef.current = element;
      sizeRef(element);
    },
    [sizeRef],
  );
  const treeRef = useRef<TreeApi<TreeRow> | null>(null);
  // Rows opened or closed by hand since the layout was set, to restore after a filter.
  const toggled = useRef<OpenMap>({});
  const { layout, remount } = useOpenLayout(
    props.initialLayout,
    props.layoutEpoch ?? 0,
    () => toggled.current,
  );
  // A filter's answer opens fully; the whole tree comes back as it was left.
  const initialOpenState = useMemo(
    () =>
      isFiltered
        ? NONE_CLOSED
        : { ...layout.initialOpenState, ...toggled.current },
    [layout, isFiltered],
  );
  const openByDefault = isFiltered || layout.openByDefault;
  const mountKey =
    size.height > 0 ? (isFiltered ? "filtered" : `${layout.version}`) : null;
  const { data, noteToggle } = useNestedRows({
    nest,
    mountKey,
    openByDefault,
    initialOpenState,
  });
  const isFilteredRef = useRef(isFiltered);
  isFilteredRef.current = isFiltered;
  const handleToggle = useCallback(
    (id: string) => {
      const tree = treeRef.current;
      if (!tree) return;
      const isOpen = tree.isOpen(id);
      noteToggle(id, isOpen);
      if (!isFilteredRef.current) toggled.current[id] = isOpen;
    },
    [noteToggle],
  );
  const setLayout = useCallback(
    (next: (current: OpenMap) => Omit<OpenLayout, "version">) =>
      remount((previous) => {
        const current = { ...previous.initialOpenState, ...toggled.current };
        toggled.current = {};
        return next(current);
      }),
    [remount],
  );
  useImperativeHandle(ref, () => ({
    setAllOpen: (isOpen) =>
      setLayout(() => ({ openByDefault: isOpen, initialOpenState: {} })),
    setOpenState: (next) =>
      setLayout((current) => ({
        openByDefault: layout.openByDefault,
        initialOpenState: next(current),
      })),
    focus: () => {
      const tree = treeRef.current;
      tree?.focus(tree.selectedNodes[0] ?? tree.firstNode);
    },
    moveSelection: (direction) => {
      const tree = treeRef.current;
      if (!tree) return;
      // DOM focus into the tree first: arborist focuses a row's element only while it has it.
      hostRef.current?.querySelector<HTMLElement>('[role="tree"]')?.focus({
        preventScroll: true,
      });
      const current = tree.selectedNodes[0];
      if (!current) return tree.focus(tree.firstNode);
      tree.focus(current, { scroll: false });
      tree.focus(direction === 1 ? tree.nextNode : tree.prevNode);
    },
  }));

  const handleSelect = useTreeSelection({
    treeRef,
    selected,
    onSelectRow,
    mountKey,
    data,
  });
  // The keyboard focus row is the selected row: moving the focus (arrows, j/k, Home/End,
  // type-ahead) selects.
  const handleFocusRow = useCallback(
    (node: NodeApi<TreeRow>) => handleSelect([node]),
    [handleSelect],
  );
  // Arborist, focused from outside (Tab, a click on the tree's edge), focuses the row it
  // last focused, not the selected one; bring the focus to the selection.
  const handleFocusIn = (event: FocusEvent<HTMLDivElement>) => {
    const tree = treeRef.current;
    if (!tree || event.currentTarget.contains(event.relatedTarget)) return;
    const current = tree.selectedNodes[0];
    if (current && !current.isFocused) tree.focus(current, { scroll: false });
  };
  const rowContext = useMemo(
    () => ({
      renderRow: props.renderRow,
      width: props.fullWidthRows ? size.width : null,
    }),
    [props.renderRow, props.fullWidthRows, size.width],
  );
  // The tree's own keys are marked handled, so the page's one-key commands skip them.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (handleTreeKey(event, treeRef.current, (node) => onSelectRow(node.data)))
      event.preventDefault();
  };

  return (
    <RowRendererContext.Provider value={rowContext}>
      <div
        ref={containerRef}
        className="h-full min-h-0 w-full"
        onKeyDown={handleKeyDown}
        onFocus={handleFocusIn}
      >
        {mountKey !== null && (
          <Tree<TreeRow>
            key={mountKey}
            ref={treeRef}
            data={data}
            openByDefault={openByDefault}
            initialOpenState={initialOpenState}
            width={size.width}
            height={size.height}
            rowHeight={TREE_ROW_HEIGHT}
            indent={props.indent}
            onSelect={handleSelect}
            onFocus={handleFocusRow}
            onToggle={handleToggle}
            renderRow={TreeRowContainer}
            overscanCount={8}
            disableMultiSelection
            disableEdit
            disableDrag
            disableDrop
            aria-label={props["aria-label"]}
          >
            {TreeNode}
          </Tree>
        )}
      </div>
    </RowRendererContext.Provider>
  );
});

const NONE_CLOSED: OpenMap = {};

/** `renderRow` for a tree whose rows are precomputed views, `views[row.index]`, drawn by `Row`. */
export function useRowRenderer<V>(
  views: readonly V[],
  Row: ComponentType<{ view: V; state: TreeRowState }>,
): (row: TreeRow, state: TreeRowState) => ReactNode {
  return useCallback(
    (row: TreeRow, state: TreeRowState) => {
      const view = views[row.index];
      return view === undefined ? null : <Row view={view} state={state} />;
    },
    [views, Row],
  );
}

/**
 * Arborist's row, with one change: the selected row (the first row while none is) is the
 * tree's tab stop (`tabIndex` 0, the roving-tabindex pattern), so Tab lands on the row the
 * URL selects and the scrolling list always holds something keyboard-reachable.
 */
function TreeRowContainer({
  node,
  attrs,
  innerRef,
  children,
}: RowRendererProps<TreeRow>) {
  const isTabStop =
    node.isSelected ||
    (node.rowIndex === 0 && node.tree.selectedIds.size === 0);
  return (
    <div
      {...attrs}
      tabIndex={isTabStop ? 0 : -1}
      ref={innerRef}
      onClick={node.handleClick}
    >
      {children}
    </div>
  );
}

function TreeNode({ node, style }: NodeRendererProps<TreeRow>) {
  const { renderRow, width } = useContext(RowRendererContext);
  return (
    <div
      style={width === null ? style : { ...style, width }}
      className="h-full overflow-hidden"
    >
      {renderRow(node.data, {
        isInternal: node.isInternal,
        isOpen: node.isOpen,
        isSelected: node.isSelected,
        isFocused: node.isFocused,
        onToggle: () => node.toggle(),
      })}
    </div>
  );
}
