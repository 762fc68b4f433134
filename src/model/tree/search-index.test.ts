import { describe, expect, it } from "vitest";
import { makeStep, makeToolStep, makeTrace } from "../testing/builders";
import {
  SearchIndexBuilder,
  stepsContaining,
  stepTextOf,
} from "./search-index";

function traceOf(results: string[]) {
  return makeTrace([
    makeStep({
      displayName: "Agent",
      steps: results.map((strValue, n) =>
        makeToolStep("ledger/get_entry", {
          displayName: `Call ${n}`,
          result: { strValue },
        }),
      ),
    }),
  ]);
}

describe("search index", () => {
  it("finds each step once, however often the term occurs in it", () => {
    const trace = traceOf(["needle needle needle", "hay", "a NEEDLE"]);
    const index = new SearchIndexBuilder(trace).build();
    expect(stepsContaining(index, "needle")).toEqual([1, 3]);
    expect(stepsContaining(index, "absent")).toEqual([]);
  });

  it("never matches across two steps' texts", () => {
    const trace = traceOf(["ends with abc", "def starts"]);
    const index = new SearchIndexBuilder(trace).build();
    expect(stepsContaining(index, "abc")).toEqual([1]);
    expect(stepsContaining(index, "abc\ndef")).toEqual([]);
    expect(stepTextOf(index, 2)).toContain("def starts");
    expect(stepTextOf(index, 2)).not.toContain("abc");
  });

  it("keeps step boundaries when a payload contains the separator character", () => {
    const trace = traceOf(["nul\u0000inside", "after"]);
    const index = new SearchIndexBuilder(trace).build();
    expect(stepsContaining(index, "after")).toEqual([2]);
    expect(stepsContaining(index, "inside")).toEqual([1]);
  });

  it("builds in slices that yield and resume to the same index as one pass", () => {
    const trace = traceOf(Array.from({ length: 500 }, (_, n) => `entry ${n}`));
    const whole = new SearchIndexBuilder(trace).build();
    const sliced = new SearchIndexBuilder(trace);
    let slices = 0;
    while (!sliced.work(() => true)) slices++;
    expect(slices).toBeGreaterThan(3);
    expect(sliced.isDone).toBe(true);
    expect(sliced.build()).toEqual(whole);
    expect(stepsContaining(sliced.build(), "entry 499")).toEqual([500]);
  });
});
