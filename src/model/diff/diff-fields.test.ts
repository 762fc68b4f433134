import { describe, expect, it } from "vitest";
import {
  diffFields,
  formatFieldChange,
  formatFieldValue,
  type FieldChange,
} from "./diff-fields";

const lines = (changes: FieldChange[]) =>
  changes.map((c) => formatFieldChange(c));

describe("diffFields", () => {
  it("finds nothing between values that differ only in key order", () => {
    expect(
      diffFields(
        { a: 1, b: { c: [1, 2], d: "x" } },
        { b: { d: "x", c: [1, 2] }, a: 1 },
      ).changes,
    ).toEqual([]);
  });

  it("names changed, added and removed fields of nested objects by path", () => {
    const { changes } = diffFields(
      { memory: { since: "2026-08-05", limit: 20 }, old: true },
      { memory: { since: "2026-08-06", limit: 20 }, extra: "x" },
    );
    expect(lines(changes)).toEqual([
      'extra: added "x"',
      'memory.since: "2026-08-05" → "2026-08-06"',
      "old: removed true",
    ]);
  });

  it("reports an array's new length and the items only one side has as one range", () => {
    const brokers = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ email: `b${i}@example.com` }));
    const { changes } = diffFields(
      { roster: brokers(20) },
      { roster: brokers(2) },
    );
    expect(lines(changes)).toEqual([
      "roster.length: 20 → 2",
      "roster[2..19]: 18 items removed",
    ]);
    expect(changes[1]!.count).toBe(18);
  });

  it("compares array items by index", () => {
    const { changes } = diffFields(
      { to: ["a@x.com", "b@x.com"] },
      { to: ["a@x.com", "c@x.com", "d@x.com"] },
    );
    expect(lines(changes)).toEqual([
      "to.length: 2 → 3",
      'to[2]: added "d@x.com"',
      'to[1]: "b@x.com" → "c@x.com"',
    ]);
  });

  it("decodes double-encoded strings, so a change inside them has a real path", () => {
    const left = {
      prompts: JSON.stringify(JSON.stringify(["parse m-1", "parse m-2"])),
    };
    const right = { prompts: JSON.stringify(["parse m-1", "parse m-3"]) };
    expect(lines(diffFields(left, right).changes)).toEqual([
      'prompts[1]: "parse m-2" → "parse m-3"',
    ]);
  });

  it("treats escaped and literal non-ASCII text as the same, and shows it as characters", () => {
    const escaped = '{"holder": "\\u05d3\\u05e0\\u05d4 \\u05dc\\u05d5\\u05d9"}';
    expect(
      diffFields({ p: escaped }, { p: { holder: "דנה לוי" } }).changes,
    ).toEqual([]);
    const { changes } = diffFields(
      { cover: "₪250,000 for דנה" },
      { cover: "₪400,000 for דנה" },
    );
    expect(lines(changes)).toEqual([
      'cover: "₪250,000 for דנה" → "₪400,000 for דנה"',
    ]);
  });

  it("reports a change of type at its path", () => {
    expect(lines(diffFields({ a: [1] }, { a: { 0: 1 } }).changes)).toEqual([
      "a: [1 item] → {1 key}",
    ]);
    expect(lines(diffFields(1, "1").changes)).toEqual(['value: 1 → "1"']);
  });

  it("quotes keys that are not identifiers", () => {
    const { changes } = diffFields(
      { "content-type": "a" },
      { "content-type": "b" },
    );
    expect(changes[0]!.path).toBe('["content-type"]');
  });

  it("stops at maxChanges and says so", () => {
    const left = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`k${i}`, i]),
    );
    const right = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`k${i}`, -i - 1]),
    );
    const diff = diffFields(left, right, { maxChanges: 10 });
    expect(diff.changes).toHaveLength(10);
    expect(diff.truncated).toBe(true);
  });
});

describe("formatFieldChange", () => {
  it("shows long strings around where they first differ", () => {
    const text = formatFieldChange({
      path: "query",
      kind: "changed",
      left: "label:policies has:attachment is:unread newer_than:30d after:2026/08/05",
      right:
        "label:policies has:attachment is:unread newer_than:30d after:2026/08/06",
    });
    expect(text).toBe('query: …after:2026/08/05" → …after:2026/08/06"');
  });

  it("falls back to a window before the difference when the word is long", () => {
    const text = formatFieldChange(
      {
        path: "id",
        kind: "changed",
        left: `${"x".repeat(80)}A`,
        right: `${"x".repeat(80)}B`,
      },
      40,
    );
    expect(text).toMatch(/^id: …x+A" → …x+B"$/);
    expect(text.length).toBeLessThan(90);
  });

  it("never cuts a surrogate pair in half", () => {
    const value = formatFieldValue(`${"a".repeat(57)}😀😀`, 60);
    expect(value).not.toMatch(/[\ud800-\udbff]…$/);
  });
});
