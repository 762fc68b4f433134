import { describe, expect, it } from "vitest";
import {
  buildFilteredTreeData,
  buildStepTreeData,
  openStateToDepth,
  openSubtree,
} from "./step-tree-data";
import { makeStep, makeTrace } from "../testing/builders";

// 1
//   1.1
//     1.1.1
//   1.2
// 2
const trace = makeTrace([
  makeStep({ steps: [makeStep({ steps: [makeStep()] }), makeStep()] }),
  makeStep(),
]);

describe("buildStepTreeData", () => {
  it("nests the flat steps by path, leaves without children arrays", () => {
    const roots = buildStepTreeData(trace);
    expect(roots.map((node) => node.id)).toEqual(["1", "2"]);
    expect(roots[0]!.children!.map((node) => node.id)).toEqual(["1.1", "1.2"]);
    expect(roots[0]!.children![0]!.children![0]!.children).toBeNull();
    expect(roots[1]!.children).toBeNull();
  });
});

describe("buildFilteredTreeData", () => {
  const ids = (nodes: ReturnType<typeof buildStepTreeData> | null): unknown =>
    nodes?.map((node) =>
      node.children ? [node.id, ids(node.children)] : node.id,
    ) ?? null;

  it("keeps the matches and their ancestors, in tree order", () => {
    const deep = trace.byPath.get("1.1.1")!;
    const second = trace.byPath.get("2")!;
    expect(ids(buildFilteredTreeData(trace, new Set([second, deep])))).toEqual([
      ["1", [["1.1", ["1.1.1"]]]],
      "2",
    ]);
  });

  it("shows a matching step whose children do not match as a leaf", () => {
    const parent = trace.byPath.get("1.1")!;
    expect(ids(buildFilteredTreeData(trace, new Set([parent])))).toEqual([
      ["1", ["1.1"]],
    ]);
  });

  it("is empty when nothing matches", () => {
    expect(buildFilteredTreeData(trace, new Set())).toEqual([]);
  });
});

describe("open state", () => {
  it("opens steps above a depth", () => {
    expect(openStateToDepth(trace, 1)).toEqual({ "1": true, "1.1": false });
  });

  it("opens a subtree and its ancestors, or closes just the subtree", () => {
    expect(
      openSubtree(trace, trace.byPath.get("1.1")!, { "1": false }, true),
    ).toEqual({ "1": true, "1.1": true });
    expect(
      openSubtree(
        trace,
        trace.byPath.get("1")!,
        { "1": true, "1.1": true },
        false,
      ),
    ).toEqual({ "1": false, "1.1": false });
  });
});
