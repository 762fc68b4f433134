/**
 * The escape-decoded view: text at any escaping depth reads as itself, and a replacement
 * mapped back never cuts an escape, so JSON stays valid at every depth.
 */
import { describe, expect, it } from "vitest";
import { escapedView, rewriteSpans } from "./escaped-view";

describe("escapedView", () => {
  it("is the source itself when there is nothing to decode", () => {
    expect(escapedView("plain +972 text")).toEqual({
      text: "plain +972 text",
      starts: null,
    });
  });

  it('reads \\uXXXX, doubled escapes, \\n, \\" and Arabic-Indic digits as the characters they stand for', () => {
    const source = String.raw`\u05e9\\u05dc \"x\"\n\\\"y\\\" ٠٥٢`;
    expect(escapedView(source).text).toBe('של "x"\n"y" 052');
  });

  it("keeps a backslash that escapes nothing", () => {
    expect(escapedView(String.raw`C:\dana\uxyz`).text).toBe(
      String.raw`C:\dana\uxyz`,
    );
  });

  it("maps replacements back over whole escapes, so the JSON still parses", () => {
    const inner = JSON.stringify({ name: "שירה", note: "line\nשירה" }).replace(
      /[\u0080-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    const source = JSON.stringify({ payload: inner });
    const view = escapedView(source);
    const replacements = [...view.text.matchAll(/שירה/g)].map((match) => ({
      start: match.index,
      end: match.index + 4,
      text: "Customer A",
    }));
    const rewritten = rewriteSpans(source, view, replacements);
    const { payload } = JSON.parse(rewritten) as { payload: string };
    expect(JSON.parse(payload)).toEqual({
      name: "Customer A",
      note: "line\nCustomer A",
    });
  });
});
