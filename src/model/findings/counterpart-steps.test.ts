import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { counterpartSteps } from "./counterpart-steps";

//  1 Agent
//  ├ 1.1 LLM Query
//  │ └ 1.1.1 gmail/search
//  └ 1.2 Compose digest
//    └ 1.2.1 gmail/search
const run = (extra: ReturnType<typeof makeToolStep>[] = []) =>
  makeTrace([
    makeStep({
      displayName: "Agent",
      steps: [
        makeLlmStep({ steps: [...extra, makeToolStep("gmail/search")] }),
        makeLlmStep({
          displayName: "Compose digest",
          steps: [makeToolStep("gmail/search")],
        }),
      ],
    }),
  ]);

describe("counterpartSteps", () => {
  it("finds the same step in another run, not the same tool under another parent", () => {
    const current = run();
    const previous = run();
    const lookup = counterpartSteps(current, previous);
    expect(lookup(current.byPath.get("1.1.1")!)).toEqual([
      previous.byPath.get("1.1.1"),
    ]);
    expect(lookup(current.byPath.get("1.2.1")!)).toEqual([
      previous.byPath.get("1.2.1"),
    ]);
  });

  it("pairs a step with its counterpart even when a step was inserted before it", () => {
    const current = run([makeToolStep("memory/search")]);
    const previous = run();
    expect(
      counterpartSteps(current, previous)(current.byPath.get("1.1.2")!),
    ).toEqual([previous.byPath.get("1.1.1")]);
    expect(
      counterpartSteps(current, previous)(current.byPath.get("1.1.1")!),
    ).toEqual([]);
  });

  it("finds nothing for a step the other run does not have", () => {
    const current = makeTrace([makeToolStep("crm/lookup")]);
    expect(counterpartSteps(current, run())(0)).toEqual([]);
  });
});
