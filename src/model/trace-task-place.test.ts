import { describe, expect, it } from "vitest";
import type { RunTrace } from "./run";
import { makeStep, makeTrace } from "./testing/builders";
import { traceTaskPlace, workerKeyOf } from "./trace-task-place";

/** A trace the page holds whole (a fast-agent history, or a test's). */
const whole = makeTrace([makeStep()]);
/** A trace the worker keeps: the page has summary steps and the worker's key. */
const kept = (key: string): RunTrace => ({ ...whole, payloads: { key } });

describe("traceTaskPlace", () => {
  it("runs in the worker when the worker keeps every trace the task reads", () => {
    expect(traceTaskPlace([kept("a")])).toBe("worker");
    expect(traceTaskPlace([kept("a"), kept("b")])).toBe("worker");
  });

  it("skips a missing trace (a run without one) when choosing", () => {
    expect(traceTaskPlace([kept("a"), null])).toBe("worker");
  });

  it("runs on the page for a trace the page holds whole, alone or beside a kept one", () => {
    expect(traceTaskPlace([whole])).toBe("page");
    expect(traceTaskPlace([kept("a"), whole])).toBe("page");
  });

  it("runs on the page when there is no trace at all", () => {
    expect(traceTaskPlace([])).toBe("page");
    expect(traceTaskPlace([null])).toBe("page");
  });

  it("names a trace by the worker's key, or null", () => {
    expect(workerKeyOf(kept("k1"))).toBe("k1");
    expect(workerKeyOf(whole)).toBeNull();
    expect(workerKeyOf(null)).toBeNull();
  });
});
