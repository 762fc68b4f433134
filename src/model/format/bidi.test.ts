import { describe, expect, it } from "vitest";
import { keepLtrAroundRtl } from "./bidi";

describe("keepLtrAroundRtl", () => {
  it("ends a right-to-left phrase before the digits after it, keeping the phrase whole", () => {
    expect(
      keepLtrAroundRtl("Claims sweep for דנה לוי (+972-52-555-0142)"),
    ).toBe("Claims sweep for דנה לוי\u200E (+972-52-555-0142)");
  });

  it("leaves right-to-left strings, and strings without digits, as they are", () => {
    expect(keepLtrAroundRtl("דנה לוי (+972-52-555-0142)")).toBe(
      "דנה לוי (+972-52-555-0142)",
    );
    expect(keepLtrAroundRtl("Claims sweep for דנה לוי")).toBe(
      "Claims sweep for דנה לוי",
    );
    expect(keepLtrAroundRtl("Order 42")).toBe("Order 42");
  });
});
