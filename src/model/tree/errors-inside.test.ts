import { describe, expect, it } from "vitest";
import { makeStep, makeTrace } from "../testing/builders";
import { errorsInside } from "./errors-inside";

describe("errorsInside", () => {
  it("counts the failed steps below each row, not the row's own failure", () => {
    // 1 > (1.1 > 1.1.1 ✗, 1.2 ✗), 2 ✗
    const trace = makeTrace([
      makeStep({
        steps: [
          makeStep({ steps: [makeStep({ status: "ERROR", error: "a" })] }),
          makeStep({ status: "ERROR", error: "b" }),
        ],
      }),
      makeStep({ status: "ERROR", error: "c" }),
    ]);
    const at = (path: string) => trace.byPath.get(path)!;
    const counts = errorsInside(trace.steps, trace.errorIndexes);
    expect(counts.get(at("1"))).toBe(2);
    expect(counts.get(at("1.1"))).toBe(1);
    expect(counts.has(at("1.2"))).toBe(false);
    expect(counts.has(at("2"))).toBe(false);
  });
});
