import { describe, expect, it } from "vitest";
import { normalizeFruxonTree } from "../normalize/fruxon-tree";
import {
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { findFailedChildren } from "./failed-children";

const spawnTrace = (children: { id: string; status: string }[]) =>
  makeTrace([
    makeStep({
      steps: [
        makeToolStep("system/spawn_subtasks", {
          result: {
            strValue: JSON.stringify({
              results: children.map((child) => ({
                execution_record_id: child.id,
                status: child.status,
              })),
            }),
          },
        }),
      ],
    }),
  ]);

const summary = makeSummary({ id: "root" });

describe("findFailedChildren", () => {
  it("names the failed children a spawn result reports, at the spawn step", () => {
    const [finding] = findFailedChildren({
      summary,
      trace: spawnTrace([
        { id: "a", status: "COMPLETED" },
        { id: "b", status: "FAILED" },
      ]),
    });
    expect(finding?.title).toBe("1 of 2 child runs failed");
    expect(finding?.runs.map((run) => run.runId)).toEqual(["b"]);
    expect(finding?.steps.map((step) => step.path)).toEqual(["1.1"]);
  });

  it("takes the children's status and agent from the spawn tree, including deeper runs", () => {
    const tree = normalizeFruxonTree({
      nodes: [
        { id: "root", depth: 0, status: "COMPLETED", agentId: "parser" },
        {
          id: "a",
          depth: 1,
          parentExecutionRecordId: "root",
          status: "COMPLETED",
          agentId: "parser",
        },
        {
          id: "a1",
          depth: 2,
          parentExecutionRecordId: "a",
          status: "FAILED",
          agentId: "desk",
          subject: "grandchild",
        },
        { id: "other-root", depth: 0, status: "FAILED" },
      ],
    });
    const [finding] = findFailedChildren({
      summary,
      trace: spawnTrace([{ id: "a", status: "COMPLETED" }]),
      tree,
    });
    expect(finding?.runs).toEqual([
      { runId: "a1", agentId: "desk", label: "grandchild", status: "FAILED" },
    ]);
  });

  it("says nothing when every child completed, or there is no fan-out", () => {
    expect(
      findFailedChildren({
        summary,
        trace: spawnTrace([{ id: "a", status: "COMPLETED" }]),
      }),
    ).toEqual([]);
    expect(
      findFailedChildren({ summary, trace: makeTrace([makeStep()]) }),
    ).toEqual([]);
  });
});
