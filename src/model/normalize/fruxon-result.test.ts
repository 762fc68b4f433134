import { describe, expect, it } from "vitest";
import { normalizeFruxonResult } from "./fruxon-result";

describe("normalizeFruxonResult", () => {
  it("reads the run's inputs and its final output", () => {
    expect(
      normalizeFruxonResult({
        agentExecutionRecordId: "r1",
        parameters: { mailbox: "policies@x", max_per_run: 20 },
        result: { strValue: "2 parsed", jsonValue: null, fileLink: null },
      }),
    ).toEqual({
      parameters: { mailbox: "policies@x", max_per_run: 20 },
      output: { strValue: "2 parsed", jsonValue: null, fileLink: null },
    });
  });

  it("says there is no output when the result is empty or missing", () => {
    expect(
      normalizeFruxonResult({
        parameters: {},
        result: { strValue: null, jsonValue: null, fileLink: null },
      }).output,
    ).toBeNull();
    expect(normalizeFruxonResult({}).output).toBeNull();
    expect(normalizeFruxonResult({}).parameters).toBeNull();
  });

  it("throws on a body that is not an object", () => {
    expect(() => normalizeFruxonResult([1])).toThrow(/run result/);
  });
});
