import { describe, expect, it } from "vitest";
import { makeStep, makeTrace } from "../testing/builders";
import {
  ancestorIds,
  deepestLevel,
  MAX_NESTED_DEPTH,
  nestRows,
  openSubtree,
  openToDepth,
  withAncestors,
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
  it("opens rows above a depth, and rows it is told to keep open", () => {
    expect(openToDepth(rows, pathOf, 1)).toEqual({ "1": true, "1.1": false });
    expect(
      openToDepth(rows, pathOf, 1, (index) => index === at("1.1")),
    ).toEqual({ "1": true, "1.1": true });
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
