/** The one reader of a step result: each shape of §11.5 (jsonValue, strValue, fileLink). */
import { describe, expect, it } from "vitest";
import { rawResultValue, resultFileLink, resultValue } from "./step-result";

const EMPTY = { strValue: null, jsonValue: null, fileLink: null };

describe("step results", () => {
  it("reads jsonValue first, then strValue, then the file link", () => {
    expect(resultValue({ ...EMPTY, jsonValue: { a: 1 } })).toEqual({ a: 1 });
    expect(
      resultValue({ ...EMPTY, strValue: '{"a": "{\\"b\\": 2}"}' }),
    ).toEqual({
      a: { b: 2 },
    });
    expect(resultValue({ ...EMPTY, strValue: "plain" })).toBe("plain");
    expect(rawResultValue({ ...EMPTY, fileLink: "f.json" })).toEqual({
      fileLink: "f.json",
    });
    expect(resultValue(EMPTY)).toBeNull();
    expect(resultValue(null)).toBeNull();
  });

  it("names the file only when the result is nothing else", () => {
    expect(resultFileLink({ ...EMPTY, fileLink: "f.json" })).toBe("f.json");
    expect(
      resultFileLink({ ...EMPTY, strValue: "x", fileLink: "f.json" }),
    ).toBeNull();
    expect(
      resultFileLink({ ...EMPTY, jsonValue: { fileLink: "no" } }),
    ).toBeNull();
  });
});
