import { describe, expect, it } from "vitest";
import { makeStep, makeTrace } from "../testing/builders";
import { consultTopicsOf } from "./consult-topics";

describe("consultTopicsOf", () => {
  it("finds the consult a run waits on and consult steps that name a topic", () => {
    const trace = makeTrace(
      [
        makeStep({
          type: "TOOL",
          toolTrace: {
            tool: { integrationId: "system", id: "consult_participant" },
            parameters: { question: "?" },
          },
          result: {
            strValue: JSON.stringify({ topic_id: "t-step", reply: "yes" }),
          },
        }),
        makeStep({
          type: "TOOL",
          toolTrace: {
            tool: { integrationId: "google", id: "search" },
            parameters: { topicId: "not-a-consult" },
          },
        }),
      ],
      {
        waitingFor: { kind: "CONSULT", displayName: "Dor", topicId: "t-wait" },
      },
    );
    expect(consultTopicsOf(trace).map((t) => [t.topicId, t.stepPath])).toEqual([
      ["t-wait", null],
      ["t-step", "1"],
    ]);
  });

  it("finds nothing in a run without consults", () => {
    expect(consultTopicsOf(makeTrace([makeStep()]))).toEqual([]);
    expect(consultTopicsOf(null)).toEqual([]);
  });
});
