/**
 * The one flat-to-nested helper: a tree widget wants nested nodes, and the model keeps
 * every tree flat, in pre-order, with parent and child indexes — a run's steps and a run
 * diff's aligned rows alike (`FlatRow`). Each node is `{id, index, children}`; leaves have
 * `children: null` so the widget draws them without a toggle.
 *
 * Approach: one pass in index order (pre-order puts a parent before its children, and
 * children in order), no recursion, so a 3,000-level chain nests like a flat list.
 * `nestRows` of a `shown` subset (a filter's answer: `withAncestors(matches)`) costs
 * O(shown · log shown), so a filter on a 100,000-row tree hands the widget a tree the size
 * of the answer. The open-state helpers key rows by the same ids.
 *
 * Depth: the tree widget builds its nodes recursively (a 5,000-level chain overflowed the
 * stack and replaced the whole page), and a row indented thousands of levels is off screen
 * anyway. Rows deeper than `MAX_NESTED_DEPTH` are nested under their ancestor at the last
 * nested level, in order, so every step is still listed; their dotted paths say where they
 * really are, and `deepestLevel` lets the page say the tree was flattened.
 */

import {
  childGroup,
  childPosition,
  CHILD_GROUP_SIZE,
  groupId,
  isGrouped,
  type ChildGroup,
} from "./child-groups";

/** Levels of nesting handed to the tree widget; deeper rows are listed under the last one. */
export const MAX_NESTED_DEPTH = 100;

export interface FlatRow {
  /** Index of the parent row, or -1 at the top. */
  parent: number;
  depth: number;
  children: readonly number[];
}

export interface TreeRow {
  /** Stable across re-reads of the same data, so selection and open state survive. */
  id: string;
  /** The row's index; for a group row, its parent's. */
  index: number;
  children: TreeRow[] | null;
  /** Set on a group row: a range of its parent's children (`child-groups.ts`). */
  group?: ChildGroup;
}

/** Open state by row id, as react-arborist keeps it. */
export type OpenMap = Record<string, boolean>;

/**
 * The rows nested; only `shown` ones (ascending index order not required) when given.
 * With `isOpen`, the children of a closed row are withheld (`children: []`, so it still
 * has a toggle): the widget builds an object per row it is given on every change, and a
 * closed row's subtree is not on screen. Opening it means nesting again.
 */
export function nestRows(
  rows: readonly FlatRow[],
  idOf: (index: number) => string,
  shown?: ReadonlySet<number> | null,
  isOpen?: (id: string) => boolean,
  /** What a group row calls its first and last rows: their ids unless the tree says otherwise. */
  labelOf: (index: number) => string = idOf,
): TreeRow[] {
  const order = shown ? [...shown].sort((a, b) => a - b) : null;
  const count = order ? order.length : rows.length;
  // Filled for the rows visited only: typed arrays and a map, so a nesting that skips most
  // rows neither reads nor allocates per row of the tree.
  const parentOf = new Int32Array(rows.length);
  const states = new Uint8Array(rows.length);
  const nodes = new Map<number, TreeRow>();
  const roots: TreeRow[] = [];
  // The group row each grouped parent is filling, by the parent's index.
  const groups = new Map<number, { number: number; node: TreeRow }>();
  // Pre-order: a row's nested parent is placed (or not) before the row.
  for (let at = 0; at < count; at++) {
    const index = order ? order[at]! : at;
    const row = rows[index]!;
    const parentIndex = nestedParent(rows, row, parentOf);
    parentOf[index] = parentIndex;
    const parentState = parentIndex < 0 ? ABSENT : states[parentIndex]!;
    if (parentState === WITHHELD) {
      states[index] = WITHHELD;
      continue;
    }
    const parent = nodes.get(parentIndex);
    if (parentState === CLOSED) {
      parent!.children ??= [];
      states[index] = WITHHELD;
      continue;
    }
    let siblings = parentState === ABSENT ? roots : (parent!.children ??= []);
    if (
      parentState === OPEN &&
      isGrouped(rows, parentIndex, MAX_NESTED_DEPTH)
    ) {
      // A row listed beside its ancestor past the depth bound goes in the group that holds
      // that ancestor, filled just before it (pre-order).
      let filling = groups.get(parentIndex);
      const number =
        parentIndex === row.parent
          ? Math.floor(
              childPosition(rows, parentIndex, index) / CHILD_GROUP_SIZE,
            )
          : filling!.number;
      if (filling?.number !== number) {
        const { lastChild, ...group } = childGroup(
          rows,
          labelOf,
          parentIndex,
          number,
        );
        const node: TreeRow = {
          id: groupId(parent!.id, number),
          index: parentIndex,
          children: [],
          group,
        };
        siblings.push(node);
        filling = { number, node };
        groups.set(parentIndex, filling);
        if (isOpen !== undefined && !isOpen(node.id)) {
          // A closed group withholds its children's rows: skip them whole.
          states[index] = WITHHELD;
          const end = subtreeEnd(rows, lastChild);
          if (!order) at = end;
          else while (at + 1 < count && order[at + 1]! <= end) at++;
          continue;
        }
      }
      siblings = filling.node.children!;
    }
    const node: TreeRow = {
      id: idOf(index),
      index,
      // A row past the depth bound lists its descendants beside it, not under it.
      children:
        !order && row.children.length > 0 && row.depth < MAX_NESTED_DEPTH
          ? []
          : null,
    };
    nodes.set(index, node);
    const isClosed = isOpen !== undefined && !isOpen(node.id);
    states[index] = isClosed ? CLOSED : OPEN;
    siblings.push(node);
    // A closed row's subtree is the run of rows after it (pre-order), all withheld: skip
    // it whole, so a large tree with closed rows costs the rows that show, not every row.
    if (isClosed && node.children !== null) at = subtreeEnd(rows, index);
  }
  return roots;
}

/** What `nestRows` did with a row: not given (or not yet seen), placed open or closed, withheld. */
const ABSENT = 0;
const OPEN = 1;
const CLOSED = 2;
const WITHHELD = 3;

/**
 * A row's parent in the nested tree: its own, or for a row past the bound, its ancestor at
 * the last nested level (`parentOf` holds it for the row's parent, visited first).
 */
function nestedParent(
  rows: readonly FlatRow[],
  row: FlatRow,
  parentOf: Int32Array,
): number {
  return row.depth >= MAX_NESTED_DEPTH &&
    rows[row.parent]!.depth >= MAX_NESTED_DEPTH
    ? parentOf[row.parent]!
    : row.parent;
}

/**
 * The last row of `index`'s subtree: its last child's last child, and so on — O(depth).
 * Child lists may name rows past `rows` (a snapshot of a trace still arriving shares its
 * lists with later ones): those are not in this tree.
 */
function subtreeEnd(rows: readonly FlatRow[], index: number): number {
  let end = index;
  for (;;) {
    const children = rows[end]!.children;
    let last = children.length - 1;
    while (last >= 0 && children[last]! >= rows.length) last--;
    if (last < 0) return end;
    end = children[last]!;
  }
}

/** The deepest level of the rows (0 at the top): above `MAX_NESTED_DEPTH`, the tree shows them flattened. */
export function deepestLevel(rows: readonly FlatRow[]): number {
  let deepest = 0;
  for (const row of rows) if (row.depth > deepest) deepest = row.depth;
  return deepest;
}

/** The given rows and every ancestor of them: what a filter shows. O(m · depth), less when ancestors are shared. */
export function withAncestors(
  rows: readonly FlatRow[],
  indexes: Iterable<number>,
): Set<number> {
  const shown = new Set<number>();
  for (const index of indexes) {
    for (let row = index; row >= 0 && !shown.has(row); row = rows[row]!.parent)
      shown.add(row);
  }
  return shown;
}

/** A row to select in a tree widget: its id, and its ancestors' ids (to open), outermost first. */
export function treeSelection(
  rows: readonly FlatRow[],
  idOf: (index: number) => string,
  index: number | undefined,
): { id: string; ancestorIds: string[] } | null {
  return index === undefined
    ? null
    : { id: idOf(index), ancestorIds: ancestorIds(rows, idOf, index) };
}

/** Ids of a row's ancestors, outermost first: the group rows that hold it among them. */
export function ancestorIds(
  rows: readonly FlatRow[],
  idOf: (index: number) => string,
  index: number,
): string[] {
  const ids: string[] = [];
  for (let row = index; rows[row]!.parent >= 0; row = rows[row]!.parent) {
    const parent = rows[row]!.parent;
    const parentId = idOf(parent);
    if (isGrouped(rows, parent, MAX_NESTED_DEPTH))
      ids.push(
        groupId(
          parentId,
          Math.floor(childPosition(rows, parent, row) / CHILD_GROUP_SIZE),
        ),
      );
    ids.push(parentId);
  }
  return ids.reverse();
}

/** Rows a tree shows fully open; a larger tree opens only as far as `openWithinBudget` says. */
export const FULLY_OPEN_LIMIT = 2000;

/**
 * How a tree opens: fully open when it has at most `budget` rows; otherwise rows open in
 * reading order until `budget` rows show, and every row after that point starts closed —
 * except rows `keepOpen` names (e.g. every row on the way to a change). The tree widget
 * builds an object per row it shows on every change, so a 100,000-step run opened fully
 * blocks the page for hundreds of milliseconds per snapshot; opened this way it shows its
 * first branches in full and the rest as closed rows, a few thousand in all.
 *
 * A row's state depends only on the rows before it, so a trace read in pre-order gets the
 * same answer for the rows it already has as each snapshot grows — and once a snapshot is
 * over the budget, every row still to come starts closed (`openByDefault: false`).
 */
export function openWithinBudget(
  rows: readonly FlatRow[],
  idOf: (index: number) => string,
  budget: number = FULLY_OPEN_LIMIT,
  keepOpen?: (index: number) => boolean,
): { openByDefault: boolean; initialOpenState: OpenMap } {
  if (rows.length <= budget)
    return { openByDefault: true, initialOpenState: {} };
  const parentOf = new Int32Array(rows.length);
  const isOpen = new Uint8Array(rows.length);
  const open: OpenMap = {};
  // The group each grouped parent is in, by the parent's index (`child-groups.ts`).
  const groups = new Map<number, number>();
  let shown = 0;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    const parent = nestedParent(rows, row, parentOf);
    parentOf[index] = parent;
    if (parent >= 0 && isOpen[parent] === 0) continue;
    if (
      parent >= 0 &&
      parent === row.parent &&
      isGrouped(rows, parent, MAX_NESTED_DEPTH)
    ) {
      const number = Math.floor(
        childPosition(rows, parent, index) / CHILD_GROUP_SIZE,
      );
      if (groups.get(parent) !== number) {
        groups.set(parent, number);
        // The group's own row, open while within the budget like any row.
        shown++;
        if (shown <= budget) open[groupId(idOf(parent), number)] = true;
        else {
          const { lastChild } = childGroup(rows, idOf, parent, number);
          index = subtreeEnd(rows, lastChild);
          continue;
        }
      }
    }
    shown++;
    if (row.children.length === 0) continue;
    if (shown <= budget || (keepOpen?.(index) ?? false)) {
      isOpen[index] = 1;
      open[idOf(index)] = true;
    } else if (row.depth < MAX_NESTED_DEPTH) index = subtreeEnd(rows, index);
  }
  return { openByDefault: false, initialOpenState: open };
}

/** `current` with every row of one subtree opened (and its ancestors, so it shows) or closed. */
export function openSubtree(
  rows: readonly FlatRow[],
  idOf: (index: number) => string,
  rootIndex: number,
  current: Readonly<OpenMap>,
  isOpen: boolean,
): OpenMap {
  const next = { ...current };
  const stack = [rootIndex];
  while (stack.length > 0) {
    const index = stack.pop()!;
    const row = rows[index]!;
    if (row.children.length > 0) next[idOf(index)] = isOpen;
    for (const child of row.children) stack.push(child);
  }
  if (isOpen)
    for (const id of ancestorIds(rows, idOf, rootIndex)) next[id] = true;
  return next;
}

/** Whether two nestings name the same rows in the same places: a widget given one can keep the other. */
export function sameNesting(
  a: readonly TreeRow[],
  b: readonly TreeRow[],
): boolean {
  const stack: [readonly TreeRow[], readonly TreeRow[]][] = [[a, b]];
  while (stack.length > 0) {
    const [left, right] = stack.pop()!;
    if (left.length !== right.length) return false;
    for (let at = 0; at < left.length; at++) {
      const x = left[at]!;
      const y = right[at]!;
      if (x.index !== y.index || x.id !== y.id) return false;
      if (x.group?.to !== y.group?.to || x.group?.of !== y.group?.of)
        return false;
      if (x.children === null || y.children === null) {
        if (x.children !== y.children) return false;
      } else stack.push([x.children, y.children]);
    }
  }
  return true;
}
