/**
 * Align two sequences of signature ids (small integers): which item of `a` pairs with
 * which item of `b`, and which items are only on one side. Used for each list of sibling
 * steps, so one inserted step does not shift every pair after it.
 *
 * Approach: trim the common prefix, then Myers' greedy O((N+M)·D) shortest edit script
 * (D = number of unpaired items), which gives a longest common subsequence. Ties go to the
 * earliest pairing: when `b` holds an item twice where `a` holds it once (a retried tool
 * call), the item of `a` pairs with the first occurrence (the original) and the second is
 * unpaired. Myers keeps only the band of its V array per round, so memory is O(D²).
 *
 * When D grows past a work budget (two very different sequences of thousands of items),
 * the exact search stops and a fallback aligns the rest in O(n log n): the k-th occurrence
 * of each signature in `a` is paired with its k-th occurrence in `b`, and the longest
 * increasing run of those pairs (by position in `b`) is kept. It is not always a longest
 * common subsequence, but it never crosses pairs and it never takes quadratic time.
 *
 * Non-goals: weighting pairs by content similarity; moves (a reordered pair is one pair
 * plus one item on each side, as in a text diff).
 */

/** One row of an alignment: indexes into `a` and `b`, -1 on the side that has no item. */
export interface SequencePair {
  a: number;
  b: number;
}

/** Upper bound on Myers' work ((N+M)·D) before falling back to the O(n log n) pairing. */
const MAX_WORK = 20_000_000;

/**
 * Pairs of `a` and `b` in order: every index of each appears exactly once, paired items
 * carry equal values, and pairs never cross. Unpaired items of `a` come before unpaired
 * items of `b` between two pairs.
 */
export function alignSequences(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
): SequencePair[] {
  const out: SequencePair[] = [];
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) {
    out.push({ a: prefix, b: prefix });
    prefix++;
  }
  const restA = a.length - prefix;
  const restB = b.length - prefix;
  if (restA === 0 || restB === 0) {
    for (let i = prefix; i < a.length; i++) out.push({ a: i, b: -1 });
    for (let j = prefix; j < b.length; j++) out.push({ a: -1, b: j });
    return out;
  }
  const maxD = Math.max(
    1,
    Math.min(restA + restB, Math.floor(MAX_WORK / (restA + restB))),
  );
  const matches =
    myersMatches(a, b, prefix, maxD) ?? ordinalMatches(a, b, prefix);
  emitWithGaps(out, matches, prefix, a.length, b.length);
  return out;
}

/** Paired positions (ascending) → rows, with the unpaired items between them. */
function emitWithGaps(
  out: SequencePair[],
  matches: Int32Array,
  start: number,
  endA: number,
  endB: number,
): void {
  let i = start;
  let j = start;
  for (let m = 0; m <= matches.length; m += 2) {
    const nextA = m < matches.length ? matches[m]! : endA;
    const nextB = m < matches.length ? matches[m + 1]! : endB;
    for (; i < nextA; i++) out.push({ a: i, b: -1 });
    for (; j < nextB; j++) out.push({ a: -1, b: j });
    if (m < matches.length) {
      out.push({ a: nextA, b: nextB });
      i = nextA + 1;
      j = nextB + 1;
    }
  }
}

/**
 * Myers' forward greedy search over a[start..] and b[start..]. Returns the paired
 * positions as a flat [a0, b0, a1, b1, …] array in ascending order, or null when more
 * than `maxD` unpaired items would be needed.
 */
function myersMatches(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  start: number,
  maxD: number,
): Int32Array | null {
  const n = a.length - start;
  const m = b.length - start;
  const offset = n + m + 1;
  const v = new Int32Array(2 * offset + 1);
  // bands[d] holds V[-d..d] after round d, for the backtrack.
  const bands: Int32Array[] = [];
  for (let d = 0; d <= maxD; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[start + x] === b[start + y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        bands.push(v.slice(offset - d, offset + d + 1));
        return backtrack(bands, start, n, m);
      }
    }
    bands.push(v.slice(offset - d, offset + d + 1));
  }
  return null;
}

/** Walks the rounds back from (n, m); every diagonal step of a snake joins equal items. */
function backtrack(
  bands: Int32Array[],
  start: number,
  n: number,
  m: number,
): Int32Array {
  const reversed: number[] = [];
  let x = n;
  let y = m;
  for (let d = bands.length - 1; d > 0; d--) {
    const previous = bands[d - 1]!;
    const at = (k: number) => previous[k + d - 1]!;
    const k = x - y;
    const previousK =
      k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    // The snake after the edit of round d.
    const snakeStartX = previousK === k + 1 ? previousX : previousX + 1;
    while (x > snakeStartX) {
      x--;
      y--;
      reversed.push(start + y, start + x);
    }
    x = previousX;
    y = previousY;
  }
  while (x > 0 && y > 0) {
    x--;
    y--;
    reversed.push(start + y, start + x);
  }
  const out = new Int32Array(reversed.length);
  for (let i = 0; i < reversed.length; i++)
    out[i] = reversed[reversed.length - 1 - i]!;
  return out;
}

/**
 * The fallback: k-th occurrence in `a` ↔ k-th occurrence in `b`, then the longest chain
 * of those pairs increasing in both positions (patience sorting, O(n log n)).
 */
function ordinalMatches(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  start: number,
): Int32Array {
  const positionsInB = new Map<number, number[]>();
  for (let j = start; j < b.length; j++) {
    const list = positionsInB.get(b[j]!);
    if (list) list.push(j);
    else positionsInB.set(b[j]!, [j]);
  }
  const seen = new Map<number, number>();
  const candA: number[] = [];
  const candB: number[] = [];
  for (let i = start; i < a.length; i++) {
    const ordinal = seen.get(a[i]!) ?? 0;
    seen.set(a[i]!, ordinal + 1);
    const j = positionsInB.get(a[i]!)?.[ordinal];
    if (j !== undefined) {
      candA.push(i);
      candB.push(j);
    }
  }
  // tails[len] = candidate index ending the best chain of length len + 1.
  const tails: number[] = [];
  const previous = new Int32Array(candA.length).fill(-1);
  for (let c = 0; c < candA.length; c++) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (candB[tails[mid]!]! < candB[c]!) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[c] = tails[low - 1]!;
    tails[low] = c;
  }
  const out = new Int32Array(tails.length * 2);
  let c = tails.length > 0 ? tails[tails.length - 1]! : -1;
  for (let slot = tails.length - 1; slot >= 0; slot--) {
    out[slot * 2] = candA[c]!;
    out[slot * 2 + 1] = candB[c]!;
    c = previous[c]!;
  }
  return out;
}
