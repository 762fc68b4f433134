/**
 * Shared by the demo's tests: one generated data set per anchor, lookups of the named
 * runs, and each trace read through the app's own normaliser (cached: D10 is large).
 */
import type { DemoDataSet, DemoRun, DemoScenario, WireObject } from "./dataset";
import { generateDemoDataSet } from "./generate";
import { DEMO_SCENARIOS } from "./scenarios";
import { normalizeFruxonTrace } from "../../src/model/normalize/fruxon-trace";
import type { RunTrace, Step } from "../../src/model/run";

/** A fixed anchor: Thursday 2026-08-06 07:06:40 UTC. */
export const TEST_NOW = Date.UTC(2026, 7, 6, 7, 6, 40);

let cached: DemoDataSet | null = null;
export function demoData(): DemoDataSet {
  cached ??= generateDemoDataSet({ now: TEST_NOW });
  return cached;
}

export function runById(data: DemoDataSet, id: string): DemoRun {
  const run = data.runs.find((candidate) => candidate.record.id === id);
  if (!run) throw new Error(`no run ${id}`);
  return run;
}

export function scenario(
  name: DemoScenario,
  data: DemoDataSet = demoData(),
): DemoRun {
  return runById(data, DEMO_SCENARIOS[name].runId);
}

const traces = new WeakMap<DemoRun, RunTrace>();
export function traceOf(run: DemoRun): RunTrace {
  let trace = traces.get(run);
  if (!trace) {
    trace = normalizeFruxonTrace(run.trace);
    traces.set(run, trace);
  }
  return trace;
}

export function stepAt(run: DemoRun, path: string): Step {
  const trace = traceOf(run);
  const index = trace.byPath.get(path);
  if (index === undefined) throw new Error(`no step ${path}`);
  return trace.steps[index]!;
}

/** The wire trace body (`trace` inside the envelope, or the bare old-generation object). */
export function traceBody(run: DemoRun): WireObject {
  const trace = run.trace!;
  return (trace.trace as WireObject | undefined) ?? trace;
}

/** Every wire step of a trace, iteratively. */
export function wireSteps(run: DemoRun): WireObject[] {
  const out: WireObject[] = [];
  if (run.trace === null) return out;
  const stack = [...((traceBody(run).traces as WireObject[]) ?? [])];
  while (stack.length > 0) {
    const step = stack.pop()!;
    out.push(step);
    stack.push(...((step.steps as WireObject[]) ?? []));
  }
  return out;
}

/** The state a step decided from: its kind, tool and parameters, or the LLM's prompt. */
export function stepInputs(step: Step): string {
  if (step.tool)
    return JSON.stringify([step.tool.tool?.label, step.tool.parameters]);
  if (step.llm) {
    return JSON.stringify([
      step.llm.model,
      step.llm.systemInstructions.map((message) => message.raw),
      step.llm.messages.map((message) => message.raw),
      step.llm.tools.map((tool) => tool.label),
    ]);
  }
  return JSON.stringify([step.type, step.name]);
}
