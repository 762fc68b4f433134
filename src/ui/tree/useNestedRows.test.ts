import { describe, expect, it } from "vitest";
import type { TreeRow } from "../../model/tree/nest-rows";
import { sameNesting } from "./useNestedRows";

const leaf = (id: string, index: number): TreeRow => ({
  id,
  index,
  children: null,
});
const row = (id: string, index: number, children: TreeRow[]): TreeRow => ({
  id,
  index,
  children,
});

describe("sameNesting", () => {
  const tree = () => [
    row("1", 0, [leaf("1.1", 1), leaf("1.2", 2)]),
    leaf("2", 3),
  ];

  it("is true for the same rows in the same places, built apart", () => {
    expect(sameNesting(tree(), tree())).toBe(true);
    expect(sameNesting([], [])).toBe(true);
  });

  it("is false when a row arrives, moves, closes or gains a toggle", () => {
    const [first, second] = tree();
    expect(sameNesting(tree(), [first!])).toBe(false);
    expect(sameNesting(tree(), [second!, first!])).toBe(false);
    expect(sameNesting(tree(), [row("1", 0, []), leaf("2", 3)])).toBe(false);
    expect(sameNesting(tree(), [first!, row("2", 3, [])])).toBe(false);
    expect(
      sameNesting(tree(), [
        row("1", 0, [leaf("1.1", 1), leaf("1.3", 2)]),
        second!,
      ]),
    ).toBe(false);
  });
});
