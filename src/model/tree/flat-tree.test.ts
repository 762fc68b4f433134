import { describe, expect, it } from "vitest";
import { makeStep, makeTrace } from "../testing/builders";
import { flatTree } from "./flat-tree";
import { FULLY_OPEN_LIMIT } from "./nest-rows";

// 1
//   1.1
//     1.1.1
//   1.2
// 2
const trace = makeTrace([
  makeStep({ steps: [makeStep({ steps: [makeStep()] }), makeStep()] }),
  makeStep(),
]);
const pathOf = (index: number) => trace.steps[index]!.path;
const at = (path: string) => trace.byPath.get(path)!;
const open = () => true;

describe("flatTree", () => {
  it("nests every row, fully open, when no filter is given", () => {
    const tree = flatTree(trace.steps, pathOf, null);
    expect(tree.isFiltered).toBe(false);
    expect(tree.layoutEpoch).toBe(0);
    expect(tree.initialLayout()).toEqual({
      openByDefault: true,
      initialOpenState: {},
    });
    expect(tree.nest(open).map((row) => row.id)).toEqual(["1", "2"]);
  });

  it("shows a filter's matches with their ancestors", () => {
    const tree = flatTree(trace.steps, pathOf, [at("1.1.1")]);
    expect(tree.isFiltered).toBe(true);
    const [root] = tree.nest(open);
    expect(root!.id).toBe("1");
    expect(root!.children!.map((row) => row.id)).toEqual(["1.1"]);
  });

  it("selects a row with its ancestors, and opens a subtree over the current state", () => {
    const tree = flatTree(trace.steps, pathOf, null);
    expect(tree.selection(at("1.1.1"))).toEqual({
      id: "1.1.1",
      ancestorIds: ["1", "1.1"],
    });
    expect(tree.selection(undefined)).toBeNull();
    expect(tree.openSubtree(at("1.1"), { "2": false }, true)).toEqual({
      "1": true,
      "1.1": true,
      "2": false,
    });
  });

  it("changes its layout epoch once the rows pass the budget", () => {
    const rows = Array.from({ length: FULLY_OPEN_LIMIT + 1 }, () => ({
      parent: -1,
      depth: 0,
      children: [],
    }));
    expect(flatTree(rows, String, null).layoutEpoch).toBe(1);
  });
});
