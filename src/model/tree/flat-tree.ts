import {
  FULLY_OPEN_LIMIT,
  nestRows,
  openSubtree,
  openWithinBudget,
  sameNesting,
  treeSelection,
  withAncestors,
  type FlatRow,
  type OpenMap,
  type TreeRow,
} from "./nest-rows";

/**
 * One flat tree as the tree widget (`ui/tree/ReadOnlyTree`) drives it: a run's steps and a
 * diff's aligned rows alike, so both trees are one component fed different data. Built once
 * per change of rows or filter; every function is the `nest-rows` helper over these rows.
 */
export interface FlatTree {
  /** Rows a filter's answer keeps (the matches and their ancestors); null: every row. */
  isFiltered: boolean;
  /**
   * The rows nested for an open state: closed rows' children withheld (decision 1920);
   * `previous` itself when it nests the same rows in the same places, so a widget given it
   * does not rebuild.
   */
  nest: (
    isOpen: (id: string) => boolean,
    previous?: readonly TreeRow[] | null,
  ) => readonly TreeRow[];
  /** How the tree opens: within the row budget (decision 1453). */
  initialLayout: () => { openByDefault: boolean; initialOpenState: OpenMap };
  /** Changes once, when the rows pass the budget: the tree is laid out again then. */
  layoutEpoch: number;
  /** `current` with one subtree opened (with its ancestors) or closed. */
  openSubtree: (index: number, current: OpenMap, isOpen: boolean) => OpenMap;
  /** A row to select: its id and its ancestors' ids. */
  selection: (
    index: number | undefined,
  ) => { id: string; ancestorIds: string[] } | null;
}

/**
 * The tree of `rows` (pre-order flat rows, ids from `idOf`), showing only `matches` and
 * their ancestors when given; `keepOpen` names rows a large tree opens past its budget;
 * `labelOf` names rows in group labels (their ids by default).
 * O(matches · depth) to build; each function costs what its helper does.
 */
export function flatTree(
  rows: readonly FlatRow[],
  idOf: (index: number) => string,
  matches: Iterable<number> | null,
  keepOpen?: (index: number) => boolean,
  /** What a group of a wide row's children calls its first and last rows (`child-groups.ts`). */
  labelOf?: (index: number) => string,
): FlatTree {
  const shown = matches ? withAncestors(rows, matches) : null;
  return {
    isFiltered: shown !== null,
    nest: (isOpen, previous) => {
      const next = nestRows(rows, idOf, shown, isOpen, labelOf);
      return previous && sameNesting(previous, next) ? previous : next;
    },
    initialLayout: () =>
      openWithinBudget(rows, idOf, FULLY_OPEN_LIMIT, keepOpen),
    layoutEpoch: rows.length > FULLY_OPEN_LIMIT ? 1 : 0,
    openSubtree: (index, current, isOpen) =>
      openSubtree(rows, idOf, index, current, isOpen),
    selection: (index) => treeSelection(rows, idOf, index),
  };
}
