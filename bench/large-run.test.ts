import { describe, expect, it } from "vitest";
import { normalizeFruxonTrace } from "../src/model/normalize/fruxon-trace";
import { matchSteps } from "../src/model/tree/search";
import { runOfSteps } from "./bench-data";
import { buildLargeTrace, FILTER_NEEDLE, streamLargeTrace } from "./large-run";

/** The facts the benchmark checks the page against must be true of the run it generates. */
describe("generated bench runs", () => {
  const { envelope, facts } = buildLargeTrace({
    ...runOfSteps(10_001),
    start: 0,
  });
  const trace = normalizeFruxonTrace(envelope);

  it("has the step count in its name, and the filter matches 1% of it", () => {
    expect(trace.steps).toHaveLength(10_001);
    expect(facts.steps).toBe(10_001);
    const matches = matchSteps(trace, {
      query: FILTER_NEEDLE,
      errorsOnly: false,
    });
    expect(matches?.size).toBe(facts.filterMatches);
    expect(facts.filterMatches).toBe(99);
  });

  it("names the last error and the last step by the paths the tree shows", () => {
    const lastError = trace.errorIndexes.at(-1)!;
    expect(trace.steps[lastError]!.path).toBe(facts.lastErrorPath);
    expect(trace.steps.at(-1)!.path).toBe(facts.lastPath);
  });

  it("puts a result of the asked size on the step it names", () => {
    const giant = buildLargeTrace({
      id: "giant",
      turns: 1,
      callsPerTurn: 5,
      start: 0,
      giantResultChars: 1_000_000,
    });
    const steps = normalizeFruxonTrace(giant.envelope);
    const step = steps.steps[steps.byPath.get(giant.facts.giantResultPath!)!]!;
    expect(step.result?.strValue?.length).toBeGreaterThanOrEqual(1_000_000);
  });
});

describe("streamLargeTrace", () => {
  it("streams the same bytes JSON.stringify writes, with the same facts", async () => {
    for (const options of [
      { ...runOfSteps(1001), start: 5 },
      { ...runOfSteps(1001), id: "variant", variant: true, start: 5 },
      // One LLM step of 3,000 calls: streamed a call at a time, as a million would be.
      { id: "wide", turns: 1, callsPerTurn: 3000, start: 5 },
    ]) {
      const built = buildLargeTrace(options);
      const streamed = streamLargeTrace(options);
      expect(streamed.facts).toEqual(built.facts);
      const text = await new Response(streamed.open()).text();
      expect(text).toBe(JSON.stringify(built.envelope));
    }
  });
});
