import { describe, expect, it } from "vitest";
import { createStep } from "../model/normalize/create-step";
import { asStepPath, type RunTrace, type Step } from "../model/run";
import { nextTraceLoad, TraceAssembly, type TraceLoad } from "./trace-load";

/** A chain of tool steps under one root: 1, 1.1, 1.2, … */
function steps(from: number, to: number): Step[] {
  const made: Step[] = [];
  for (let index = from; index < to; index++)
    made.push(
      createStep(
        {
          index,
          path: asStepPath(index === 0 ? "1" : `1.${index}`),
          parent: index === 0 ? -1 : 0,
          depth: index === 0 ? 0 : 1,
        },
        { kind: "TOOL", type: "TOOL", name: `call ${index}` },
      ),
    );
  return made;
}

const PROGRESS = { bytes: 0, expectedBytes: null, steps: 0 };
const LOADING: TraceLoad = {
  state: "loading",
  progress: PROGRESS,
  startedAt: 0,
  trace: null,
  outcome: null,
};

describe("TraceAssembly", () => {
  it("keeps an earlier snapshot's path index to the steps that snapshot holds", () => {
    const assembly = new TraceAssembly();
    assembly.add(steps(0, 3), false);
    const earlier = assembly.snapshot(null, null);
    assembly.add(steps(3, 6), false);
    const later = assembly.snapshot(null, null);

    // A deep link resolved against the snapshot the tree still shows must name one of its steps.
    expect(earlier.byPath.get("1.4")).toBeUndefined();
    expect(earlier.byPath.has("1.4")).toBe(false);
    expect(earlier.byPath.get("1.2")).toBe(2);
    expect(earlier.byPath.size).toBe(3);
    expect([...earlier.byPath.keys()]).toEqual(["1", "1.1", "1.2"]);
    expect(later.byPath.get("1.4")).toBe(4);
    expect(later.byPath.size).toBe(6);
  });

  it("names no step past a gap until the gap fills", () => {
    const assembly = new TraceAssembly();
    const [first, second, third] = steps(0, 3);
    assembly.add([first!, third!], false);
    const gap = assembly.snapshot(null, null);
    expect(gap.steps).toHaveLength(1);
    expect(gap.byPath.get("1.2")).toBeUndefined();
    assembly.add([second!], false);
    const whole = assembly.snapshot(null, null);
    expect(whole.byPath.get("1.2")).toBe(2);
    expect(whole.byPath.get("1.1")).toBe(1);
    expect(whole.steps[0]!.children).toEqual([1, 2]);
  });

  it("finds no step for a path that is not one of its steps' paths", () => {
    const assembly = new TraceAssembly();
    assembly.add(steps(0, 3), false);
    const { byPath } = assembly.snapshot(null, null);
    for (const path of ["", "0", "01", "1.", "1.0", "1.3", "2", "1.1.1", "x"])
      expect(byPath.get(path), path).toBeUndefined();
    expect(byPath.get("1")).toBe(0);
  });
});

describe("TraceAssembly's lists, kept as steps arrive", () => {
  const failed = (step: Step): Step => ({
    ...step,
    status: "ERROR",
    isError: true,
  });

  it("match a pass over the snapshot's steps, late statuses and gaps included", () => {
    const assembly = new TraceAssembly();
    const all = steps(0, 8);
    assembly.add([all[0]!, failed(all[1]!), all[2]!, failed(all[5]!)], false);
    // A late status: step 2 fails after step 5 was reported failed; step 1 recovers.
    assembly.add([failed(all[2]!), all[1]!, all[3]!], false);
    const gap = assembly.snapshot(null, null);
    expectListsOf(gap);
    expect(gap.errorIndexes).toEqual([2]);
    assembly.add([all[4]!, all[6]!, failed(all[7]!)], false);
    const whole = assembly.snapshot(null, null);
    expectListsOf(whole);
    expect(whole.errorIndexes).toEqual([2, 5, 7]);
    expect(whole.roots).toEqual([0]);
    expect(whole.deepestLevel).toBe(1);
  });

  /** What the snapshot's lists would be, computed from its steps. */
  function expectListsOf(trace: RunTrace) {
    expect(trace.roots).toEqual(
      trace.steps.filter((s) => s.parent < 0).map((s) => s.index),
    );
    expect(trace.errorIndexes).toEqual(
      trace.steps.filter((s) => s.isError).map((s) => s.index),
    );
  }
});

describe("nextTraceLoad", () => {
  it("folds the chunks of one batch and shows them together when the last one arrives", () => {
    const assembly = new TraceAssembly();
    const first = nextTraceLoad(
      LOADING,
      {
        type: "batch",
        key: "trace-1",
        progress: PROGRESS,
        steps: steps(0, 2),
        reset: false,
        endsBatch: false,
      },
      assembly,
    );
    expect(first.trace).toBeNull();
    const whole = nextTraceLoad(
      first,
      {
        type: "batch",
        key: "trace-1",
        progress: { ...PROGRESS, steps: 4 },
        steps: steps(2, 4),
        reset: false,
        endsBatch: true,
      },
      assembly,
    );
    expect(whole.trace?.steps.map((step) => step.path)).toEqual([
      "1",
      "1.1",
      "1.2",
      "1.3",
    ]);
    expect(whole.progress.steps).toBe(4);
    // Read so far, not whole: its payloads are asked for by the key it is read under.
    expect(whole.trace?.reading).toEqual({ key: "trace-1" });
    expect(whole.trace?.payloads).toBeUndefined();
  });
});
