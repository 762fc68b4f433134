import { describe, expect, it } from "vitest";
import type { DemoRun, WireObject } from "./dataset";
import { generateDemoDataSet } from "./generate";
import { DEMO_SCENARIOS } from "./scenarios";
import { hasRawNonAscii } from "./encoding";
import { decodeNestedJson } from "../../src/model/decode/json-in-strings";
import { normalizeFruxonRecord } from "../../src/model/normalize/fruxon-record";
import {
  demoData,
  scenario,
  stepAt,
  TEST_NOW,
  traceBody,
  traceOf,
  wireSteps,
} from "./test-helpers";

const UUID_V4 =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const isNewGeneration = (run: DemoRun) =>
  run.trace !== null && "trace" in run.trace;

describe("generateDemoDataSet — determinism", () => {
  it("gives byte-identical output for the same anchor", () => {
    expect(JSON.stringify(generateDemoDataSet({ now: TEST_NOW }))).toBe(
      JSON.stringify(demoData()),
    );
  });

  it("keeps ids when the anchor moves, and shifts every timestamp with it", () => {
    const later = generateDemoDataSet({ now: TEST_NOW + 3_600_000 });
    const data = demoData();
    expect(later.tenantId).toBe(data.tenantId);
    expect(later.runs.map((run) => run.record.id)).toEqual(
      data.runs.map((run) => run.record.id),
    );
    expect(later.participants.map((p) => p.id)).toEqual(
      data.participants.map((p) => p.id),
    );
    const before = scenario("D4", data);
    const after = scenario("D4", later);
    expect(after.record.startTime).toBe(
      (before.record.startTime as number) + 3_600_000,
    );
    expect(after.trace!.waitingFor).toMatchObject({
      waitingSince:
        ((before.trace!.waitingFor as WireObject).waitingSince as number) +
        3_600_000,
    });
  });

  it("generates quickly enough to run at server start", () => {
    const started = performance.now();
    generateDemoDataSet({ now: TEST_NOW });
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe("generateDemoDataSet — integrity", () => {
  const data = demoData();

  it("names every scenario run under the agent DEMO_SCENARIOS says", () => {
    for (const [name, ref] of Object.entries(DEMO_SCENARIOS)) {
      const run = data.runs.find(
        (candidate) => candidate.record.id === ref.runId,
      );
      expect(run, name).toBeDefined();
      expect(run!.record.agentId, name).toBe(ref.agentId);
    }
  });

  it("has unique v4-shaped run ids, participant ids and step ids", () => {
    const runIds = data.runs.map((run) => run.record.id as string);
    expect(new Set(runIds).size).toBe(runIds.length);
    for (const id of runIds) expect(id).toMatch(UUID_V4);
    const people = data.participants.map((p) => p.id as string);
    expect(new Set(people).size).toBe(people.length);
    const stepIds = data.runs.flatMap((run) =>
      run.trace ? wireSteps(run).map((step) => step.id) : [],
    );
    expect(new Set(stepIds).size).toBe(stepIds.length);
  });

  it("has a record for every run with a trace, and hasTrace / hasResult say so", () => {
    for (const run of data.runs) {
      expect(run.record.id).toBeTypeOf("string");
      expect(run.record.hasTrace).toBe(run.trace !== null);
      expect(run.record.hasResult).toBe(run.result !== null);
      if (run.trace)
        expect(traceBody(run).agentExecutionRecordId).toBe(run.record.id);
    }
  });

  it("points every parent at a run in the set", () => {
    const ids = new Set(data.runs.map((run) => run.record.id));
    for (const run of data.runs)
      if (run.parentId) expect(ids.has(run.parentId)).toBe(true);
  });

  it("agrees between record and trace on times, tokens and costs", () => {
    for (const run of data.runs.filter(
      (candidate) => candidate.trace !== null,
    )) {
      const body = traceBody(run);
      expect(run.record.startTime).toBe(body.startTime);
      expect(run.record.endTime).toBe(body.endTime);
      const llm = traceOf(run).steps.flatMap((step) =>
        step.llm ? [step.llm] : [],
      );
      const sum = (pick: (detail: (typeof llm)[number]) => number | null) =>
        llm.reduce((total, detail) => total + (pick(detail) ?? 0), 0);
      expect(run.record.inputTokens).toBe(sum((d) => d.tokens.input));
      expect(run.record.outputTokens).toBe(sum((d) => d.tokens.output));
      expect(run.record.cachedTokens).toBe(sum((d) => d.tokens.cached));
      expect(run.record.inputCost as number).toBeCloseTo(
        sum((d) => d.costs.input),
        9,
      );
      const total = sum(
        (d) =>
          (d.costs.input ?? 0) +
          (d.costs.output ?? 0) +
          (d.costs.cached ?? 0) +
          (d.costs.thinking ?? 0),
      );
      expect(run.record.totalCost as number).toBeCloseTo(total, 9);
    }
  });

  it("keeps every step inside its run span, ending after it starts (or still open)", () => {
    for (const run of data.runs.filter(
      (candidate) => candidate.trace !== null,
    )) {
      const body = traceBody(run);
      const runEnd = (body.endTime as number) || data.now;
      for (const step of wireSteps(run)) {
        const start = step.startTime as number;
        const end = step.endTime as number;
        expect(start).toBeGreaterThanOrEqual(body.startTime as number);
        if (end === 0) continue;
        expect(end).toBeGreaterThanOrEqual(start);
        expect(end).toBeLessThanOrEqual(runEnd);
        expect(step.duration).toBe(end - start);
      }
    }
  });

  it("has realistic, non-zero costs on runs that called a model", () => {
    const d1 = scenario("D1");
    expect(d1.record.totalCost as number).toBeGreaterThan(0.01);
    expect(d1.record.totalCost as number).toBeLessThan(1);
  });
});

describe("generateDemoDataSet — the app normaliser accepts it", () => {
  const data = demoData();

  it("reads every record", () => {
    for (const run of data.runs) {
      const summary = normalizeFruxonRecord(run.record);
      expect(summary.id).toBe(run.record.id);
    }
  });

  it("reads every new-generation trace as an envelope, with no step problems", () => {
    const runs = data.runs.filter(isNewGeneration);
    expect(runs.length).toBeGreaterThan(50);
    for (const run of runs) {
      const trace = traceOf(run);
      expect(trace.generation).toBe("envelope");
      expect(trace.problems).toEqual([]);
      expect(trace.steps.every((step) => step.problems.length === 0)).toBe(
        true,
      );
      expect(trace.status).toBe(run.record.status);
    }
  });

  it("reads the old-generation traces as bare traces", () => {
    const old = data.runs.filter(
      (run) => run.trace !== null && !isNewGeneration(run),
    );
    expect(old).toHaveLength(3);
    for (const run of old) {
      const trace = traceOf(run);
      expect(trace.generation).toBe("bare");
      expect(trace.problems).toEqual([]);
    }
  });
});

describe("generateDemoDataSet — non-ASCII inside JSON strings", () => {
  const data = demoData();

  /** Every string that holds JSON: `strValue`s and string-valued tool parameters. */
  function encodedStrings(run: DemoRun): string[] {
    const out: string[] = [];
    for (const step of wireSteps(run)) {
      const result = step.result as WireObject | null;
      if (typeof result?.strValue === "string") out.push(result.strValue);
      const parameters = (step.toolTrace as WireObject | null)?.parameters as
        WireObject | undefined;
      for (const value of Object.values(parameters ?? {}))
        if (typeof value === "string") out.push(value);
    }
    return out.filter((text) => /^\s*[[{]/.test(text));
  }

  it("escapes every non-ASCII character as \\uXXXX in double-encoded payloads", () => {
    const strings = data.runs.flatMap(encodedStrings);
    expect(strings.length).toBeGreaterThan(30);
    for (const text of strings)
      expect(hasRawNonAscii(text), text.slice(0, 80)).toBe(false);
  });

  it("carries the Hebrew names escaped, and three decoding passes recover them", () => {
    const spawn = stepAt(scenario("D1"), "1.1.3");
    expect(spawn.result!.strValue).toMatch(/\\\\u05d9\\\\u05e2\\\\u05dc/);
    const decoded = JSON.stringify(
      decodeNestedJson(spawn.result!.strValue).value,
    );
    expect(decoded).toContain("יעל אברהם");
    expect((spawn.tool!.parameters as { prompts: string }).prompts).toContain(
      "\\u05d9",
    );
    const crm = stepAt(scenario("D6"), "1.1.1");
    expect(crm.result!.strValue).toContain("\\u05de\\u05d9\\u05db\\u05dc");
  });
});
