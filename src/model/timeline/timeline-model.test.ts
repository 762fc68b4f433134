import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { runSlot } from "./coverage";
import {
  SPAN_BEFORE_PARENT,
  SPAN_END_FROM_DURATION,
  SPAN_NO_END,
  SPAN_OPEN,
} from "./step-spans";
import { timelineOf } from "./timeline-model";

const T = 1_785_999_700_000;
const s = (seconds: number) => T + seconds * 1000;
const NOW = s(600);

/** A step from `from` to `to` seconds after T (end 0 when `to` is null). */
const span = (from: number, to: number | null, extra = {}) => ({
  startTime: s(from),
  endTime: to === null ? 0 : s(to),
  duration: to === null ? 0 : (to - from) * 1000,
  ...extra,
});

const gapsOf = (trace: ReturnType<typeof makeTrace>, parent: number) => {
  const { coverage } = timelineOf(trace, NOW);
  const gaps: [number, number, number, number][] = [];
  for (
    let g = coverage.gapFrom[parent]!;
    g < coverage.gapFrom[parent + 1]!;
    g++
  )
    gaps.push([
      coverage.gapStart[g]! / 1000,
      coverage.gapStop[g]! / 1000,
      coverage.gapBefore[g]!,
      coverage.gapAfter[g]!,
    ]);
  return gaps;
};

describe("timelineOf: gaps and own time", () => {
  //  1  |0 ====================== 60|
  //  1.1   |5 == 15|                    gap 0–5, 15–20
  //  1.2            |20 ==== 40|        (overlaps 1.3)
  //  1.3               |30 ======= 50|  gap 50–60
  it("names the stretches no child covers, overlapping children counted once", () => {
    const trace = makeTrace([
      makeStep({
        ...span(0, 60),
        steps: [
          makeToolStep("a/x", span(5, 15)),
          makeToolStep("a/y", span(20, 40)),
          makeToolStep("a/z", span(30, 50)),
        ],
      }),
    ]);
    expect(gapsOf(trace, 0)).toEqual([
      [0, 5, -1, 1],
      [15, 20, 1, 2],
      [50, 60, 3, -1],
    ]);
    const { coverage } = timelineOf(trace, NOW);
    expect(coverage.childrenMs[0]).toBe(40_000);
    expect(coverage.selfMs[0]).toBe(20_000);
  });

  it("lets a zero-length child leave the gap around it whole", () => {
    const trace = makeTrace([
      makeStep({
        ...span(0, 10),
        steps: [
          makeToolStep("a/x", span(4, 4)),
          makeToolStep("a/y", span(8, 10)),
        ],
      }),
    ]);
    expect(gapsOf(trace, 0)).toEqual([[0, 8, -1, 2]]);
  });

  it("draws a step without an end from its duration, or as a point", () => {
    const trace = makeTrace([
      makeStep({
        ...span(0, 30),
        steps: [
          makeToolStep("a/x", { startTime: s(2), endTime: 0, duration: 3000 }),
          makeToolStep("a/y", { startTime: s(10), endTime: 0, duration: 0 }),
          makeToolStep("a/z", { startTime: undefined, endTime: undefined }),
        ],
      }),
    ]);
    const { spans } = timelineOf(trace, NOW);
    expect(spans.stop[1]).toBe(5000);
    expect(spans.flags[1]! & SPAN_END_FROM_DURATION).toBeTruthy();
    expect(Number.isNaN(spans.stop[2]!)).toBe(true);
    expect(spans.flags[2]! & SPAN_NO_END).toBeTruthy();
    // Untimed: no bar, not placed at zero.
    expect(Number.isNaN(spans.start[3]!)).toBe(true);
    expect(spans.untimedCount).toBe(1);
    expect(gapsOf(trace, 0)).toEqual([
      [0, 2, -1, 1],
      // The point at 10 s says nothing ran on: the gap runs past it.
      [5, 30, 1, -1],
    ]);
  });

  it("runs a step still open in a live run to now", () => {
    const read = makeTrace([makeStep(span(0, null))], {
      status: "IN_PROGRESS",
    });
    const trace = { ...read, endTime: null } as typeof read;
    const { spans } = timelineOf(trace, NOW);
    expect(spans.isOpen).toBe(true);
    expect(spans.stop[0]).toBe(600_000);
    expect(spans.flags[0]! & SPAN_OPEN).toBeTruthy();
    expect(spans.runEnd).toBe(600_000);
  });

  // D7's shape: the outer step re-entered on resume starts at 9m20s; its child at 0.3s.
  it("keeps a child that starts before its parent, and widens the run's coverage with it", () => {
    const trace = makeTrace(
      [
        makeStep({
          ...span(560, 630),
          steps: [makeLlmStep({ ...span(0.3, 628.9) })],
        }),
      ],
      {},
    );
    const withSpan = {
      ...trace,
      startTime: s(0),
      endTime: s(630),
    } as typeof trace;
    const { spans } = timelineOf(withSpan, NOW);
    expect(spans.flags[1]! & SPAN_BEFORE_PARENT).toBeTruthy();
    expect(spans.start[1]).toBe(300);
    expect(spans.hullStart[0]).toBe(300);
    // The run's only gap is the 0.3 s before the first step, not the 9m20s before step 1.
    expect(gapsOf(withSpan, runSlot(withSpan))).toEqual([[0, 0.3, -1, 0]]);
  });
});

describe("timelineOf: critical path and totals", () => {
  it("walks back from the end through the child each stretch waited on", () => {
    const trace = makeTrace([
      makeStep({
        ...span(0, 60),
        steps: [
          makeToolStep("a/a", span(0, 10)),
          makeToolStep("a/b", span(5, 30)),
          makeToolStep("a/d", span(6, 12)),
          makeToolStep("a/c", span(32, 60)),
        ],
      }),
    ]);
    const { onPath } = timelineOf(trace, NOW);
    expect([...onPath]).toEqual([1, 1, 1, 0, 1]);
  });

  it("adds LLM, tool and idle time up to the span when steps run one after another", () => {
    const trace = makeTrace([
      makeStep({
        ...span(0, 60),
        steps: [
          makeLlmStep({
            ...span(0, 50),
            llm: { inputTokens: 100, outputTokens: 20, totalCost: 0.5 },
            steps: [makeToolStep("a/x", span(10, 30))],
          }),
        ],
      }),
    ]);
    const { totals } = timelineOf(trace, NOW);
    expect(totals).toMatchObject({
      spanMs: 60_000,
      llmMs: 30_000,
      toolMs: 20_000,
      idleMs: 10_000,
      waitingMs: 0,
      overlapMs: 0,
      tokens: 120,
      cost: 0.5,
    });
  });
});
