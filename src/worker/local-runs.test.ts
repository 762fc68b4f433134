/**
 * Runs opened from files answer the proxy's read paths as the proxy would: a bundle's run
 * and its previous run (listed newest first, so the compare finds the previous one), a
 * saved trace alone (with a record made up from it), and clear refusals for files that do
 * not hold a run or a bundle that does not read.
 */
import { describe, expect, it } from "vitest";
import record from "../../fixtures/saved-runs/waiting-consult-get.json";
import trace from "../../fixtures/saved-runs/waiting-consult-fan-out.json";
import { buildBundle, serializeBundle } from "../model/bundle/build-bundle";
import { answerLocally, readLocalFiles } from "./local-runs";

const run = record as { id: string; agentId: string; startTime: number };
const previousRecord = {
  ...record,
  id: "before-1",
  startTime: run.startTime - 60_000,
};
const bundle = serializeBundle(
  buildBundle({
    run: { record, trace },
    previousRun: { record: previousRecord },
    notes: [
      {
        runId: run.id,
        stepPath: "1",
        text: "look",
        author: "Ada",
        createdAt: 5,
      },
    ],
    source: { kind: "demo" },
    tracelensVersion: "0.1.0",
    createdAt: 0,
  }).bundle,
);
const base = `/api/agents/${run.agentId}/runs`;

describe("runs opened from files", () => {
  it("answers a bundle's run, facets, list, owner and notes", () => {
    const local = readLocalFiles([{ name: "b.tracelens.json", text: bundle }]);
    expect(local.first).toEqual({ agentId: run.agentId, runId: run.id });
    expect(answerLocally(local, `${base}/${run.id}`)).toMatchObject({
      id: run.id,
    });
    expect(answerLocally(local, `${base}/${run.id}/trace`)).toEqual(trace);
    const list = answerLocally(
      local,
      `${base}?until=${run.startTime - 1}&pageSize=20`,
    ) as { items: { id: string }[] };
    expect(list.items.map((item) => item.id)).toEqual(["before-1"]);
    expect(answerLocally(local, `/api/runs/${run.id}/owner`)).toEqual({
      runId: run.id,
      agentId: run.agentId,
    });
    expect(
      answerLocally(local, `/api/notes/${run.agentId}/${run.id}`),
    ).toMatchObject({ notes: [{ step: "1", text: "look", author: "Ada" }] });
    expect(() => answerLocally(local, `${base}/before-1/trace`)).toThrow(
      /holds no trace for run before-1/,
    );
    expect(() => answerLocally(local, "/api/sessions")).toThrow(
      /not in the opened file/,
    );
  });

  it("opens a saved trace alone, with a record made up from it", () => {
    const local = readLocalFiles([
      { name: "t.json", text: JSON.stringify(trace) },
    ]);
    expect(local.runs).toHaveLength(1);
    expect(local.runs[0]!.trace).toEqual(trace);
  });

  it("refuses what is not a run, saying which file and why", () => {
    expect(() => readLocalFiles([{ name: "x.json", text: "{" }])).toThrow(
      /x\.json is not JSON/,
    );
    expect(() =>
      readLocalFiles([{ name: "n.json", text: '{"hello": 1}' }]),
    ).toThrow(/n\.json holds no run/);
    const newer = bundle.replace('"formatVersion":1', '"formatVersion":2');
    expect(() => readLocalFiles([{ name: "v.json", text: newer }])).toThrow(
      /format version 2/,
    );
  });
});
