import { useCallback, useEffect, useRef, type RefObject } from "react";
import type { NodeApi, TreeApi } from "react-arborist";

/**
 * A react-arborist tree whose selection lives in the URL, through its public API only and
 * without its `selection` prop: arborist rebuilds its whole node model when any prop
 * changes identity, O(n) per click on a 100,000-row tree (decision 1920).
 *
 * Applied in an effect, again after a remount, new data or a new height. Closed ancestors
 * are opened (`tree.open`, whose `onToggle` has the wrapper nest their rows) when the
 * selection or the mount changes, not on every change of data: a person who closes a row
 * above the selection keeps it closed. The row is selected with `setSelection` (not
 * `select`, whose scroll searches the whole tree), and on a later frame,
 * once arborist lists it, scrolled into view by offset. The returned handler is stable and
 * reports only selections the URL does not have yet.
 */
export function useTreeSelection<T extends { id: string }>({
  treeRef,
  selected,
  onSelectRow,
  mountKey,
  data,
  height,
}: {
  treeRef: RefObject<TreeApi<T> | null>;
  /** The selected row, with the ids of its ancestors (opened so it shows). */
  selected: { id: string; ancestorIds: readonly string[] } | null;
  onSelectRow: (row: T) => void;
  /** The mounted instance and its rows: the selection is applied again when they change. */
  mountKey: string | null;
  data: unknown;
  /** The tree's height: a band that opens above it shrinks it, and the selection stays in view. */
  height: number;
}): (nodes: NodeApi<T>[] | NodeApi<T>) => void {
  const selectedId = selected?.id;
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const onSelectRef = useRef(onSelectRow);
  onSelectRef.current = onSelectRow;
  const ancestors = selected?.ancestorIds.join("\u0000") ?? "";
  // The first time a selection is brought into view it is centred (a deep link, a jump);
  // after that only the least scroll keeps it in view, so new rows or a shorter pane do not
  // move what the person is reading.
  const centredRef = useRef<string | undefined>(undefined);

  useEffect(() => {
    const tree = treeRef.current;
    if (tree && ancestors)
      for (const id of ancestors.split("\u0000")) tree.open(id);
  }, [treeRef, selectedId, ancestors, mountKey]);

  useEffect(() => {
    // The URL dropped its step: only then, not on new data or a new height, when arborist's
    // selection may be a click whose step is not in the URL yet. Only when something is
    // selected: a dispatch re-renders every visible row.
    const tree = treeRef.current;
    if (tree && selectedId === undefined && tree.selectedNodes.length > 0)
      tree.deselectAll();
  }, [treeRef, selectedId]);

  useEffect(() => {
    const tree = treeRef.current;
    if (!tree || selectedId === undefined) return;
    const ids = [selectedId];
    if (!tree.isSelected(selectedId))
      tree.setSelection({ ids, anchor: selectedId, mostRecent: selectedId });
    // Arborist may list the row a frame or two later (a remount, a row just opened): try
    // again for a few frames before leaving it to the next change of data.
    let frame = 0;
    const bringIntoView = (triesLeft: number) => {
      frame = requestAnimationFrame(() => {
        const isFirst = centredRef.current !== selectedId;
        if (scrollRowIntoView(tree, selectedId, isFirst))
          centredRef.current = selectedId;
        else if (triesLeft > 0) bringIntoView(triesLeft - 1);
      });
    };
    bringIntoView(SCROLL_TRIES);
    return () => cancelAnimationFrame(frame);
  }, [treeRef, selectedId, mountKey, data, height]);

  // Arborist's `onSelect` (rows) and `onFocus` (a row): the focus row is the selection.
  return useCallback((nodes: NodeApi<T>[] | NodeApi<T>) => {
    const node = Array.isArray(nodes) ? nodes[0] : nodes;
    if (node && node.id !== selectedRef.current) onSelectRef.current(node.data);
  }, []);
}

/** Frames the selection effect waits at most for arborist to list the selected row. */
const SCROLL_TRIES = 10;

/**
 * Like react-window's "smart" alignment (nothing when in view, the least scroll when near,
 * centred when far or `isCentred`), by offset. False for a row arborist does not list.
 */
function scrollRowIntoView<T>(
  tree: TreeApi<T>,
  id: string,
  isCentred: boolean,
) {
  const index = tree.indexOf(id);
  if (index === null || index === undefined) return false;
  const [top, size] = [tree.rowTopPosition(index), tree.rowHeightAt(index)];
  const [from, height] = [tree.scrollOffset, tree.height];
  if (top >= from && top + size <= from + height) return true;
  const isFar =
    isCentred || top + size < from - height || top > from + 2 * height;
  const offset = top < from ? top : top + size - height;
  tree.scrollToOffset(isFar ? top - (height - size) / 2 : offset);
  return true;
}
