import { describe, expect, it } from "vitest";
import {
  deliveryVerdict,
  describePartialDelivery,
  firstPartialResults,
  isPartialDelivery,
} from "./result-delivery";
import { asStepPath } from "../run";

const delivery = (
  overrides: Partial<Parameters<typeof isPartialDelivery>[0] & object>,
) => ({
  originalChars: 1000,
  deliveredChars: 1000,
  offloaded: false,
  projected: false,
  ...overrides,
});

describe("resultDelivery", () => {
  it("says nothing when the model saw the whole result", () => {
    expect(isPartialDelivery(delivery({}))).toBe(false);
    expect(describePartialDelivery(delivery({}))).toBeNull();
    expect(describePartialDelivery(null)).toBeNull();
  });

  it("states both sizes, the share and the flags when the model saw part", () => {
    expect(
      describePartialDelivery(
        delivery({
          originalChars: 48211,
          deliveredChars: 8000,
          offloaded: true,
        }),
      ),
    ).toBe("model saw 8,000 of 48,211 chars (17%) — offloaded");
    expect(
      describePartialDelivery(
        delivery({
          originalChars: 48211,
          deliveredChars: 12000,
          offloaded: true,
          projected: true,
        }),
      ),
    ).toBe("model saw 12,000 of 48,211 chars (25%) — offloaded, projected");
  });

  it("flags an offloaded or projected result even when the counts are missing", () => {
    expect(
      describePartialDelivery(
        delivery({
          originalChars: null,
          deliveredChars: null,
          projected: true,
        }),
      ),
    ).toBe("model saw part of the result — projected");
  });
});

describe("deliveryVerdict", () => {
  it("states the whole result only when the recorded sizes say so", () => {
    expect(deliveryVerdict(delivery({}))).toEqual({
      kind: "whole",
      text: "the model saw the whole result (1,000 of 1,000 chars)",
    });
  });

  it("says unknown, not whole, when no sizes were recorded", () => {
    for (const sizes of [
      null,
      delivery({ originalChars: null, deliveredChars: null }),
      delivery({ deliveredChars: null }),
    ])
      expect(deliveryVerdict(sizes).kind).toBe("unrecorded");
  });

  it("says partial when the model saw less, or the result was offloaded", () => {
    expect(deliveryVerdict(delivery({ deliveredChars: 100 })).kind).toBe(
      "partial",
    );
    expect(deliveryVerdict(delivery({ offloaded: true })).kind).toBe("partial");
  });
});

describe("firstPartialResults", () => {
  const step = (
    path: string,
    resultDelivery: ReturnType<typeof delivery> | null,
  ) => ({
    path: asStepPath(path),
    name: `step ${path}`,
    tool: resultDelivery && ({ resultDelivery } as never),
  });

  it("lists the steps whose result was cut, in order, up to the limit", () => {
    const cut = delivery({ deliveredChars: 250 });
    const steps = [
      step("1", null),
      step("2", cut),
      step("3", delivery({})),
      step("4", cut),
      step("5", cut),
    ];
    expect(firstPartialResults(steps, 2)).toEqual([
      { path: "2", name: "step 2", note: describePartialDelivery(cut) },
      { path: "4", name: "step 4", note: describePartialDelivery(cut) },
    ]);
    expect(firstPartialResults([step("1", delivery({}))])).toEqual([]);
  });
});
