/** The model's costs in Node, without a browser: where the time of opening a run goes. */
import { normalizeFruxonTrace } from "../src/model/normalize/fruxon-trace";
import { FruxonTraceStream } from "../src/model/normalize/fruxon-trace-stream";
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

/** About what a fetch delivers at a time. */
const STREAM_CHUNK = 64 * 1024;

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
  // What the trace worker does instead: the same model, read from the bytes as they come
  // (last: a second trace held in memory would slow what is timed after it).
  const bytes = new TextEncoder().encode(text);
  const [streamed, streamMs] = timed(() => {
    const stream = new FruxonTraceStream();
    for (let at = 0; at < bytes.length; at += STREAM_CHUNK)
      stream.push(bytes.subarray(at, at + STREAM_CHUNK));
    return stream.finish();
  });
  check(
    "trace" in streamed && streamed.trace?.steps.length === facts.steps,
    "the streaming read built every step",
  );
  const size = `${stepsLabel(facts.steps)}, Node`;
  const row = (name: string, ms: number): Measurement =>
    measured({ name: `model: ${name}`, size, unit: "ms", samples: [ms] });
  return [
    row(`JSON.parse ${(text.length / 1e6).toFixed(1)} MB`, parseMs),
    row("normalise", normalizeMs),
    row("streaming read (the worker's, 64 KB chunks)", streamMs),
    row("tree data", treeMs),
    row("filter, search index cold", coldMs),
    row("filter, search index built", warmMs),
  ];
}
