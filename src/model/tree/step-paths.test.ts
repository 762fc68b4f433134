import { describe, expect, it } from "vitest";
import { makeStep, makeToolStep, makeTrace } from "../testing/builders";
import { stepPathsById } from "./step-paths";

describe("stepPathsById", () => {
  it("gives the dotted path of each id asked for, and nothing for an id the trace lacks", () => {
    const trace = makeTrace([
      makeStep({
        id: "flow",
        steps: [makeToolStep("x/lookup", { id: "call" })],
      }),
      makeStep({ id: "reply" }),
    ]);
    expect(stepPathsById(trace, ["reply", "call", "missing"])).toEqual({
      reply: "2",
      call: "1.1",
    });
  });
});
