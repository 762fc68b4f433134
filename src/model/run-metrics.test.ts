import { describe, expect, it } from "vitest";
import {
  buildRunDetail,
  fingerprintRun,
  fingerprintSteps,
  isRunLive,
} from "./normalize/run-detail";
import { isUndelivered, runSpan, runUsage } from "./run-metrics";
import {
  makeLlmStep,
  makeStep,
  makeSummary,
  makeToolStep,
  makeTrace,
} from "./testing/builders";

describe("runSpan", () => {
  it("is the trace's end minus start, not the outermost step's duration", () => {
    // Suspended for nine minutes: the outer step covers only the resumed segment.
    const trace = makeTrace([makeStep({ duration: 70_000 })], {});
    const span = runSpan(makeSummary(), {
      ...trace,
      startTime: trace.startTime,
      endTime: trace.endTime,
    });
    expect(span.spanMs).toBe(60_000);
    expect(trace.steps[0]!.durationMs).toBe(70_000);
  });

  it("is open while endTime is 0", () => {
    const trace = makeTrace([], {});
    const open = runSpan(makeSummary({ endTime: 0 }), {
      ...trace,
      endTime: null,
    });
    expect(open).toMatchObject({ spanMs: null, isOpen: true });
  });
});

describe("runUsage", () => {
  it("prefers the record's totals", () => {
    expect(runUsage(makeSummary(), null)).toMatchObject({
      totalTokens: 120,
      totalCost: 0.01,
      source: "record",
    });
  });

  it("sums LLM steps when the record has none (a saved trace alone)", () => {
    const trace = makeTrace([
      makeLlmStep({
        llm: {
          inputTokens: 100,
          outputTokens: 10,
          inputCost: 0.1,
          outputCost: 0.2,
        },
      }),
      makeLlmStep({
        llm: { inputTokens: 50, outputTokens: 5, totalCost: 0.05 },
      }),
    ]);
    const summary = makeSummary({
      inputTokens: null,
      outputTokens: null,
      totalCost: null,
    });
    expect(runUsage(summary, trace)).toMatchObject({
      inputTokens: 150,
      outputTokens: 15,
      totalTokens: 165,
      source: "steps",
    });
    expect(runUsage(summary, trace).totalCost).toBeCloseTo(0.35);
  });
});

describe("isUndelivered", () => {
  it("flags COMPLETED runs whose reply did not land", () => {
    expect(
      isUndelivered({ status: "COMPLETED", deliveryStatus: "WITHHELD" }),
    ).toBe(true);
    expect(
      isUndelivered({ status: "COMPLETED", deliveryStatus: "FAILED" }),
    ).toBe(true);
    expect(
      isUndelivered({ status: "COMPLETED", deliveryStatus: "DELIVERED" }),
    ).toBe(false);
    expect(
      isUndelivered({ status: "COMPLETED", deliveryStatus: "NOT_APPLICABLE" }),
    ).toBe(false);
    expect(
      isUndelivered({ status: "FAILED", deliveryStatus: "WITHHELD" }),
    ).toBe(false);
  });
});

describe("live runs", () => {
  it("polls running and suspended runs, and old-generation runs whose trace is open", () => {
    const trace = makeTrace([]);
    expect(
      isRunLive({
        summary: makeSummary({ status: "WAITING_FOR_ASYNC" }),
        trace,
      }),
    ).toBe(true);
    expect(
      isRunLive({ summary: makeSummary({ status: "COMPLETED" }), trace }),
    ).toBe(false);
    expect(
      isRunLive({
        summary: makeSummary({ status: null }),
        trace: { ...trace, status: null, endTime: null },
      }),
    ).toBe(true);
  });

  it("keeps lastChangedAt while the trace does not change, and moves it when a step lands", () => {
    const summary = makeSummary({ status: "IN_PROGRESS" });
    const before = makeTrace([makeToolStep("a/b")]);
    const first = buildRunDetail(summary, before, null, 1000);
    const same = buildRunDetail(
      summary,
      makeTrace([makeToolStep("a/b")]),
      null,
      2000,
      first,
    );
    expect(same.lastChangedAt).toBe(1000);
    const grown = buildRunDetail(
      summary,
      makeTrace([makeToolStep("a/b"), makeToolStep("c/d")]),
      null,
      3000,
      same,
    );
    expect(grown.lastChangedAt).toBe(3000);
    expect(fingerprintRun(summary, before)).not.toBe(grown.fingerprint);
  });

  it("reads the same fingerprint from a trace whose steps the worker hashed as from one it hashes itself", () => {
    const summary = makeSummary({ status: "IN_PROGRESS" });
    const trace = makeTrace([makeToolStep("a/b"), makeToolStep("c/d")]);
    const hashed = {
      ...trace,
      stepsFingerprint: fingerprintSteps(trace.steps),
    };
    expect(fingerprintRun(summary, hashed)).toBe(
      fingerprintRun(summary, trace),
    );
    const failed = makeTrace([
      makeToolStep("a/b"),
      makeToolStep("c/d", { status: "ERROR" }),
    ]);
    expect(fingerprintSteps(failed.steps)).not.toBe(hashed.stepsFingerprint);
  });
});
