import { describe, expect, it } from "vitest";
import { parseInline, parseNoteMarkdown } from "./note-markdown";

describe("a note's Markdown", () => {
  it("reads bold, italics and code inline", () => {
    expect(
      parseInline("the **search** cut at `max_per_run` *silently*"),
    ).toEqual([
      { kind: "text", text: "the " },
      { kind: "strong", text: "search" },
      { kind: "text", text: " cut at " },
      { kind: "code", text: "max_per_run" },
      { kind: "text", text: " " },
      { kind: "em", text: "silently" },
    ]);
  });

  it("keeps raw HTML and links as the characters they are", () => {
    const html = '<img src=x onerror="alert(1)"> [click](javascript:alert(1))';
    expect(parseNoteMarkdown(html)).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: html }]] },
    ]);
  });

  it("leaves snake_case words alone", () => {
    expect(parseInline("memory_write and last_processed_at")).toEqual([
      { kind: "text", text: "memory_write and last_processed_at" },
    ]);
  });

  it("groups lines into paragraphs, lists and code blocks", () => {
    const source = [
      "Why it stopped:",
      "the roster was short",
      "",
      "- search cut at 10",
      "* consult failed",
      "1. retry",
      "2) ask the customer",
      "```",
      "jq '.steps[] | .name' <b>",
      "```",
    ].join("\n");
    expect(parseNoteMarkdown(source)).toEqual([
      {
        kind: "paragraph",
        lines: [
          [{ kind: "text", text: "Why it stopped:" }],
          [{ kind: "text", text: "the roster was short" }],
        ],
      },
      {
        kind: "list",
        ordered: false,
        items: [
          [{ kind: "text", text: "search cut at 10" }],
          [{ kind: "text", text: "consult failed" }],
        ],
      },
      {
        kind: "list",
        ordered: true,
        items: [
          [{ kind: "text", text: "retry" }],
          [{ kind: "text", text: "ask the customer" }],
        ],
      },
      { kind: "code", text: "jq '.steps[] | .name' <b>" },
    ]);
  });

  it("keeps an unclosed code block as code", () => {
    expect(parseNoteMarkdown("```\nline")).toEqual([
      { kind: "code", text: "line" },
    ]);
  });
});
