import { describe, expect, it } from "vitest";
import { makeStep, makeTrace } from "../testing/builders";
import {
  AUTO_PREVIOUS_CHECK_STEPS,
  checksPreviousRunAutomatically,
} from "./finding-helpers";

describe("checksPreviousRunAutomatically", () => {
  const flat = (steps: number) =>
    makeTrace(Array.from({ length: steps }, () => makeStep()));

  it("checks a run of up to the limit at once, and a larger one only on request", () => {
    expect(
      checksPreviousRunAutomatically(flat(AUTO_PREVIOUS_CHECK_STEPS)),
    ).toBe(true);
    expect(
      checksPreviousRunAutomatically(flat(AUTO_PREVIOUS_CHECK_STEPS + 1)),
    ).toBe(false);
  });
});
