import { useCallback, useEffect, useRef, type RefObject } from "react";
import type { NodeApi, TreeApi } from "react-arborist";

/**
 * Props every read-only tree here passes to react-arborist: single selection, no editing,
 * no drag and drop, a few rows rendered beyond the viewport.
 */
export const READ_ONLY_TREE_PROPS = {
  overscanCount: 8,
  disableMultiSelection: true,
  disableEdit: true,
  disableDrag: true,
  disableDrop: true,
} as const;

/** react-window's list inside arborist; its types are not installed, so the one method used is named. */
interface ScrollableList {
  scrollToItem(index: number, align: "smart"): void;
}

/**
 * A react-arborist tree whose selection lives outside it (in the URL), without arborist's
 * `selection` prop: arborist rebuilds its whole node model whenever any prop changes
 * identity, O(n) per click on a 100,000-row tree (decision 0600). The selection is applied
 * imperatively — again after a remount or new data — and scrolled into view; the returned
 * `onSelect` handler is stable and reports only selections the URL does not have yet.
 */
export function useTreeSelection<T>({
  treeRef,
  selectedId,
  onSelectNode,
  data,
  layoutVersion,
  isMounted,
}: {
  treeRef: RefObject<TreeApi<T> | null>;
  selectedId: string | undefined;
  onSelectNode: (node: NodeApi<T>) => void;
  /** The tree's data and layout version: when they change the selection is applied again. */
  data: unknown;
  layoutVersion: number;
  /** False until the tree is rendered (it waits for its container's size). */
  isMounted: boolean;
}): (nodes: NodeApi<T>[]) => void {
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const onSelectRef = useRef(onSelectNode);
  onSelectRef.current = onSelectNode;

  useEffect(() => {
    const tree = treeRef.current;
    if (!tree) return;
    if (selectedId === undefined) {
      // Only when something is selected: a dispatch re-renders every visible row.
      if (tree.selectedNodes.length > 0) tree.deselectAll();
      return;
    }
    if (tree.selectedNodes[0]?.id !== selectedId)
      tree.select(selectedId, { focus: false });
    // Scrolled into view again on the next frame, once arborist has applied the state its own
    // effects dispatch (clearing a filter resets its open map). Straight to the list, not
    // `tree.scrollTo`: that dispatches "open" for every ancestor, which rebuilds the whole
    // node model even when they are open. A row a filter hides has no index: nothing to do.
    const frame = requestAnimationFrame(() => {
      const row = tree.idToIndex[selectedId];
      const list = tree.list.current as ScrollableList | null;
      if (row !== undefined) list?.scrollToItem(row, "smart");
    });
    return () => cancelAnimationFrame(frame);
  }, [treeRef, selectedId, data, layoutVersion, isMounted]);

  return useCallback((nodes: NodeApi<T>[]) => {
    const node = nodes[0];
    if (node && node.id !== selectedRef.current) onSelectRef.current(node);
  }, []);
}
