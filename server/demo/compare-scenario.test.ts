/**
 * The demo's promise to the compare view (issue "compare a failing run with the previous
 * one"): D2 is D1's previous run, and the diff of D2 → D1 diverges first at the search
 * whose watermark moved, shows D1's fallback consult as added and its failed consult as
 * paired with D2's successful one.
 */
import { describe, expect, it } from "vitest";
import { findPreviousRun } from "../../src/model/find-previous-run";
import { diffRuns } from "../../src/model/diff/diff-run";
import {
  diffFields,
  formatFieldChange,
} from "../../src/model/diff/diff-fields";
import { ioValue } from "../../src/model/diff/step-io";
import { normalizeFruxonRecord } from "../../src/model/normalize/fruxon-record";
import type { RunSummary } from "../../src/model/run";
import { DEMO_SCENARIOS } from "./scenarios";
import { demoData, scenario, traceOf } from "./test-helpers";

describe("D1 compared with D2", () => {
  const diff = diffRuns(traceOf(scenario("D2")), traceOf(scenario("D1")));
  const node = (key: string) => diff.nodes[diff.byKey.get(key)!]!;

  it("diverges first at 1.1.2, the search whose after: date moved", () => {
    const first = diff.nodes[diff.firstDivergence!]!;
    expect(first.right!.path).toBe("1.1.2");
    expect(first.left!.path).toBe("1.1.2");
    const changes = diffFields(
      ioValue(first.left!, "inputs"),
      ioValue(first.right!, "inputs"),
    ).changes.map((change) => formatFieldChange(change));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toContain("after:2026/08/05");
    expect(changes[0]).toContain("after:2026/08/06");
  });

  it("shows D1's fallback consult 1.1.11 as added, and its failed 1.1.10 paired with D2's", () => {
    expect(node("r:1.1.11").status).toBe("added");
    expect(node("r:1.1.10").left!.path).toBe("1.1.10");
    expect(node("r:1.1.10").differs).toContain("status");
    expect(diff.errors.right.map((error) => error.step.path)).toEqual([
      "1.1.10",
    ]);
    expect(diff.errors.right[0]!.sameErrorElsewhere).toBeNull();
    expect(diff.errors.right[0]!.aligned!.path).toBe("1.1.10");
    expect(diff.errors.left).toEqual([]);
  });
});

describe("D1's previous run", () => {
  it("is D2, found through the list filters (sub-tasks and consults skipped)", async () => {
    const data = demoData();
    const records = data.runs
      .map((run) => normalizeFruxonRecord(run.record))
      .filter((run) => run.agentId === DEMO_SCENARIOS.D1.agentId);
    const current = records.find((run) => run.id === DEMO_SCENARIOS.D1.runId)!;
    const choice = await findPreviousRun(current, (filters) => {
      const until = Number(filters.until);
      const runs = records
        .filter((run: RunSummary) => run.startTime! <= until)
        .filter((run) => !filters.session || run.sessionId === filters.session)
        .filter(
          (run) =>
            !filters.participant ||
            run.trigger?.participantId === filters.participant,
        )
        .sort((a, b) => b.startTime! - a.startTime!);
      return Promise.resolve({
        runs: runs.slice(0, 50),
        nextPageToken: runs.length > 50 ? "50" : null,
      });
    });
    expect(choice.run?.id).toBe(DEMO_SCENARIOS.D2.runId);
  });
});
