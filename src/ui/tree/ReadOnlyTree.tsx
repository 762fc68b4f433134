import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
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
import type { FlatTree } from "../../model/tree/flat-tree";
import type { OpenMap, TreeRow } from "../../model/tree/nest-rows";
import { useElementSize } from "../useElementSize";
import { handleOpenKey, handleTreeKey } from "./tree-keys";
import { TREE_ROW_HEIGHT } from "./tree-row-height";
import { useNestedRows } from "./useNestedRows";
import { useOpenLayout, type OpenLayout } from "./useOpenLayout";
import { useTreeSelection } from "./useTreeSelection";

export interface TreeRowState {
  isInternal: boolean;
  isOpen: boolean;
  isSelected: boolean;
  isFocused: boolean;
  onToggle: () => void;
}

export interface ReadOnlyTreeHandle {
  setAllOpen(isOpen: boolean): void;
  /** Opens (with its ancestors) or closes every row of the subtree at row `index`. */
  setSubtreeOpen(index: number, isOpen: boolean): void;
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
  /** The open state (ours: arborist is told every row is open). */
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
}
const RowRendererContext = createContext<RowContext>({
  renderRow: () => null,
  width: null,
  isOpen: () => false,
  toggle: () => undefined,
});

/**
 * The one tree (decision 1002): the run's steps and the compare view's aligned rows alike,
 * their differences given as data (`tree`, a `FlatTree` of the model) and a row renderer.
 * The one react-arborist wrapper: virtualised, fixed row height,
 * read-only (no editing, no drag and drop, single selection), the selection controlled
 * from outside through arborist's public API (`useTreeSelection`), and every prop stable
 * while only the selection moves, so arborist never rebuilds its node model per click.
 *
 * It nests for arborist only what can show (`tree.nest`, called with the open state): a closed
 * row's children are withheld until it opens (`useNestedRows`). The open state is kept here,
 * not in arborist, which is told every row is open: opening, closing, a new layout (bulk
 * open/close, decision 0003; the layout budget, 1453) and a filter are new data for the one
 * arborist instance, never a remount (decision 1455). The keys that open and close (→, ←,
 * Space, `*`) are handled here before arborist sees them. Filtering is data: `tree` nests
 * the whole tree or a filter's answer (the matches and their ancestors), and says which. An
 * answer shows fully open; clearing the filter brings back the open state the tree had.
 * `tree.layoutEpoch` changing lays the tree out again by `tree.initialLayout`, over the
 * rows as they are now, keeping rows opened or closed by hand — in the same render, before
 * arborist sees data — unless the tree was laid out in bulk since (`useOpenLayout`).
 */
export const ReadOnlyTree = forwardRef<
  ReadOnlyTreeHandle,
  {
    tree: FlatTree;
    /** The selected row's index in the flat rows (from the URL), if any. */
    selectedIndex: number | undefined;
    onSelectRow: (row: TreeRow) => void;
    renderRow: (row: TreeRow, state: TreeRowState) => ReactNode;
    indent: number;
    fullWidthRows?: boolean;
    "aria-label": string;
  }
>(function ReadOnlyTree(props, ref) {
  const { tree, selectedIndex, onSelectRow } = props;
  const { nest, isFiltered } = tree;
  const selected = useMemo(
    () => tree.selection(selectedIndex),
    [tree, selectedIndex],
  );
  const [sizeRef, measured] = useElementSize<HTMLDivElement>();
  // Arborist mounts when the tree has a size, and that size comes from a ResizeObserver:
  // an update React would render in one task. Deferred, the mount is rendered in slices.
  const size = useDeferredValue(measured);
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
  const { layout, handLayouts, relayout } = useOpenLayout(
    tree.initialLayout,
    tree.layoutEpoch,
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
  const layoutKey = isFiltered ? "filtered" : `${layout.version}`;
  const nested = useNestedRows({
    nest,
    layoutKey,
    openByDefault,
    initialOpenState,
  });
  const { isOpen, noteToggle } = nested;
  // What arborist and the rows show: the rows and their open state, together.
  const shown = useCommittedValue(
    useMemo(
      () => ({ data: nested.data, isOpen: nested.isOpen }),
      [nested.data, nested.isOpen],
    ),
  );
  const { data } = shown;
  // Arborist mounts once it has a size, and stays mounted.
  const mountKey = size.height > 0 ? "tree" : null;
  const isFilteredRef = useRef(isFiltered);
  isFilteredRef.current = isFiltered;
  const isOpenRef = useRef(isOpen);
  isOpenRef.current = isOpen;
  const setRowOpen = useCallback(
    (id: string, open: boolean) => {
      if (isOpenRef.current(id) === open) return;
      noteToggle(id, open);
      if (!isFilteredRef.current) toggled.current[id] = open;
    },
    [noteToggle],
  );
  const toggle = useCallback(
    (id: string) => setRowOpen(id, !isOpenRef.current(id)),
    [setRowOpen],
  );
  const openRows = useCallback(
    (ids: readonly string[]) => {
      for (const id of ids) setRowOpen(id, true);
    },
    [setRowOpen],
  );
  const setLayout = useCallback(
    (next: (current: OpenMap) => Omit<OpenLayout, "version">) =>
      relayout((previous) => {
        const current = { ...previous.initialOpenState, ...toggled.current };
        toggled.current = {};
        return next(current);
      }),
    [relayout],
  );
  useImperativeHandle(ref, () => ({
    setAllOpen: (isOpen) =>
      setLayout(() => ({ openByDefault: isOpen, initialOpenState: {} })),
    setSubtreeOpen: (index, isOpen) =>
      setLayout((current) => ({
        openByDefault: layout.openByDefault,
        initialOpenState: tree.openSubtree(index, current, isOpen),
      })),
    focus: () => {
      const api = treeRef.current;
      api?.focus(api.selectedNodes[0] ?? api.firstNode);
    },
    moveSelection: (direction) => {
      const api = treeRef.current;
      if (!api) return;
      // DOM focus into the tree first: arborist focuses a row's element only while it has it.
      hostRef.current?.querySelector<HTMLElement>('[role="tree"]')?.focus({
        preventScroll: true,
      });
      const current = api.selectedNodes[0];
      if (!current) return api.focus(api.firstNode);
      api.focus(current, { scroll: false });
      api.focus(direction === 1 ? api.nextNode : api.prevNode);
    },
  }));

  // What the person asked to see anew — a filter's answer, the filter cleared, a layout made
  // in bulk — shows from its top, as a new tree would; the selection is brought into view
  // after (`useTreeSelection`, a frame later). A layout by the budget keeps the scroll.
  const filterAnswer = isFiltered ? nest : null;
  useEffect(() => {
    treeRef.current?.scrollToOffset(0);
  }, [isFiltered, filterAnswer, handLayouts]);
  const handleSelect = useTreeSelection({
    treeRef,
    selected,
    onSelectRow,
    openRows,
    mountKey,
    layoutKey,
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
    const api = treeRef.current;
    if (!api || event.currentTarget.contains(event.relatedTarget)) return;
    const current = api.selectedNodes[0];
    if (current && !current.isFocused) api.focus(current, { scroll: false });
  };
  const rowContext = useMemo(
    () => ({
      renderRow: props.renderRow,
      width: props.fullWidthRows ? size.width : null,
      isOpen: shown.isOpen,
      toggle,
    }),
    [props.renderRow, props.fullWidthRows, size.width, shown.isOpen, toggle],
  );
  // The tree's own keys are marked handled, so the page's one-key commands skip them.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (handleTreeKey(event, treeRef.current, (node) => onSelectRow(node.data)))
      event.preventDefault();
  };
  // The keys that open and close rows, before arborist's own handler (which would change
  // its open state, not ours).
  const handleOpenKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (handleOpenKey(event, treeRef.current, isOpen, setRowOpen)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <RowRendererContext.Provider value={rowContext}>
      <div
        ref={containerRef}
        className="h-full min-h-0 w-full"
        onKeyDown={handleKeyDown}
        onKeyDownCapture={handleOpenKeys}
        onFocus={handleFocusIn}
      >
        {mountKey !== null && (
          <Tree<TreeRow>
            key={mountKey}
            ref={treeRef}
            className={LIST_CLASS}
            data={data}
            openByDefault
            width={size.width}
            height={size.height}
            rowHeight={TREE_ROW_HEIGHT}
            indent={props.indent}
            onSelect={handleSelect}
            onFocus={handleFocusRow}
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

/**
 * On arborist's scrolling list. While a list scrolls, and for 150 ms after, react-window
 * turns pointer events off on the rows' container (`pointer-events: none`, to spare hover
 * repaints). A click that starts just as the list scrolls — a row clicked right after the
 * wheel, or a row scrolled into view and clicked at once — then ends on the container, not
 * the row, and is lost. The rows take pointer events at all times.
 */
const LIST_CLASS = "[&>div]:!pointer-events-auto";

/**
 * `value` as of the last commit, taken in a synchronous render. Arborist rebuilds its node
 * model while it renders, on one shared object (`TreeApi.update`, called from a `useMemo`).
 * New rows arrive in renders React may interrupt (a filter's answer is deferred, a
 * streaming trace's snapshot is a transition), and an interrupted render leaves that model
 * ahead of the screen: a row that re-renders meanwhile (the list scrolled) asks arborist for
 * an index the new rows no longer have, and arborist throws ("Could not find node for
 * index"). Set from a layout effect, the rows reach arborist in a render that runs to its
 * end before anything else, and before the browser paints. The rows' open state goes with
 * them, so a row's ▸ or ▾ is always the one of the rows arborist shows (and the rows render
 * once for a change, not once before arborist has it and again after).
 */
function useCommittedValue<T>(value: T): T {
  const [committed, setCommitted] = useState(value);
  useLayoutEffect(() => setCommitted(value), [value]);
  return committed;
}

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
  const { isOpen } = useContext(RowRendererContext);
  const isTabStop =
    node.isSelected ||
    (node.rowIndex === 0 && node.tree.selectedIds.size === 0);
  return (
    <div
      {...attrs}
      aria-expanded={node.isInternal ? isOpen(node.id) : undefined}
      tabIndex={isTabStop ? 0 : -1}
      ref={innerRef}
      onClick={node.handleClick}
    >
      {children}
    </div>
  );
}

function TreeNode({ node, style }: NodeRendererProps<TreeRow>) {
  const { renderRow, width, isOpen, toggle } = useContext(RowRendererContext);
  return (
    <div
      style={width === null ? style : { ...style, width }}
      className="h-full overflow-hidden"
    >
      {renderRow(node.data, {
        isInternal: node.isInternal,
        isOpen: node.isInternal && isOpen(node.id),
        isSelected: node.isSelected,
        isFocused: node.isFocused,
        onToggle: () => toggle(node.id),
      })}
    </div>
  );
}
