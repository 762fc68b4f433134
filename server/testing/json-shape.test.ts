import { describe, expect, it } from "vitest";
import { jsonShape, shapeDifferences } from "./json-shape";

const shape = (value: unknown) =>
  jsonShape(value, {
    freeForm: new Set(["parameters"]),
    stepArrays: new Set(["steps"]),
  });

describe("json shapes", () => {
  it("finds a key the demo invents and one it never sends", () => {
    expect(
      shapeDifferences(
        shape({ id: "a", status: "COMPLETED" }),
        shape({ id: "b", state: "COMPLETED" }),
      ),
    ).toEqual([
      "state: only the demo has it",
      "status: the demo never sends it",
    ]);
  });

  it("finds a type the demo sends that the recordings never do", () => {
    expect(
      shapeDifferences(
        shape({ trigger: { type: "API" } }),
        shape({ trigger: { type: 0 } }),
      ),
    ).toEqual([
      "trigger.type: only the demo sends number",
      "trigger.type: the demo never sends string",
    ]);
  });

  it("does not judge what one side leaves null, empty or free-form", () => {
    expect(
      shapeDifferences(
        shape({ error: null, steps: [], route: null, parameters: { a: 1 } }),
        shape({
          error: "boom",
          steps: [{ id: "s" }],
          route: { id: "r" },
          parameters: { b: [2] },
        }),
      ),
    ).toEqual([]);
  });

  it("folds nested steps into one path, whatever their depth", () => {
    const paths = [
      ...shape({
        steps: [{ id: "1", steps: [{ id: "1.1", steps: [] }] }],
      }).keys(),
    ];
    expect(paths.sort()).toEqual([
      "",
      "<step>",
      "<step>.id",
      "<step>.steps",
      "steps",
    ]);
  });
});
