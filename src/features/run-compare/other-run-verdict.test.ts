import { describe, expect, it } from "vitest";
import type { DiffError } from "../../model/diff/diff-run";
import type { Step } from "../../model/run";
import { otherRunVerdict } from "./other-run-verdict";

const step = (path: string, status: string | null, isError = false) =>
  ({ path, status, isError, error: isError ? "no_match" : null }) as Step;
const error = (
  aligned: Step | null,
  sameErrorElsewhere: Step | null = null,
): DiffError => ({
  node: 0,
  step: step("1.6.1", "ERROR", true),
  aligned,
  sameErrorElsewhere,
});

describe("otherRunVerdict", () => {
  it("says the aligned step failed too", () => {
    expect(
      otherRunVerdict(error(step("1.6.1", "ERROR", true)), "the other run"),
    ).toEqual({
      text: "also failed in the other run (1.6.1)",
      tone: "failed",
    });
  });

  it("says the aligned step succeeded, and where the same error happened instead", () => {
    expect(
      otherRunVerdict(
        error(step("1.6.1", "SUCCESS"), step("2.3", "ERROR", true)),
        "the other run",
      ).text,
    ).toBe(
      "same error at step 2.3 in the other run, not at the aligned step — that one succeeded in the other run (1.6.1)",
    );
    expect(
      otherRunVerdict(error(step("1.6.1", "SUCCESS")), "this run").text,
    ).toBe("succeeded in this run (1.6.1)");
  });

  it("keeps an aligned step's unknown status unknown", () => {
    expect(
      otherRunVerdict(error(step("1.6.1", null)), "the other run").text,
    ).toBe("did not fail in the other run (1.6.1: status not recorded)");
  });

  it("says when there is no aligned step", () => {
    expect(otherRunVerdict(error(null), "the other run").text).toBe(
      "no aligned step in the other run, nor this error",
    );
    expect(
      otherRunVerdict(error(null, step("2.3", "ERROR", true)), "the other run")
        .text,
    ).toBe("no aligned step in the other run; same error at step 2.3 there");
  });
});
