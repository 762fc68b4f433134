import { describe, expect, it } from "vitest";
import {
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { fallbackSpawnTree } from "./fallback-tree";

const spawnResult = JSON.stringify({
  results: [
    { execution_record_id: "kid-1", status: "COMPLETED" },
    { execution_record_id: "kid-2", status: "FAILED" },
  ],
});

describe("fallbackSpawnTree", () => {
  it("puts the run at the root and the children its spawn and consult results name below it", () => {
    const trace = makeTrace(
      [
        makeStep({
          steps: [
            makeToolStep("system/spawn_subtasks", {
              result: { strValue: spawnResult },
            }),
            makeToolStep("system/consult_for_role", {
              result: {
                strValue: JSON.stringify({
                  status: "ANSWERED",
                  execution_record_id: "consult-1",
                }),
              },
            }),
          ],
        }),
      ],
      { rootExecutionId: "run-1" },
    );
    const tree = fallbackSpawnTree(makeSummary({ id: "run-1" }), trace);
    expect(tree.source).toBe("trace");
    expect(
      tree.nodes.map((n) => [n.id, n.depth, n.runType, n.status, n.agentId]),
    ).toEqual([
      ["run-1", 0, "ROOT", "COMPLETED", "agent-1"],
      ["kid-1", 1, "SUBTASK", "COMPLETED", null],
      ["kid-2", 1, "SUBTASK", "FAILED", null],
      ["consult-1", 1, "CONSULT", "ANSWERED", null],
    ]);
    expect(tree.totals.runs).toBe(4);
    expect(tree.totals.failed).toBe(1);
    expect(tree.problems[0]).toContain("Rebuilt from this run's trace");
  });

  it("links a child run to its root through rootExecutionId", () => {
    const tree = fallbackSpawnTree(
      makeSummary({
        id: "kid-1",
        runType: "SUBTASK",
        rootExecutionId: "root-9",
      }),
      makeTrace([makeStep()], {
        rootExecutionId: "root-9",
        runType: "SUBTASK",
      }),
    );
    expect(tree.rootExecutionId).toBe("root-9");
    expect(tree.nodes.map((n) => [n.id, n.depth, n.parentId])).toEqual([
      ["root-9", 0, null],
      ["kid-1", 1, "root-9"],
    ]);
  });

  it("is a single node for a run without lineage or trace", () => {
    const tree = fallbackSpawnTree(
      makeSummary({ id: "solo", status: "REJECTED" }),
      null,
    );
    expect(tree.nodes.map((n) => n.id)).toEqual(["solo"]);
  });
});
