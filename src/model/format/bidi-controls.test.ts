import { describe, expect, it } from "vitest";
import { markBidiControls } from "./bidi-controls";

describe("markBidiControls", () => {
  it("shows each bidi control as a visible tag and leaves other text alone", () => {
    expect(markBidiControls("\u202Egnp.exe")).toBe("[U+202E]gnp.exe");
    expect(markBidiControls("a\u2066b\u2069c\u200Fd\u061C")).toBe(
      "a[U+2066]b[U+2069]c[U+200F]d[U+061C]",
    );
    expect(markBidiControls("שלום · ünïcode 👋")).toBe("שלום · ünïcode 👋");
    expect(markBidiControls(null)).toBeNull();
  });
});
