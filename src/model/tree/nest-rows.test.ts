import { describe, expect, it } from "vitest";
import { makeStep, makeTrace } from "../testing/builders";
import {
  ancestorIds,
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

  it("nests a 5,000-level chain without recursion", () => {
    const chain = Array.from({ length: 5000 }, (_, index) => ({
      parent: index - 1,
      depth: index,
      children: index < 4999 ? [index + 1] : [],
    }));
    let node: TreeRow | undefined = nestRows(chain, String)[0];
    let depth = 0;
    while (node?.children) {
      node = node.children[0];
      depth++;
    }
    expect(depth).toBe(4999);
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
