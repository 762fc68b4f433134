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
  type NodeRendererProps,
  type RowRendererProps,
  type TreeApi,
} from "react-arborist";
import type { FlatTree } from "../../model/tree/flat-tree";
import type { OpenMap, TreeRow } from "../../model/tree/nest-rows";
import { useElementSize } from "../useElementSize";
import { ChildGroupRow } from "./ChildGroupRow";
import { TREE_ROW_HEIGHT } from "./tree-row-height";
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
  /** Moves the selection one visible row down (1) or up (-1), focused; with none, the first row. */
  moveSelection(direction: 1 | -1): void;
}

/**
 * The tree's open state as arborist has it (`openByDefault`, and the open map it mounted
 * with plus every `onToggle` since), `filtered` for a filter's answer; `version` counts the
 * mounts, one per layout made in bulk (`byHand`) or by the budget (at a new `epoch`).
 */
interface Layout {
  version: number;
  epoch: number;
  byHand: boolean;
  openByDefault: boolean;
  open: OpenMap;
  filtered: OpenMap;
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
 * The one react-arborist wrapper, both trees' (decision 1920): virtualised, fixed row
 * height, read-only, single selection from the URL (`useTreeSelection`). Arborist owns the
 * open state, its toggles and its keys; the wrapper hands it only the rows that can show
 * (`tree.nest`: a closed row's children withheld), nesting again on each `onToggle`, and
 * remounts it with `initialOpenState` for a layout made in bulk (Expand all, Collapse all, a
 * subtree, the budget's layout when `tree.layoutEpoch` changes) and between a filter's
 * answer (fully open) and the whole tree (as it was left). Every prop stays stable while
 * only the selection moves. A wide row's children come in group rows (decision 1940),
 * drawn here, opened and closed but never selected.
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
  const { tree, selectedIndex, onSelectRow: onSelectDataRow } = props;
  // A group of a wide row's children opens and closes, never selected: it is not a data row.
  const onSelectRow = useCallback(
    (row: TreeRow) => {
      if (!row.group) onSelectDataRow(row);
    },
    [onSelectDataRow],
  );
  const { nest, isFiltered } = tree;
  const [sizeRef, measured] = useElementSize<HTMLDivElement>();
  // From a ResizeObserver, an update React renders in one task; deferred, arborist's mount
  // is rendered in slices.
  const size = useDeferredValue(measured);
  const treeRef = useRef<TreeApi<TreeRow> | null>(null);

  // A layout opens the selection's ancestors too (a deep link's row shows in the first
  // render, not after the selection effect opens them one by one).
  const laidOutWithSelection = () =>
    laidOut(tree.initialLayout(), tree.selection(selectedIndex));
  const [state, setState] = useState<Layout>(() => ({
    version: 0,
    epoch: tree.layoutEpoch,
    byHand: false,
    filtered: {},
    ...laidOutWithSelection(),
  }));
  let layout = state;
  if (state.epoch !== tree.layoutEpoch) {
    // The budget's layout, decided in the render that sees the new epoch, so its rows are
    // nested by it (decision 1453); rows toggled by hand stay, a bulk layout wins.
    const next = laidOutWithSelection();
    layout = state.byHand
      ? { ...state, epoch: tree.layoutEpoch }
      : {
          ...state,
          epoch: tree.layoutEpoch,
          version: state.version + 1,
          openByDefault: next.openByDefault,
          open: { ...next.open, ...state.open },
        };
    setState(layout);
  }
  const openMap = isFiltered ? layout.filtered : layout.open;
  const openByDefault = isFiltered || layout.openByDefault;
  const mountKey = isFiltered ? "filtered" : `${layout.version}`;
  // What arborist starts from, taken when the mount key changes.
  const [mounted, setMounted] = useState({ mountKey, openMap });
  if (mounted.mountKey !== mountKey) setMounted({ mountKey, openMap });

  // The same rows in the same places keep the last array: arborist does not rebuild.
  const last = useRef<readonly TreeRow[] | null>(null);
  const nested = useMemo(
    () => nest((id) => openMap[id] ?? openByDefault, last.current),
    [nest, openMap, openByDefault],
  );
  last.current = nested;
  const data = useCommittedValue(nested);

  const isFilteredRef = useRef(isFiltered);
  isFilteredRef.current = isFiltered;
  const handleToggle = useCallback((id: string) => {
    const isOpen = treeRef.current?.isOpen(id) ?? false;
    const side = isFilteredRef.current ? "filtered" : "open";
    setState((previous) => ({
      ...previous,
      [side]: { ...previous[side], [id]: isOpen },
    }));
  }, []);
  const setLayout = (next: (current: Layout) => Partial<Layout>) =>
    setState((previous) => ({
      ...previous,
      ...next(previous),
      version: previous.version + 1,
      byHand: true,
    }));
  useImperativeHandle(ref, () => ({
    setAllOpen: (isOpen) =>
      setLayout(() => ({ openByDefault: isOpen, open: {} })),
    setSubtreeOpen: (index, isOpen) =>
      setLayout((current) => ({
        open: tree.openSubtree(index, current.open, isOpen),
      })),
    moveSelection: (direction) => {
      const api = treeRef.current;
      if (!api) return;
      // DOM focus into the tree first (arborist's list sits in it): arborist focuses a
      // row's element only while the tree has it.
      api.listEl.current?.parentElement?.focus({ preventScroll: true });
      const current = api.selectedNodes[0];
      if (!current) return api.focus(api.firstNode);
      api.focus(current, { scroll: false });
      api.focus(direction === 1 ? api.nextNode : api.prevNode);
    },
  }));

  // A new answer of the filter shows from its top, as a new mount does.
  const filterAnswer = isFiltered ? nest : null;
  useEffect(() => treeRef.current?.scrollToOffset(0), [filterAnswer]);
  const selected = useMemo(
    () => tree.selection(selectedIndex),
    [tree, selectedIndex],
  );
  const handleSelect = useTreeSelection({
    treeRef,
    selected,
    onSelectRow,
    mountKey: size.height > 0 ? mountKey : null,
    data,
    height: size.height,
  });
  // Arborist, focused from outside (Tab, a click on its edge), focuses the row it last
  // focused, not the selected one; bring the focus to the selection.
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
    }),
    [props.renderRow, props.fullWidthRows, size.width],
  );
  // Keys arborist has handled (→, ←, `*`) or that it lacks (`j`/`k` like ↓/↑, Enter
  // selects) are marked handled, so the page's one-key commands skip them.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const api = treeRef.current;
    const target = event.target as HTMLElement;
    if (!api || event.metaKey || event.ctrlKey || event.altKey) return;
    if (target.closest("input, textarea, select")) return;
    if (event.key === "j") api.focus(api.nextNode);
    else if (event.key === "k") api.focus(api.prevNode);
    else if (event.key === "Enter" && api.focusedNode?.data.group)
      api.focusedNode.toggle();
    else if (event.key === "Enter" && api.focusedNode)
      onSelectRow(api.focusedNode.data);
    else if (!ARBORIST_KEYS.has(event.key)) return;
    event.preventDefault();
  };

  return (
    <RowRendererContext.Provider value={rowContext}>
      <div
        ref={sizeRef}
        className="h-full min-h-0 w-full"
        onKeyDown={handleKeyDown}
        onFocus={handleFocusIn}
      >
        {size.height > 0 && (
          <Tree<TreeRow>
            key={mountKey}
            ref={treeRef}
            className={LIST_CLASS}
            data={data}
            openByDefault={openByDefault}
            initialOpenState={mounted.openMap}
            onToggle={handleToggle}
            width={size.width}
            height={size.height}
            rowHeight={TREE_ROW_HEIGHT}
            indent={props.indent}
            onSelect={handleSelect}
            onFocus={handleSelect}
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

/** The keys arborist's own handler takes without marking them handled. */
const ARBORIST_KEYS = new Set(["ArrowRight", "ArrowLeft", "*"]);

function laidOut(
  layout: ReturnType<FlatTree["initialLayout"]>,
  selected: { ancestorIds: readonly string[] } | null,
) {
  const open = { ...layout.initialOpenState };
  for (const id of selected?.ancestorIds ?? []) open[id] = true;
  return { openByDefault: layout.openByDefault, open };
}

/**
 * While the list scrolls and 150 ms after, react-window turns the rows' pointer events off:
 * a click started just then ends on the container and is lost (decision 1251).
 */
const LIST_CLASS = "[&>div]:!pointer-events-auto";

/**
 * `value` as of the last commit, in a synchronous render. Arborist rebuilds its model while
 * it renders, on one shared object: a render with new rows that React interrupts (a
 * deferred filter answer, a snapshot's transition) leaves it ahead of the screen, and a row
 * re-rendered meanwhile throws "Could not find node for index" (decision 1920).
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
 * Arborist's row, with two changes: the selected row (the first while none is) is the
 * tree's tab stop (roving tabindex: arborist's rows are all -1), so Tab lands on the row
 * the URL selects and the scrolling list holds something keyboard-reachable; and a leaf
 * says nothing about being open (arborist says `aria-expanded="false"`).
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
      aria-expanded={node.isInternal ? node.isOpen : undefined}
      tabIndex={isTabStop ? 0 : -1}
      ref={innerRef}
      onClick={node.data.group ? () => node.toggle() : node.handleClick}
    >
      {children}
    </div>
  );
}

function TreeNode({ node, style }: NodeRendererProps<TreeRow>) {
  const { renderRow, width } = useContext(RowRendererContext);
  const state: TreeRowState = {
    isInternal: node.isInternal,
    isOpen: node.isOpen,
    isSelected: node.isSelected,
    isFocused: node.isFocused,
    onToggle: () => node.toggle(),
  };
  return (
    <div
      style={width === null ? style : { ...style, width }}
      className="h-full overflow-hidden"
    >
      {node.data.group ? (
        <ChildGroupRow group={node.data.group} state={state} />
      ) : (
        renderRow(node.data, state)
      )}
    </div>
  );
}
