import { describe, expect, it } from "vitest";
import {
  decodeNestedJson,
  parseJsonString,
  unescapeUnicode,
} from "./json-in-strings";

describe("decodeNestedJson", () => {
  it("decodes a JSON string inside parameters, keeping the rest", () => {
    const { value, decodedStrings } = decodeNestedJson({
      prompts: '["Parse the email m-1", "Parse the email m-2"]',
      maxResults: 20,
    });
    expect(value).toEqual({
      prompts: ["Parse the email m-1", "Parse the email m-2"],
      maxResults: 20,
    });
    expect(decodedStrings).toBe(1);
  });

  it("decodes three levels: strValue → results → response", () => {
    const inner = JSON.stringify({
      policy_id: "POL-1",
      holder: "\u05d3\u05e0\u05d4",
    });
    const strValue = JSON.stringify({
      results: [{ execution_record_id: "r-1", response: inner }],
    });
    const { value, decodedStrings } = decodeNestedJson(strValue);
    expect(value).toEqual({
      results: [
        {
          execution_record_id: "r-1",
          response: { policy_id: "POL-1", holder: "דנה" },
        },
      ],
    });
    expect(decodedStrings).toBe(2);
  });

  it("decodes a string that encodes a string that encodes an object", () => {
    expect(
      decodeNestedJson(JSON.stringify(JSON.stringify({ a: 1 }))).value,
    ).toEqual({ a: 1 });
  });

  it("leaves plain text, numbers-as-strings and near-JSON alone", () => {
    const input = {
      text: "hello {world}",
      id: "123",
      broken: '{"a": ',
      quoted: '"just a string"',
    };
    expect(decodeNestedJson(input).value).toEqual(input);
  });

  it("turns escaped non-Latin text and emoji into characters", () => {
    expect(
      decodeNestedJson({ name: "\\u05d3\\u05e0\\u05d4 \\ud83d\\ude00" }).value,
    ).toEqual({ name: "דנה 😀" });
  });

  it("keeps key order and does not mutate its input", () => {
    const input = { z: '{"b": 1, "a": 2}', a: 1 };
    const { value } = decodeNestedJson(input);
    expect(Object.keys(value as object)).toEqual(["z", "a"]);
    expect(Object.keys((value as { z: object }).z)).toEqual(["b", "a"]);
    expect(input.z).toBe('{"b": 1, "a": 2}');
  });

  it("handles deeply nested arrays without recursion", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(decodeNestedJson(deep).decodedStrings).toBe(0);
  });

  it("skips strings longer than the limit", () => {
    expect(decodeNestedJson('{"a": 1}', { maxStringLength: 3 }).value).toBe(
      '{"a": 1}',
    );
  });
});

describe("parseJsonString", () => {
  it("returns the object a string encodes, or undefined", () => {
    expect(parseJsonString(' {"a": [1]} ')).toEqual({ a: [1] });
    expect(parseJsonString("[1, 2]")).toEqual([1, 2]);
    expect(parseJsonString("42")).toBeUndefined();
    expect(parseJsonString('"text"')).toBeUndefined();
    expect(parseJsonString("{not json}")).toBeUndefined();
  });
});

describe("unescapeUnicode", () => {
  it("is a no-op without escapes", () => {
    expect(unescapeUnicode("plain")).toBe("plain");
  });
});
