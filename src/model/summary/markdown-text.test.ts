import { describe, expect, it } from "vitest";
import {
  markdownCode,
  markdownLink,
  markdownQuote,
  markdownText,
} from "./markdown-text";

describe("untrusted text in Markdown", () => {
  it("escapes what could start a construct, on one line", () => {
    expect(markdownText("# a\n- b")).toBe("\\# a - b");
    expect(markdownText("2) x")).toBe("2\\) x");
    expect(markdownText("<a href=x>y</a>")).toBe("\\<a href=x\\>y\\</a\\>");
    expect(markdownText("a\\*b")).toBe("a\\\\\\*b");
  });

  it("fences code longer than the backticks inside it", () => {
    expect(markdownCode("1.2")).toBe("`1.2`");
    expect(markdownCode("a``b")).toBe("```a``b```");
    expect(markdownCode("`x`")).toBe("`` `x` ``");
  });

  it("keeps a link's destination inside its brackets", () => {
    expect(markdownLink("run", "http://h/a(b)c d<e>")).toBe(
      "[run](<http://h/a%28b%29c%20d%3Ce%3E>)",
    );
  });

  it("quotes a note line by line, with HTML and links disarmed", () => {
    expect(markdownQuote("one\n<b>two</b> [l](u)", "  ")).toBe(
      "  > one\n  > \\<b\\>two\\</b\\> \\[l\\](u)",
    );
  });
});
