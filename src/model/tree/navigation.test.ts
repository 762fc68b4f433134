import { describe, expect, it } from "vitest";
import { adjacentIndex, ancestorsOf, issuingLlmStep } from "./navigation";
import {
  makeLlmStep,
  makeStep,
  makeToolStep,
  makeTrace,
} from "../testing/builders";

describe("adjacentIndex", () => {
  const errors = [3, 7, 12];

  it("goes to the first error after the current step, wrapping at the end", () => {
    expect(adjacentIndex(errors, null, 1)).toBe(3);
    expect(adjacentIndex(errors, 0, 1)).toBe(3);
    expect(adjacentIndex(errors, 3, 1)).toBe(7);
    expect(adjacentIndex(errors, 8, 1)).toBe(12);
    expect(adjacentIndex(errors, 12, 1)).toBe(3);
  });

  it("goes to the error before the current step, wrapping at the start", () => {
    expect(adjacentIndex(errors, null, -1)).toBe(12);
    expect(adjacentIndex(errors, 7, -1)).toBe(3);
    expect(adjacentIndex(errors, 8, -1)).toBe(7);
    expect(adjacentIndex(errors, 3, -1)).toBe(12);
    expect(adjacentIndex(errors, 1, -1)).toBe(12);
  });

  it("has nowhere to go in a run without errors", () => {
    expect(adjacentIndex([], 4, 1)).toBeNull();
  });
});

describe("issuingLlmStep", () => {
  // 1 FLOW
  //   1.1 LLM
  //     1.1.1 TOOL search
  //     1.1.2 TOOL spawn
  //       1.1.2.1 TOOL spawn child
  //   1.2 TOOL beside the LLM step
  const trace = makeTrace([
    makeStep({
      steps: [
        makeLlmStep({
          steps: [
            makeToolStep("google_gmail/search"),
            makeToolStep("system/spawn_subtasks", {
              steps: [makeToolStep("system/spawn_subtasks")],
            }),
          ],
        }),
        makeToolStep("slack/post_message"),
      ],
    }),
  ]);
  const at = (path: string) => trace.byPath.get(path)!;

  it("finds the LLM step a tool call sits under, at any depth", () => {
    expect(issuingLlmStep(trace, at("1.1.1"))?.path).toBe("1.1");
    expect(issuingLlmStep(trace, at("1.1.2.1"))?.path).toBe("1.1");
  });

  it("falls back to the LLM step just before a tool placed beside it", () => {
    expect(issuingLlmStep(trace, at("1.2"))?.path).toBe("1.1");
  });

  it("finds none for a step with no LLM step before or above it", () => {
    expect(issuingLlmStep(trace, at("1"))).toBeNull();
  });

  it("lists ancestors outermost first", () => {
    expect(ancestorsOf(trace, at("1.1.2.1")).map((step) => step.path)).toEqual([
      "1",
      "1.1",
      "1.1.2",
    ]);
  });
});
