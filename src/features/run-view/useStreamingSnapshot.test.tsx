// @vitest-environment jsdom
/**
 * The snapshots a streaming trace's tree shows, rendered as the page renders them (React in
 * jsdom, a fake clock): a throttle on the batches, the whole trace at once.
 */
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RunTrace } from "../../model/run";
import { domRootPerTest } from "../../ui/testing/dom-root";
import { snapshotInterval, useStreamingSnapshot } from "./useStreamingSnapshot";

/** The hook reads only how many steps a snapshot has. */
const traceOf = (steps: number) =>
  ({ steps: new Array<unknown>(steps) }) as unknown as RunTrace;

const shown: { at: number; steps: number; isComplete: boolean }[] = [];

function Probe({
  trace,
  isComplete,
  wanted,
}: {
  trace: RunTrace;
  isComplete: boolean;
  wanted?: string;
}) {
  const snapshot = useStreamingSnapshot(trace, isComplete, wanted);
  const last = shown.at(-1);
  if (
    last?.steps !== snapshot.trace.steps.length ||
    last.isComplete !== snapshot.isComplete
  )
    shown.push({
      at: Date.now(),
      steps: snapshot.trace.steps.length,
      isComplete: snapshot.isComplete,
    });
  return null;
}

const dom = domRootPerTest();
const render = (steps: number, isComplete = false) =>
  dom.render(<Probe trace={traceOf(steps)} isComplete={isComplete} />);

beforeEach(() => {
  vi.useFakeTimers();
  shown.length = 0;
});
afterEach(() => vi.useRealTimers());

describe("useStreamingSnapshot", () => {
  it("shows a new snapshot at most every interval while batches keep coming, then the whole trace at once", async () => {
    const start = Date.now();
    render(100);
    // A batch every 50 ms, 1,000 steps each, for 3 s: the interval grows with the steps.
    for (let batch = 1; batch <= 60; batch++) {
      await act(() => vi.advanceTimersByTimeAsync(50));
      render(100 + batch * 1000);
    }
    const during = shown.filter((snapshot) => !snapshot.isComplete);
    expect(during[0]).toEqual({ at: start, steps: 100, isComplete: false });
    // Each later snapshot came once its wait was over, however many batches came meanwhile.
    for (let i = 1; i < during.length; i++)
      expect(during[i]!.at - during[i - 1]!.at).toBeLessThanOrEqual(
        snapshotInterval(during[i]!.steps) + 50,
      );
    expect(during.length).toBeGreaterThanOrEqual(3);
    render(60_100, true);
    expect(shown.at(-1)).toMatchObject({ steps: 60_100, isComplete: true });
  });

  it("shows the first snapshot that has the linked step at once, whatever the throttle", async () => {
    const having = (steps: number, has: boolean) =>
      ({
        steps: new Array<unknown>(steps),
        byPath: new Map(has ? [["1.1.9000", 9001]] : []),
      }) as unknown as RunTrace;
    const renderWanted = (trace: RunTrace) =>
      dom.render(<Probe trace={trace} isComplete={false} wanted="1.1.9000" />);
    const start = Date.now();
    renderWanted(having(30_000, false));
    await act(() => vi.advanceTimersByTimeAsync(100));
    renderWanted(having(40_000, false));
    await act(() => vi.advanceTimersByTimeAsync(100));
    // The throttle's wait is 5 s at this size; the step's arrival does not wait for it.
    renderWanted(having(50_000, true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shown.map((snapshot) => snapshot.steps)).toEqual([30_000, 50_000]);
    expect(shown.at(-1)!.at - start).toBeLessThan(1000);
  });
});
