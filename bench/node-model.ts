/** The model's costs in Node, without a browser: where the time of opening a run goes. */
import { normalizeFruxonTrace } from "../src/model/normalize/fruxon-trace";
import { matchSteps } from "../src/model/tree/search";
import { nestRows } from "../src/model/tree/nest-rows";
import { runOfSteps } from "./bench-data";
import { buildLargeTrace, FILTER_NEEDLE } from "./large-run";
import {
  check,
  measured,
  stepsLabel,
  timed,
  type Measurement,
} from "./measurement";

export function benchModel(steps: number): Measurement[] {
  const { envelope, facts } = buildLargeTrace({
    ...runOfSteps(steps),
    start: 0,
  });
  const text = JSON.stringify(envelope);
  const [json, parseMs] = timed(() => JSON.parse(text) as unknown);
  const [trace, normalizeMs] = timed(() => normalizeFruxonTrace(json));
  check(trace.steps.length === facts.steps, "the model normalised every step");
  const [roots, treeMs] = timed(() =>
    nestRows(trace.steps, (index) => trace.steps[index]!.path),
  );
  check(roots.length === trace.roots.length, "the tree data holds every root");
  const filter = { query: FILTER_NEEDLE, errorsOnly: false };
  const [cold, coldMs] = timed(() => matchSteps(trace, filter));
  const [warm, warmMs] = timed(() => matchSteps(trace, filter));
  check(
    cold?.size === facts.filterMatches && warm?.size === facts.filterMatches,
    "the filter found the 1% of steps",
  );
  const size = `${stepsLabel(facts.steps)}, Node`;
  const row = (name: string, ms: number): Measurement =>
    measured({ name: `model: ${name}`, size, unit: "ms", samples: [ms] });
  return [
    row(`JSON.parse ${(text.length / 1e6).toFixed(1)} MB`, parseMs),
    row("normalise", normalizeMs),
    row("tree data", treeMs),
    row("filter, search index cold", coldMs),
    row("filter, search index built", warmMs),
  ];
}
