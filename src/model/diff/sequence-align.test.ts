import { describe, expect, it } from "vitest";
import { alignSequences, type SequencePair } from "./sequence-align";

/** Every index once, in order on both sides, pairs only of equal values. */
function expectValid(a: number[], b: number[], pairs: SequencePair[]) {
  const seenA: number[] = [];
  const seenB: number[] = [];
  let lastA = -1;
  let lastB = -1;
  for (const pair of pairs) {
    if (pair.a >= 0) {
      expect(pair.a).toBeGreaterThan(lastA);
      lastA = pair.a;
      seenA.push(pair.a);
    }
    if (pair.b >= 0) {
      expect(pair.b).toBeGreaterThan(lastB);
      lastB = pair.b;
      seenB.push(pair.b);
    }
    if (pair.a >= 0 && pair.b >= 0) expect(a[pair.a]).toBe(b[pair.b]);
  }
  expect(seenA).toEqual(a.map((_, i) => i));
  expect(seenB).toEqual(b.map((_, i) => i));
}

const paired = (pairs: SequencePair[]) =>
  pairs.filter((pair) => pair.a >= 0 && pair.b >= 0).length;

function lcsLength(a: number[], b: number[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] =
        a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("alignSequences", () => {
  it("pairs identical sequences one to one", () => {
    expect(alignSequences([1, 2, 3], [1, 2, 3])).toEqual([
      { a: 0, b: 0 },
      { a: 1, b: 1 },
      { a: 2, b: 2 },
    ]);
  });

  it("keeps the rows after an inserted item paired", () => {
    expect(alignSequences([1, 2, 3], [1, 9, 2, 3])).toEqual([
      { a: 0, b: 0 },
      { a: -1, b: 1 },
      { a: 1, b: 2 },
      { a: 2, b: 3 },
    ]);
  });

  it("pairs a repeated item with its first occurrence (a retry is the extra one)", () => {
    // a: X C M      b: Y C C M  → a's C pairs with b's first C.
    const pairs = alignSequences([7, 3, 5], [8, 3, 3, 5]);
    expect(pairs).toContainEqual({ a: 1, b: 1 });
    expect(pairs).toContainEqual({ a: -1, b: 2 });
    expectValid([7, 3, 5], [8, 3, 3, 5], pairs);
  });

  it("handles empty sides", () => {
    expect(alignSequences([], [1, 2])).toEqual([
      { a: -1, b: 0 },
      { a: -1, b: 1 },
    ]);
    expect(alignSequences([4], [])).toEqual([{ a: 0, b: -1 }]);
    expect(alignSequences([], [])).toEqual([]);
  });

  it("finds a longest common subsequence on random small inputs", () => {
    const random = seeded(42);
    for (let round = 0; round < 300; round++) {
      const a = Array.from({ length: Math.floor(random() * 30) }, () =>
        Math.floor(random() * 4),
      );
      const b = Array.from({ length: Math.floor(random() * 30) }, () =>
        Math.floor(random() * 4),
      );
      const pairs = alignSequences(a, b);
      expectValid(a, b, pairs);
      expect(paired(pairs)).toBe(lcsLength(a, b));
    }
  });

  it("stays valid on two long, unrelated sequences (the bounded fallback)", () => {
    const random = seeded(7);
    const a = Array.from({ length: 12_000 }, () => Math.floor(random() * 40));
    const b = Array.from({ length: 11_000 }, () => Math.floor(random() * 40));
    const pairs = alignSequences(a, b);
    expectValid(a, b, pairs);
    expect(paired(pairs)).toBeGreaterThan(0);
  });
});
