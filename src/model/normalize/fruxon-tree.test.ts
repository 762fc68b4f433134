import { describe, expect, it } from "vitest";
import { normalizeFruxonTree } from "./fruxon-tree";

const node = (overrides: Record<string, unknown>) => ({
  agentId: "parser",
  parentExecutionRecordId: null,
  depth: 0,
  runType: "ROOT",
  status: "COMPLETED",
  startTime: 1000,
  endTime: 61_000,
  durationMs: 60_000,
  totalCost: 0.02,
  creditsCharged: 2,
  subject: "batch",
  trigger: { type: "SCHEDULE", participantDisplayName: "Dana Levi" },
  ...overrides,
});

describe("normalizeFruxonTree", () => {
  it("reads nodes in pre-order with depth, agent, status, and the endpoint's totals", () => {
    const tree = normalizeFruxonTree({
      rootExecutionId: "root",
      nodes: [
        node({ id: "root" }),
        node({
          id: "child",
          depth: 1,
          parentExecutionRecordId: "root",
          runType: "Subtask",
          status: "failed",
        }),
        node({
          id: "consult",
          agentId: "desk",
          depth: 1,
          parentExecutionRecordId: "root",
          runType: "CONSULT",
          endTime: 0,
        }),
      ],
      totals: { runs: 3, failed: 1, cost: 0.06, credits: 6, elapsedMs: 60_000 },
    });
    expect(tree.source).toBe("api");
    expect(
      tree.nodes.map((n) => [n.id, n.depth, n.agentId, n.runType, n.status]),
    ).toEqual([
      ["root", 0, "parser", "ROOT", "COMPLETED"],
      ["child", 1, "parser", "SUBTASK", "FAILED"],
      ["consult", 1, "desk", "CONSULT", "COMPLETED"],
    ]);
    expect(tree.nodes[2]!.endTime).toBeNull();
    expect(tree.nodes[0]!.participantDisplayName).toBe("Dana Levi");
    expect(tree.nodes[0]).toMatchObject({
      credits: 2,
      triggerType: "SCHEDULE",
    });
    expect(tree.totals).toEqual({
      runs: 3,
      failed: 1,
      cost: 0.06,
      credits: 6,
      elapsedMs: 60_000,
    });
    expect(tree.problems).toEqual([]);
  });

  it("computes totals when the endpoint sends none", () => {
    const tree = normalizeFruxonTree({
      nodes: [
        node({ id: "a" }),
        node({
          id: "b",
          parentExecutionRecordId: "a",
          status: "FAILED",
          startTime: 2000,
          endTime: 90_000,
        }),
      ],
    });
    expect(tree.rootExecutionId).toBe("a");
    expect(tree.totals).toEqual({
      runs: 2,
      failed: 1,
      cost: 0.04,
      credits: 4,
      elapsedMs: 89_000,
    });
  });

  it("leaves 'failed' unknown when no node reports a status, rather than 0", () => {
    const tree = normalizeFruxonTree({
      nodes: [
        node({ id: "a", status: undefined }),
        node({ id: "b", parentExecutionRecordId: "a", status: undefined }),
      ],
    });
    expect(tree.totals.failed).toBeNull();
  });

  // The wire field that says a tree was pruned is unknown: the warning is an inference
  // from the nodes themselves and must read as one, never as something the API said.
  it("warns when a node's parent is missing, as an inference: retention may have pruned the tree", () => {
    const tree = normalizeFruxonTree({
      nodes: [node({ id: "a", parentExecutionRecordId: "gone", depth: 1 })],
    });
    const warning = tree.problems.join(" ");
    expect(warning).toContain(
      "1 run names a parent that is not in this tree, so runs are missing from it",
    );
    expect(warning).toMatch(/perhaps pruned by retention/);
    expect(warning).toMatch(/the API does not say/);
    expect(warning).not.toMatch(/the API (says|reports|flags)/);
    expect(warning).toContain("The totals count only the runs listed.");
  });

  it("does not claim what the API's own totals cover when a tree looks pruned", () => {
    const tree = normalizeFruxonTree({
      nodes: [
        node({ id: "a", parentExecutionRecordId: "gone", depth: 1 }),
        node({ id: "b", parentExecutionRecordId: "gone", depth: 1 }),
      ],
      totals: { runs: 5, failed: 0, cost: 1, credits: 2, elapsedMs: 10 },
    });
    const warning = tree.problems.join(" ");
    expect(warning).toContain("2 runs name a parent that is not in this tree");
    expect(warning).toContain(
      "The totals are the API's: whether they count the missing runs is unknown.",
    );
    expect(warning).not.toContain("cover only");
  });

  it("reports an unreadable node and keeps the others", () => {
    const tree = normalizeFruxonTree({
      nodes: [{ depth: 0 }, node({ id: "a" })],
    });
    expect(tree.nodes.map((n) => n.id)).toEqual(["a"]);
    expect(tree.problems[0]).toContain("Node 1");
  });

  it("throws on a body that is not a tree", () => {
    expect(() => normalizeFruxonTree({ items: [] })).toThrow(/spawn tree/);
  });
});
