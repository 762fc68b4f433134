/**
 * Children in groups: a row with more than `CHILD_GROUP_SIZE` children shows them in group
 * rows of that many ("1.1.1 – 1.1.1000"), each opened and closed like a row, as Chrome's
 * DevTools shows a long array in ranges. A run whose one LLM step called a tool a million
 * times has one parent with a million children: opened, it would hand the tree widget a
 * million rows, which it builds an object for on every change (seconds per change, gigabytes
 * of them). Grouped, opening it shows a thousand group rows, and a deep link opens the one
 * group that holds its step.
 *
 * A group row's id is `groupId(parent id, group number)`: never a step's id, so the tree
 * widget keeps its open state beside the steps' and the page never selects it.
 */
import type { FlatRow } from "./nest-rows";

/** Children a row shows directly; a row with more shows them in groups of this many. */
export const CHILD_GROUP_SIZE = 1000;

const GROUP_PREFIX = "group:";

/** The id of group `group` (0-based) of the row with id `parentId`. */
export const groupId = (parentId: string, group: number) =>
  `${GROUP_PREFIX}${group}:${parentId}`;

/** Whether `id` names a group row, not a row of the tree's own. */
export const isGroupId = (id: string) => id.startsWith(GROUP_PREFIX);

/**
 * What a group row shows: its first and last children's labels (a run's dotted paths), their
 * positions and the total.
 */
export interface ChildGroup {
  firstId: string;
  lastId: string;
  /** 1-based positions of its first and last child among the parent's children. */
  from: number;
  to: number;
  /** Children of the parent, all groups together. */
  of: number;
}

/**
 * Whether `parent` shows its children in groups. Only a row nested at its own level
 * (above the depth bound of `nestRows`) does: past it, rows are listed beside each other.
 */
export function isGrouped(
  rows: readonly FlatRow[],
  parent: number,
  maxNestedDepth: number,
): boolean {
  const row = rows[parent]!;
  return row.children.length > CHILD_GROUP_SIZE && row.depth < maxNestedDepth;
}

/** `child`'s 0-based position among `parent`'s children (ascending indexes): O(log children). */
export function childPosition(
  rows: readonly FlatRow[],
  parent: number,
  child: number,
): number {
  const children = rows[parent]!.children;
  let low = 0;
  let high = children.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (children[middle]! < child) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Group `group` of `parent`: what its row shows, and the last row it holds among `rows`
 * (its last child's subtree; a snapshot's child lists may name rows it does not have yet).
 */
export function childGroup(
  rows: readonly FlatRow[],
  labelOf: (index: number) => string,
  parent: number,
  group: number,
): ChildGroup & { lastChild: number } {
  const children = rows[parent]!.children;
  const from = group * CHILD_GROUP_SIZE;
  let to = Math.min(from + CHILD_GROUP_SIZE, children.length) - 1;
  while (to > from && children[to]! >= rows.length) to--;
  return {
    firstId: labelOf(children[from]!),
    lastId: labelOf(children[to]!),
    from: from + 1,
    to: to + 1,
    of: children.length,
    lastChild: children[to]!,
  };
}
