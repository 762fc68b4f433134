import { describe, expect, it } from "vitest";
import { commitMessageProblems } from "./commit-message.mjs";

describe("the commit-msg check", () => {
  it("passes an area-first subject with a body after a blank line", () => {
    expect(
      commitMessageProblems(
        "Step tree: rows keep pointer events while the list scrolls\n\nWhy, and the numbers.\n",
      ),
    ).toEqual([]);
  });

  it("refuses a subject over 72 characters and says its length", () => {
    const subject = `Compare: ${"a".repeat(70)}`;
    expect(commitMessageProblems(subject)).toEqual([
      "The subject is 79 characters; keep it to 72 and move the rest to the body.",
    ]);
  });

  it("asks for the area first", () => {
    expect(commitMessageProblems("fixed the tree")).toEqual([
      'The subject starts with its area and a colon ("Step tree: …", "Proxy: …").',
    ]);
  });

  it("asks for a blank line before the body", () => {
    expect(commitMessageProblems("Proxy: bind loopback\nbecause")).toEqual([
      "Leave a blank line between the subject and the body.",
    ]);
  });

  it("ignores git's comment lines and its own merge subjects", () => {
    expect(
      commitMessageProblems("# Please enter the message\nProxy: bind loopback"),
    ).toEqual([]);
    expect(commitMessageProblems("Merge branch 'h-fa'")).toEqual([]);
  });

  it("refuses an empty subject", () => {
    expect(commitMessageProblems("\n\nbody only")).toEqual([
      "The subject line is empty.",
    ]);
  });
});
