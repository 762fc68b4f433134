import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
} from "react";
import type { DiffNode, RunDiff } from "../../model/diff/diff-run";
import {
  nestRows,
  FULLY_OPEN_LIMIT,
  openWithinBudget,
  treeSelection,
  withAncestors,
} from "../../model/tree/nest-rows";
import {
  ReadOnlyTree,
  type ReadOnlyTreeHandle,
  useRowRenderer,
} from "../../ui/tree/ReadOnlyTree";
import { CompareTreeRow } from "./CompareTreeRow";
import type { CompareRowView } from "./compare-row-view";

export interface CompareTreeHandle {
  expandAll(): void;
  collapseAll(): void;
}

/**
 * The aligned step trees of two runs as one tree: each row holds the other run's step on
 * the left and this run's on the right, rows as wide as the tree so both halves line up.
 * The read-only tree wrapper drives it as it drives the step tree (decision 1002); "Hide
 * unchanged" hands it the rows that differ and their ancestors.
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
  const treeRef = useRef<ReadOnlyTreeHandle>(null);
  const keyOf = useCallback((index: number) => diff.nodes[index]!.key, [diff]);
  const shown = useMemo(
    () =>
      hideUnchanged ? withAncestors(diff.nodes, differingRows(diff)) : null,
    [diff, hideUnchanged],
  );
  const nest = useCallback(
    (isOpen: (id: string) => boolean) =>
      nestRows(diff.nodes, keyOf, shown, isOpen),
    [diff, keyOf, shown],
  );
  const initialLayout = () =>
    openWithinBudget(diff.nodes, keyOf, FULLY_OPEN_LIMIT, (index) =>
      leadsToChange(diff.nodes[index]!),
    );
  useImperativeHandle(ref, () => ({
    expandAll: () => treeRef.current?.setAllOpen(true),
    collapseAll: () => treeRef.current?.setAllOpen(false),
  }));

  const selectedIndex =
    selectedKey !== undefined ? diff.byKey.get(selectedKey) : undefined;
  const selected = useMemo(
    () => treeSelection(diff.nodes, keyOf, selectedIndex),
    [diff, keyOf, selectedIndex],
  );
  const renderRow = useRowRenderer(rows, CompareTreeRow);

  return (
    <ReadOnlyTree
      ref={treeRef}
      nest={nest}
      isFiltered={shown !== null}
      initialLayout={initialLayout}
      selected={selected}
      onSelectRow={(row) => onSelectRow(row.index)}
      renderRow={renderRow}
      indent={0}
      fullWidthRows
      aria-label="Aligned steps"
    />
  );
});

/** Rows that differ between the runs: what "Hide unchanged" keeps (with their ancestors). */
function differingRows(diff: RunDiff): number[] {
  const rows: number[] = [];
  diff.nodes.forEach((node, index) => {
    if (node.status !== "same") rows.push(index);
  });
  return rows;
}

/** A paired row with a change below it: opened on a large diff so the change shows. */
function leadsToChange(node: DiffNode): boolean {
  return (
    node.hasChangedDescendant &&
    node.status !== "added" &&
    node.status !== "removed"
  );
}
