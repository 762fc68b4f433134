/**
 * The findings on the demo's named runs, read through the app's normaliser: each failure
 * shape the demo's contract (docs/reference/routes-and-flags.md#the-embedded-demo) gives a demo run shows up on the run that has it, and only there.
 */
import { describe, expect, it } from "vitest";
import { normalizeFruxonRecord } from "../../src/model/normalize/fruxon-record";
import { collectFindings } from "../../src/model/findings/collect-findings";
import type { DemoScenario } from "./dataset";
import { scenario, traceOf } from "./test-helpers";

function kinds(name: DemoScenario): string[] {
  const run = scenario(name);
  const summary = normalizeFruxonRecord(run.record);
  const trace = run.trace ? traceOf(run) : null;
  return collectFindings({ summary, trace }).map((finding) => finding.kind);
}

describe("collectFindings on the demo runs", () => {
  it("D1: failed children, the failed consult, the recovered error, two partial results", () => {
    expect(kinds("D1")).toEqual([
      "failed-children",
      "failed-consult",
      "recovered-error",
      "partial-result",
      "partial-result",
    ]);
  });

  it.each<[DemoScenario, string[]]>([
    ["D4", ["suspended"]],
    ["D5", ["rejected"]],
    ["D6", ["undelivered"]],
    ["D7", ["duration-trap"]],
    ["D9", ["failed-run"]],
  ])("%s shows %j", (name, expected) => {
    expect(kinds(name)).toEqual(expected);
  });
});
