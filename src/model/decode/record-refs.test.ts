import { describe, expect, it } from "vitest";
import { makeStep, makeToolStep, makeTrace } from "../testing/builders";
import {
  findRecordRefs,
  isSpawnStep,
  resultRecordRefs,
  traceRecordRefs,
} from "./record-refs";

// The two result shapes (docs/reference/investigation-workflow.md §5) of a batch spawn: the parent's {results: [...]} and each
// child's bare object, both double-encoded, the child's `response` a third layer.
const child = (id: string, status: string) =>
  JSON.stringify({
    execution_record_id: id,
    status,
    response: JSON.stringify({ policy_id: "POL-1", holder: "\\u05d3" }),
    session_id: `ts_${id}`,
  });
const batch = JSON.stringify({
  results: [
    JSON.parse(child("c1", "COMPLETED")),
    JSON.parse(child("c2", "FAILED")),
  ],
});

describe("findRecordRefs", () => {
  it("collects ids wherever they sit, once each, with the status beside them", () => {
    expect(
      findRecordRefs({
        a: [{ execution_record_id: "x", status: "failed" }],
        b: { deep: { executionRecordId: "y" } },
        c: { execution_record_id: "x" },
      }),
    ).toEqual([
      { id: "x", status: "FAILED", sessionId: null },
      { id: "y", status: null, sessionId: null },
    ]);
  });

  it("finds nothing in a result that names no run", () => {
    expect(findRecordRefs({ results: [], status: "ok" })).toEqual([]);
    expect(findRecordRefs("execution_record_id")).toEqual([]);
  });
});

describe("resultRecordRefs", () => {
  it("decodes a double-encoded strValue before walking it", () => {
    expect(
      resultRecordRefs({ strValue: batch, jsonValue: null, fileLink: null }),
    ).toEqual([
      { id: "c1", status: "COMPLETED", sessionId: "ts_c1" },
      { id: "c2", status: "FAILED", sessionId: "ts_c2" },
    ]);
  });

  it("reads a jsonValue result too", () => {
    expect(
      resultRecordRefs({
        strValue: null,
        jsonValue: { execution_record_id: "j1" },
        fileLink: null,
      }).map((ref) => ref.id),
    ).toEqual(["j1"]);
  });

  it("returns nothing for plain text and for no result", () => {
    expect(
      resultRecordRefs({ strValue: "done", jsonValue: null, fileLink: null }),
    ).toEqual([]);
    expect(resultRecordRefs(null)).toEqual([]);
  });
});

describe("traceRecordRefs", () => {
  //  1 Agent
  //  └ 1.1 spawn_subtasks (batch)      result {results: [c1, c2]}
  //    ├ 1.1.1 spawn_subtasks           result c1
  //    └ 1.1.2 spawn_subtasks           result c2
  //  2 memory_write                     result names nothing
  const trace = makeTrace([
    makeStep({
      steps: [
        makeToolStep("system/spawn_subtasks", {
          result: { strValue: batch },
          steps: [
            makeToolStep("system/spawn_subtasks", {
              result: { strValue: child("c1", "COMPLETED") },
            }),
            makeToolStep("system/spawn_subtasks", {
              result: { strValue: child("c2", "FAILED") },
            }),
          ],
        }),
      ],
    }),
    makeToolStep("system/memory_write", { result: { strValue: '{"ok":1}' } }),
  ]);

  it("names each child once, at the batch step that first carries it", () => {
    const refs = traceRecordRefs(trace, isSpawnStep);
    expect(
      refs.map((ref) => [ref.id, ref.status, trace.steps[ref.stepIndex]!.path]),
    ).toEqual([
      ["c1", "COMPLETED", "1.1"],
      ["c2", "FAILED", "1.1"],
    ]);
  });

  it("skips steps the filter rejects", () => {
    expect(traceRecordRefs(trace, (step) => step.kind === "LLM_STEP")).toEqual(
      [],
    );
  });
});
