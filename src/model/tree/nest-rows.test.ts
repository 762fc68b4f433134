import { describe, expect, it } from "vitest";
import { mulberry32 } from "../random/mulberry32";
import { makeStep, makeTrace } from "../testing/builders";
import {
  ancestorIds,
  deepestLevel,
  MAX_NESTED_DEPTH,
  nestRows,
  openSubtree,
  openWithinBudget,
  sameNesting,
  withAncestors,
  type FlatRow,
  type TreeRow,
} from "./nest-rows";

// 1
//   1.1
//     1.1.1
//   1.2
// 2
const trace = makeTrace([
  makeStep({ steps: [makeStep({ steps: [makeStep()] }), makeStep()] }),
  makeStep(),
]);
const rows = trace.steps;
const pathOf = (index: number) => rows[index]!.path;
const at = (path: string) => trace.byPath.get(path)!;

const ids = (nodes: TreeRow[] | null): unknown =>
  nodes?.map((node) =>
    node.children ? [node.id, ids(node.children)] : node.id,
  ) ?? null;

describe("nestRows", () => {
  it("lists a chain deeper than the widget can nest under its last nested level, every row in order", () => {
    const chain = Array.from({ length: 5000 }, (_, depth) => ({
      parent: depth - 1,
      depth,
      children: depth < 4999 ? [depth + 1] : [],
    }));
    const roots = nestRows(chain, String);
    let level = 0;
    let nodes: TreeRow[] | null = roots;
    while (nodes.length === 1 && nodes[0]!.children) {
      nodes = nodes[0]!.children;
      level++;
    }
    expect(level).toBe(MAX_NESTED_DEPTH);
    expect(nodes.map((node) => node.index)).toEqual(
      Array.from(
        { length: 5000 - MAX_NESTED_DEPTH },
        (_, i) => i + MAX_NESTED_DEPTH,
      ),
    );
    expect(nodes.every((node) => node.children === null)).toBe(true);
    expect(deepestLevel(chain)).toBe(4999);
    const shown = withAncestors(chain, [4999]);
    expect(nestRows(chain, String, shown)).toEqual(roots);
  });

  it("nests the flat rows by parent, leaves without children arrays", () => {
    const roots = nestRows(rows, pathOf);
    expect(ids(roots)).toEqual([["1", [["1.1", ["1.1.1"]], "1.2"]], "2"]);
    expect(roots[1]!.children).toBeNull();
    expect(roots[0]!.children![1]!.index).toBe(at("1.2"));
  });

  it("keeps only the shown rows, in tree order whatever the set's order", () => {
    const shown = withAncestors(rows, [at("2"), at("1.1.1")]);
    expect(ids(nestRows(rows, pathOf, shown))).toEqual([
      ["1", [["1.1", ["1.1.1"]]]],
      "2",
    ]);
  });

  it("shows a shown row whose children are not shown as a leaf", () => {
    expect(
      ids(nestRows(rows, pathOf, withAncestors(rows, [at("1.1")]))),
    ).toEqual([["1", ["1.1"]]]);
  });

  it("is empty when nothing is shown", () => {
    expect(nestRows(rows, pathOf, new Set())).toEqual([]);
  });

  it("withholds the rows under a closed row, which keeps its toggle", () => {
    const closed = new Set(["1.1"]);
    const isOpen = (id: string) => !closed.has(id);
    expect(ids(nestRows(rows, pathOf, null, isOpen))).toEqual([
      ["1", [["1.1", []], "1.2"]],
      "2",
    ]);
    closed.add("1");
    expect(ids(nestRows(rows, pathOf, null, isOpen))).toEqual([["1", []], "2"]);
    // A filter's answer too: a closed row keeps a toggle only if it shows children.
    const shown = withAncestors(rows, [at("1.1.1"), at("1.2")]);
    expect(ids(nestRows(rows, pathOf, shown, isOpen))).toEqual([["1", []]]);
    closed.delete("1");
    expect(ids(nestRows(rows, pathOf, shown, isOpen))).toEqual([
      ["1", [["1.1", []], "1.2"]],
    ]);
  });

  it("nests as a walk of the child lists would, whichever rows are closed", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const random = mulberry32(seed);
      const tree = randomTree(random);
      const closed = new Set(
        tree.flatMap((row, index) =>
          row.children.length > 0 && random() < 0.3 ? [String(index)] : [],
        ),
      );
      const isOpen = (id: string) => !closed.has(id);
      expect(nestRows(tree, String, null, isOpen)).toEqual(
        walkChildLists(tree, isOpen),
      );
    }
  });

  it("nests a snapshot whose child lists already name rows it does not have", () => {
    // Row 0 has children 1 and 3; row 3 arrived after this snapshot of rows 0–2 was taken.
    const snapshot: FlatRow[] = [
      { parent: -1, depth: 0, children: [1, 3] },
      { parent: 0, depth: 1, children: [2] },
      { parent: 1, depth: 2, children: [] },
    ];
    expect(ids(nestRows(snapshot, String, null, (id) => id !== "0"))).toEqual([
      ["0", []],
    ]);
    expect(ids(nestRows(snapshot, String, null, (id) => id !== "1"))).toEqual([
      ["0", [["1", []]]],
    ]);
  });

  it("withholds what a closed row holds past the depth bound too", () => {
    const chain = Array.from({ length: MAX_NESTED_DEPTH + 50 }, (_, depth) => ({
      parent: depth - 1,
      depth,
      children: depth < MAX_NESTED_DEPTH + 49 ? [depth + 1] : [],
    }));
    const last = String(MAX_NESTED_DEPTH - 1);
    let nodes = nestRows(chain, String, null, (id) => id !== last);
    for (let level = 0; level < MAX_NESTED_DEPTH - 1; level++)
      nodes = nodes[0]!.children!;
    expect(nodes).toEqual([
      { id: last, index: MAX_NESTED_DEPTH - 1, children: [] },
    ]);
  });
});

describe("ancestors", () => {
  it("lists a row's ancestors outermost first", () => {
    expect(ancestorIds(rows, pathOf, at("1.1.1"))).toEqual(["1", "1.1"]);
    expect(ancestorIds(rows, pathOf, at("2"))).toEqual([]);
  });
});

describe("open state", () => {
  it("opens a tree that fits the budget fully, and a larger one in reading order until the budget shows", () => {
    expect(openWithinBudget(rows, pathOf, 5)).toEqual({
      openByDefault: true,
      initialOpenState: {},
    });
    // 1, 1.1 show within 2 rows: both open; 1.1.1, 1.2 and 2 come after the budget.
    expect(openWithinBudget(rows, pathOf, 2)).toEqual({
      openByDefault: false,
      initialOpenState: { "1": true, "1.1": true },
    });
    expect(openWithinBudget(rows, pathOf, 1).initialOpenState).toEqual({
      "1": true,
    });
    expect(
      openWithinBudget(rows, pathOf, 1, (index) => index === at("1.1"))
        .initialOpenState,
    ).toEqual({ "1": true, "1.1": true });
  });

  it("gives a wide run its first branches in full and the rest closed, the same for every prefix a stream reads", () => {
    // A root, 300 turns of 20 calls each, in pre-order (as a trace streams in).
    const wide: { parent: number; depth: number; children: number[] }[] = [
      { parent: -1, depth: 0, children: [] },
    ];
    for (let turn = 0; turn < 300; turn++) {
      const at = wide.length;
      wide[0]!.children.push(at);
      wide.push({ parent: 0, depth: 1, children: [] });
      for (let call = 0; call < 20; call++) {
        wide[at]!.children.push(wide.length);
        wide.push({ parent: at, depth: 2, children: [] });
      }
    }
    const idOf = String;
    const full = openWithinBudget(wide, idOf, 100);
    const nested = nestRows(
      wide,
      idOf,
      null,
      (id) => full.initialOpenState[id] ?? false,
    );
    let shown = 0;
    const count = (nodes: TreeRow[]) => {
      for (const node of nodes) {
        shown++;
        count(node.children ?? []);
      }
    };
    count(nested);
    // Turns 1–5 open (1 + 5 × 21 = 106 rows reach past 100), the other 295 closed.
    expect(Object.keys(full.initialOpenState)).toHaveLength(6);
    expect(shown).toBe(1 + 5 * 21 + 295);
    for (const length of [150, 2000, 4000]) {
      const prefix = wide.slice(0, length).map((row) => ({
        ...row,
        children: row.children.filter((child) => child < length),
      }));
      expect(openWithinBudget(prefix, idOf, 100)).toEqual(full);
    }
  });

  it("opens a subtree and its ancestors, or closes just the subtree", () => {
    expect(openSubtree(rows, pathOf, at("1.1"), { "1": false }, true)).toEqual({
      "1": true,
      "1.1": true,
    });
    expect(
      openSubtree(rows, pathOf, at("1"), { "1": true, "1.1": true }, false),
    ).toEqual({ "1": false, "1.1": false });
  });
});

/** A random tree in pre-order, a few levels deep, as the model keeps one. */
function randomTree(random: () => number): FlatRow[] {
  const rows: FlatRow[] = [];
  const add = (parent: number, depth: number) => {
    const index = rows.length;
    const children: number[] = [];
    rows.push({ parent, depth, children });
    if (parent >= 0) (rows[parent]!.children as number[]).push(index);
    const count = depth < 4 ? Math.floor(random() * 5) : 0;
    for (let i = 0; i < count; i++) add(index, depth + 1);
  };
  for (let i = 0; i < 4; i++) add(-1, 0);
  return rows;
}

/** The nesting by definition: every row under its parent, a closed row's children withheld. */
function walkChildLists(
  rows: readonly FlatRow[],
  isOpen: (id: string) => boolean,
): TreeRow[] {
  const node = (index: number): TreeRow => {
    const { children } = rows[index]!;
    return {
      id: String(index),
      index,
      children:
        children.length === 0
          ? null
          : isOpen(String(index))
            ? children.map(node)
            : [],
    };
  };
  return rows.flatMap((row, index) => (row.parent < 0 ? [node(index)] : []));
}

const leafRow = (id: string, index: number): TreeRow => ({
  id,
  index,
  children: null,
});
const branchRow = (
  id: string,
  index: number,
  children: TreeRow[],
): TreeRow => ({
  id,
  index,
  children,
});

describe("sameNesting", () => {
  const tree = () => [
    branchRow("1", 0, [leafRow("1.1", 1), leafRow("1.2", 2)]),
    leafRow("2", 3),
  ];

  it("is true for the same rows in the same places, built apart", () => {
    expect(sameNesting(tree(), tree())).toBe(true);
    expect(sameNesting([], [])).toBe(true);
  });

  it("is false when a row arrives, moves, closes or gains a toggle", () => {
    const [first, second] = tree();
    expect(sameNesting(tree(), [first!])).toBe(false);
    expect(sameNesting(tree(), [second!, first!])).toBe(false);
    expect(sameNesting(tree(), [branchRow("1", 0, []), leafRow("2", 3)])).toBe(
      false,
    );
    expect(sameNesting(tree(), [first!, branchRow("2", 3, [])])).toBe(false);
    expect(
      sameNesting(tree(), [
        branchRow("1", 0, [leafRow("1.1", 1), leafRow("1.3", 2)]),
        second!,
      ]),
    ).toBe(false);
  });
});
