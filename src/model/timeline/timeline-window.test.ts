import { describe, expect, it } from "vitest";
import { makeStep, makeToolStep, makeTrace } from "../testing/builders";
import { matchSteps } from "../tree/search";
import { overviewOf } from "./overview";
import { parseTimeRange, stepsInRange } from "./time-range";
import { timelineOf } from "./timeline-model";
import { rowOfStep, visibleRows } from "./timeline-rows";
import { timelineSummary } from "./timeline-summary";
import { timelineWindow } from "./timeline-window";

const T = 1_785_999_700_000;
const ms = (at: number) => T + at;
const NOW = ms(1_000_000);

/** A flow step over 0–`n`·10 ms with `n` 5 ms tool calls, one every 10 ms. */
function comb(n: number) {
  return makeTrace([
    makeStep({
      startTime: ms(0),
      endTime: ms(n * 10),
      duration: n * 10,
      steps: Array.from({ length: n }, (_, i) =>
        makeToolStep("a/x", {
          startTime: ms(i * 10),
          endTime: ms(i * 10 + 5),
          duration: 5,
        }),
      ),
    }),
  ]);
}

describe("timelineWindow", () => {
  it("merges gaps under a pixel into one mark that counts them", () => {
    const trace = comb(1000);
    const model = timelineOf(trace, NOW);
    const rows = visibleRows(trace, model.subtreeEnd, null, new Set());
    const window = (widthPx: number) =>
      timelineWindow(
        trace,
        model,
        rows,
        { rowFrom: 0, rowTo: 1, timeFrom: 0, timeTo: 10_000, widthPx },
        new Set(),
      ).rows[0]!.gaps;
    // 10 ms per pixel: each 5 ms gap is under a pixel, 5 ms from the next: one mark.
    expect(window(1000)).toEqual([
      { start: 5, stop: 10_000, count: 1000, before: 1, after: -1 },
    ]);
    // 0.1 ms per pixel: every gap is its own mark.
    expect(window(100_000)).toHaveLength(1000);
  });

  it("answers only the rows asked for, and where the selected step is", () => {
    const trace = comb(50);
    const model = timelineOf(trace, NOW);
    const rows = visibleRows(trace, model.subtreeEnd, null, new Set());
    const window = timelineWindow(
      trace,
      model,
      rows,
      { rowFrom: 10, rowTo: 13, timeFrom: 0, timeTo: 500, widthPx: 500 },
      new Set(),
    );
    expect(window.rowCount).toBe(51);
    expect(window.rows.map((row) => row.path)).toEqual([
      "1.10",
      "1.11",
      "1.12",
    ]);
    // One call after another: the flow step waited on every one.
    expect(window.rows[0]).toMatchObject({ start: 90, stop: 95, onPath: true });
    expect(rowOfStep(rows, 12)).toBe(12);
  });
});

describe("visibleRows", () => {
  //  1        2
  //  1.1      2.1
  //  1.1.1
  const trace = makeTrace([
    makeStep({
      displayName: "one",
      steps: [makeStep({ steps: [makeStep({ displayName: "needle" })] })],
    }),
    makeStep({ steps: [makeStep()] }),
  ]);
  const { subtreeEnd } = timelineOf(trace, NOW);

  it("shows every step in tree order, less what a collapsed step holds", () => {
    expect([...visibleRows(trace, subtreeEnd, null, new Set())]).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect([...visibleRows(trace, subtreeEnd, null, new Set([0]))]).toEqual([
      0, 3, 4,
    ]);
  });

  it("shows a filter's matches with their ancestors, as the tree does", () => {
    const matches = matchSteps(trace, { query: "needle", errorsOnly: false });
    expect([...visibleRows(trace, subtreeEnd, matches, new Set())]).toEqual([
      0, 1, 2,
    ]);
  });
});

describe("time ranges", () => {
  const trace = makeTrace([
    makeStep({
      startTime: ms(0),
      endTime: ms(60_000),
      steps: [
        makeToolStep("a/x", { startTime: ms(1000), endTime: ms(5000) }),
        makeToolStep("a/y", { startTime: ms(20_000), endTime: ms(30_000) }),
        makeToolStep("a/z", { startTime: undefined, endTime: undefined }),
      ],
    }),
  ]);

  it("reads the param, refusing what is not a range", () => {
    expect(parseTimeRange("1000-5000")).toEqual({ from: 1000, to: 5000 });
    expect(parseTimeRange("5000-1000")).toBeNull();
    expect(parseTimeRange("abc")).toBeNull();
    expect(parseTimeRange(undefined)).toBeNull();
  });

  it("keeps the steps that overlap it; an untimed step is inside none", () => {
    expect([...stepsInRange(trace, { from: 10_000, to: 25_000 })]).toEqual([
      0, 2,
    ]);
    expect(
      matchSteps(trace, {
        query: "a/",
        errorsOnly: false,
        range: { from: 0, to: 2000 },
      }),
    ).toEqual(new Set([1]));
  });
});

describe("overviewOf", () => {
  it("counts the bars crossing each cell, whatever their length", () => {
    const read = comb(4);
    const trace = { ...read, endTime: ms(40) } as typeof read;
    const model = timelineOf(trace, NOW);
    const rows = visibleRows(trace, model.subtreeEnd, null, new Set());
    const overview = overviewOf(model, rows, 4, 1);
    // The flow step covers all four columns, each call one of them.
    expect([...overview.cells]).toEqual([2, 2, 2, 2]);
  });
});

describe("timelineSummary", () => {
  it("lists the largest stretches with no step running, with the steps either side", () => {
    const trace = makeTrace([
      makeStep({
        displayName: "Agent",
        startTime: ms(0),
        endTime: ms(60_000),
        steps: [
          makeToolStep("a/x", { startTime: ms(0), endTime: ms(5000) }),
          makeToolStep("a/y", { startTime: ms(50_000), endTime: ms(59_000) }),
        ],
      }),
    ]);
    const summary = timelineSummary(trace, timelineOf(trace, NOW));
    expect(summary.largestGaps[0]).toMatchObject({
      parent: { path: "1", name: "Agent" },
      start: 5000,
      stop: 50_000,
      before: { path: "1.1" },
      after: { path: "1.2" },
      waitLabel: null,
    });
    expect(summary.largestGaps.map((gap) => gap.stop - gap.start)).toEqual([
      45_000, 1000,
    ]);
  });
});
