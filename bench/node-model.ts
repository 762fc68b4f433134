/** Model costs in Node, without a browser: parse, normalise, flatten, filter. */
import { normalizeFruxonTrace } from "../src/model/normalize/fruxon-trace";
import { buildStepTreeData } from "../src/model/tree/step-tree-data";
import { matchSteps } from "../src/model/tree/search";
import { diffRuns } from "../src/model/diff/diff-run";
import { buildLargeTrace, type LargeRunOptions } from "./large-run";
import type { Measurement } from "./measurement";

function time<T>(run: () => T): [T, number] {
  const started = performance.now();
  const value = run();
  return [value, performance.now() - started];
}

export function benchModel(
  options: LargeRunOptions,
  label: string,
): Measurement[] {
  const text = JSON.stringify(buildLargeTrace(options));
  const [json, parseMs] = time(() => JSON.parse(text) as unknown);
  const [trace, normalizeMs] = time(() => normalizeFruxonTrace(json));
  const [, treeMs] = time(() => buildStepTreeData(trace));
  const [, firstFilterMs] = time(() =>
    matchSteps(trace, { query: "conflict", errorsOnly: false }),
  );
  const [, secondFilterMs] = time(() =>
    matchSteps(trace, { query: "JE-0480500", errorsOnly: false }),
  );
  const other = normalizeFruxonTrace(withOneTurnMissing(text));
  const [, diffMs] = time(() => diffRuns(other, trace));
  return [
    {
      name: `${label}: JSON.parse (${(text.length / 1e6).toFixed(1)} MB)`,
      ms: parseMs,
      budgetMs: 2000,
    },
    {
      name: `${label}: normalise ${trace.steps.length.toLocaleString("en-US")} steps`,
      ms: normalizeMs,
      budgetMs: 2500,
    },
    { name: `${label}: build tree data`, ms: treeMs, budgetMs: 300 },
    {
      name: `${label}: compare with a copy missing one turn (align + diff)`,
      ms: diffMs,
      budgetMs: 3000,
    },
    {
      name: `${label}: first filter (builds the search index)`,
      ms: firstFilterMs,
      budgetMs: 2500,
    },
    { name: `${label}: next filter`, ms: secondFilterMs, budgetMs: 500 },
  ];
}

interface BenchTraceShape {
  trace: {
    traces: {
      steps: {
        steps: { toolTrace: { parameters: Record<string, unknown> } }[];
      }[];
    }[];
  };
}

/** The same run with one turn removed and every 100th turn's first input changed. */
function withOneTurnMissing(text: string): unknown {
  const copy = JSON.parse(text) as BenchTraceShape;
  const turns = copy.trace.traces[0]!.steps;
  turns.splice(Math.floor(turns.length / 2), 1);
  turns.forEach((turn, index) => {
    if (index % 100 === 0)
      turn.steps[0]!.toolTrace.parameters.includeLines = false;
  });
  return copy;
}
