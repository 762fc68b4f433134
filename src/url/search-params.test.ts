import { describe, expect, it } from "vitest";
import { parseSearch, stringifySearch } from "./search-params";

describe("search params", () => {
  it("keeps dotted paths and ids as strings", () => {
    expect(parseSearch("?step=1.10&id=123&q=%22quoted%22")).toEqual({
      step: "1.10",
      id: "123",
      q: '"quoted"',
    });
  });

  it("writes plain values and drops empty ones", () => {
    expect(
      stringifySearch({ step: "1.1.3", tab: "io", q: undefined, errors: "" }),
    ).toBe("?step=1.1.3&tab=io");
    expect(stringifySearch({})).toBe("");
  });

  it("round-trips", () => {
    const search = { against: "run-2", step: "1.1.2", q: "after:2026/08/06" };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
