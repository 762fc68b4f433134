/**
 * A row with more children than `CHILD_GROUP_SIZE` shows them in group rows: nested,
 * opened and closed like any row, kept by a deep link's ancestors, bounded by the open
 * budget, and stable from one snapshot of a streaming trace to the next.
 */
import { describe, expect, it } from "vitest";
import {
  childPosition,
  CHILD_GROUP_SIZE,
  groupId,
  isGroupId,
} from "./child-groups";
import {
  ancestorIds,
  MAX_NESTED_DEPTH,
  nestRows,
  openWithinBudget,
  sameNesting,
  withAncestors,
  type FlatRow,
  type TreeRow,
} from "./nest-rows";

/** "1", then `calls` children "1.1" … under it, the child at `deepAt` with one child of its own. */
function wideRun(calls: number, deepAt = -1): FlatRow[] {
  const rows: { parent: number; depth: number; children: number[] }[] = [
    { parent: -1, depth: 0, children: [] },
  ];
  for (let call = 0; call < calls; call++) {
    const index = rows.length;
    rows[0]!.children.push(index);
    rows.push({ parent: 0, depth: 1, children: [] });
    if (call === deepAt) {
      rows[index]!.children.push(rows.length);
      rows.push({ parent: index, depth: 2, children: [] });
    }
  }
  return rows;
}

/** Dotted paths, as the run tree's ids. */
function pathsOf(rows: readonly FlatRow[]): (index: number) => string {
  const paths: string[] = [];
  rows.forEach((row, index) => {
    paths[index] =
      row.parent < 0
        ? String(index + 1)
        : `${paths[row.parent]}.${rows[row.parent]!.children.indexOf(index) + 1}`;
  });
  return (index) => paths[index]!;
}

const count = (nodes: readonly TreeRow[]): number =>
  nodes.reduce((sum, node) => sum + 1 + count(node.children ?? []), 0);

describe("child groups", () => {
  const rows = wideRun(2500, 1500);
  const idOf = pathsOf(rows);

  it("shows a wide row's children in groups of a thousand, each saying its range", () => {
    const [root] = nestRows(rows, idOf, null, () => true);
    const groups = root!.children!;
    expect(groups.map((group) => group.group)).toEqual([
      { firstId: "1.1", lastId: "1.1000", from: 1, to: 1000, of: 2500 },
      { firstId: "1.1001", lastId: "1.2000", from: 1001, to: 2000, of: 2500 },
      { firstId: "1.2001", lastId: "1.2500", from: 2001, to: 2500, of: 2500 },
    ]);
    expect(groups.every((group) => isGroupId(group.id))).toBe(true);
    expect(groups[1]!.children![500]!.id).toBe("1.1501");
    expect(groups[1]!.children![500]!.children!.map((row) => row.id)).toEqual([
      "1.1501.1",
    ]);
    expect(count([root!])).toBe(1 + 3 + 2500 + 1);
  });

  it("names a group by the labels the tree gives, not its internal ids", () => {
    // The compare view's rows have ids like `r:1.1`; its groups say the steps' paths.
    const [root] = nestRows(
      rows,
      (index) => `r:${idOf(index)}`,
      null,
      () => true,
      idOf,
    );
    expect(root!.children![0]!.group).toMatchObject({
      firstId: "1.1",
      lastId: "1.1000",
    });
    expect(root!.children![0]!.id).toBe(groupId("r:1", 0));
  });

  it("withholds a closed group's rows, and costs the rows that show", () => {
    const second = groupId("1", 1);
    const [root] = nestRows(
      rows,
      idOf,
      null,
      (id) => id === "1" || id === second,
    );
    expect(root!.children!.map((group) => group.children!.length)).toEqual([
      0, 1000, 0,
    ]);
  });

  it("names the group on the way to a deep row, so opening the ancestors shows it", () => {
    const deep = rows.length - 1 - 1000 + 1; // "1.1501.1": after 1,501 calls and the root
    expect(idOf(deep)).toBe("1.1501.1");
    const ancestors = ancestorIds(rows, idOf, deep);
    expect(ancestors).toEqual(["1", groupId("1", 1), "1.1501"]);
    const open = new Set(ancestors);
    const [root] = nestRows(rows, idOf, null, (id) => open.has(id));
    expect(count([root!])).toBe(1 + 3 + 1000 + 1);
  });

  it("keeps a filter's answer in the groups that hold it", () => {
    const matches = [idOf(3), "1.2400"].map((path) =>
      [...rows.keys()].find((index) => idOf(index) === path)!,
    );
    const [root] = nestRows(
      rows,
      idOf,
      withAncestors(rows, matches),
      () => true,
    );
    expect(
      root!.children!.map((group) => [
        group.group!.from,
        group.children!.map((row) => row.id),
      ]),
    ).toEqual([
      [1, ["1.3"]],
      [2001, ["1.2400"]],
    ]);
  });

  it("counts group rows in the open budget, and opens groups in reading order", () => {
    const { openByDefault, initialOpenState } = openWithinBudget(
      rows,
      idOf,
      CHILD_GROUP_SIZE + 10,
    );
    expect(openByDefault).toBe(false);
    expect(initialOpenState["1"]).toBe(true);
    // The second group's row is the 1,003rd shown: opened, it shows 1,000 more.
    expect(initialOpenState[groupId("1", 0)]).toBe(true);
    expect(initialOpenState[groupId("1", 1)]).toBe(true);
    expect(initialOpenState[groupId("1", 2)]).toBeUndefined();
  });

  it("a snapshot nests as the whole would, and the last group grows with it", () => {
    const prefix = rows.slice(0, 1200);
    const before = nestRows(prefix, idOf, null, () => true);
    // 1,200 rows: the root and the first 1,199 calls.
    expect(before[0]!.children!.map((group) => group.group!.to)).toEqual([
      1000, 1199,
    ]);
    const again = nestRows(prefix, idOf, null, () => true);
    expect(sameNesting(before, again)).toBe(true);
    const grown = nestRows(rows.slice(0, 1300), idOf, null, () => true);
    expect(sameNesting(before, grown)).toBe(false);
  });

  it("lists a row past the depth bound in the group of the ancestor it is listed beside", () => {
    // A chain to depth 98, a wide row at the last nested level (99), its first child (depth
    // 100) with a child of its own (101): listed beside its parent, in the same group.
    const deep: { parent: number; depth: number; children: number[] }[] = [];
    for (let depth = 0; depth <= MAX_NESTED_DEPTH - 1; depth++) {
      deep.push({ parent: depth - 1, depth, children: [] });
      if (depth > 0) deep[depth - 1]!.children.push(depth);
    }
    const wide = deep.length - 1;
    for (let call = 0; call <= CHILD_GROUP_SIZE; call++) {
      deep[wide]!.children.push(deep.length);
      deep.push({ parent: wide, depth: MAX_NESTED_DEPTH, children: [] });
      if (call === 0) {
        deep[deep.length - 1]!.children.push(deep.length);
        deep.push({
          parent: deep.length - 1,
          depth: MAX_NESTED_DEPTH + 1,
          children: [],
        });
      }
    }
    const nested = nestRows(deep, String, null, () => true);
    let level = nested[0]!;
    while (!level.children![0]!.group) level = level.children![0]!;
    const [first, second] = level.children!;
    expect(first!.children!.slice(0, 3).map((row) => row.index)).toEqual([
      wide + 1,
      wide + 2,
      wide + 3,
    ]);
    expect(second!.group!.from).toBe(CHILD_GROUP_SIZE + 1);
    expect(ancestorIds(deep, String, wide + 2).slice(-3)).toEqual([
      String(wide),
      groupId(String(wide), 0),
      String(wide + 1),
    ]);
  });

  it("finds a child's position among thousands by halves", () => {
    expect(childPosition(rows, 0, rows[0]!.children[1999]!)).toBe(1999);
    expect(childPosition(rows, 0, rows[0]!.children[0]!)).toBe(0);
  });
});
