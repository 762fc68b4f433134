import { describe, expect, it } from "vitest";
import { distinctPrefixes } from "./short-ids";

describe("distinctPrefixes", () => {
  it("keeps 8 characters when they already tell the ids apart", () => {
    const short = distinctPrefixes(["a1b2c3d4-0000", "e5f6a7b8-0000"]);
    expect(short.get("a1b2c3d4-0000")).toBe("a1b2c3d4");
  });

  it("lengthens the prefix of ids that share one until each reads differently", () => {
    const ids = [
      "7c1e2f10-aaaa-4000-8000-000000000001",
      "7c1e2f10-aaaa-4000-8000-000000000002",
      "7c1e2f10-bbbb-4000-8000-000000000003",
    ];
    const short = distinctPrefixes(ids);
    const shown = ids.map((id) => short.get(id)!);
    expect(new Set(shown).size).toBe(3);
    shown.forEach((prefix, index) =>
      expect(ids[index]!.startsWith(prefix)).toBe(true),
    );
    expect(short.get(ids[2]!)).toBe("7c1e2f10-b");
  });

  it("shows a short id whole", () => {
    expect(distinctPrefixes(["run-1", "run-2"]).get("run-1")).toBe("run-1");
  });
});
