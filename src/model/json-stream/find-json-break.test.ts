import { describe, expect, it } from "vitest";
import { findJsonBreak } from "./find-json-break";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("findJsonBreak", () => {
  it("finds nothing wrong in a valid document", () => {
    expect(findJsonBreak(bytes('{"a": [1, "x", true, null]}'))).toBeNull();
  });

  it("says a document that stops part-way ended early, not that it is invalid", () => {
    for (const text of ['{"a": [1, 2', '{"a": "unfinished str', '{"a": tru'])
      expect(findJsonBreak(bytes(text))).toEqual({
        kind: "ended-early",
        bytes: bytes(text).length,
      });
  });

  it("says where a body that is not JSON breaks and what it starts with", () => {
    const text =
      '{"status": "COMPLETED", "trace": <html><body>Login</body></html>';
    expect(findJsonBreak(bytes(text))).toEqual({
      kind: "invalid",
      offset: text.indexOf("<"),
      reason: "expected a JSON value, found '<'",
      start: `${text.slice(0, 60)}…`,
    });
  });

  it("catches a primitive that is not JSON at its own offset", () => {
    const text = '{"a": 1, "b": 01}';
    expect(findJsonBreak(bytes(text))).toMatchObject({
      kind: "invalid",
      offset: text.indexOf("01"),
    });
  });
});
