import { describe, expect, it } from "vitest";
import {
  makeLlmStep,
  makeStep,
  makeToolStep,
  makeTrace,
} from "../testing/builders";
import { counterpartSteps, pathSignatures } from "./step-signature";

//  1 Agent
//  ├ 1.1 LLM Query
//  │ └ 1.1.1 gmail/search
//  └ 1.2 Compose digest
//    └ 1.2.1 gmail/search
const run = () =>
  makeTrace([
    makeStep({
      displayName: "Agent",
      steps: [
        makeLlmStep({ steps: [makeToolStep("gmail/search")] }),
        makeLlmStep({
          displayName: "Compose digest",
          steps: [makeToolStep("gmail/search")],
        }),
      ],
    }),
  ]);

describe("pathSignatures", () => {
  it("prefixes each step's kind and tool with its ancestors'", () => {
    expect(pathSignatures(run())).toEqual([
      "FLOW_STEP:Agent",
      "FLOW_STEP:Agent > LLM_STEP:LLM Query",
      "FLOW_STEP:Agent > LLM_STEP:LLM Query > TOOL:gmail/search",
      "FLOW_STEP:Agent > LLM_STEP:Compose digest",
      "FLOW_STEP:Agent > LLM_STEP:Compose digest > TOOL:gmail/search",
    ]);
  });
});

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

  it("finds nothing for a step the other run does not have", () => {
    const current = makeTrace([makeToolStep("crm/lookup")]);
    expect(counterpartSteps(current, run())(0)).toEqual([]);
  });
});
