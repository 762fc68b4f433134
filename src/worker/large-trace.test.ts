import { describe, expect, it } from "vitest";
import { normalizeFruxonTrace } from "../model/normalize/fruxon-trace";
import { toSummaryStep } from "../model/normalize/summary-step";
import { makeToolStep, makeWireTrace } from "../model/testing/builders";
import { LargeTraceParts } from "./large-trace";

describe("LargeTraceParts", () => {
  it("reads a step again from its bytes when steps come out of order, far ahead first", () => {
    const wire = makeWireTrace([
      makeToolStep("ledger/get_entry", { parameters: { entry: 7 } }),
    ]);
    const text = JSON.stringify(wire);
    const step = normalizeFruxonTrace(wire).steps[0]!;
    // The step as a deep link's focus far into a large run: its index well past the
    // first allocation (the ranges grew by one doubling and dropped it).
    const far = { ...step, index: 300_000 };
    const parts = new LargeTraceParts(null);
    parts.addBytes(new TextEncoder().encode(text));
    const stepJson = JSON.stringify(
      (wire.trace as { traces: unknown[] }).traces[0],
    );
    const at = text.indexOf(stepJson);
    parts.add(far, {
      from: at,
      to: at + stepJson.length,
      childrenFrom: at + stepJson.length,
      childrenTo: at + stepJson.length,
    });
    expect(at).toBeGreaterThan(0);
    expect(parts.stepInFull(300_000, toSummaryStep(far))).toEqual(far);
    expect(parts.stepInFull(299_999, toSummaryStep(far))).toBeNull();
  });
});
