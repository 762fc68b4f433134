/**
 * Ids in agent-written memory that are near-misses of real ids (a known gotcha (docs/reference/investigation-workflow.md): a model
 * that re-emits a long list of opaque ids each run garbles them, and a dedupe list that
 * holds a garbled id silently stops matching). A memory id is a near-miss when it is not
 * itself one of the real ids the run's tools returned, and a real id is one or two
 * characters away from it (substitutions, or a dropped or doubled character). An id two
 * or more edits from every real id is a different id, legitimately: not reported.
 *
 * Real ids are bucketed by length, and only lengths within two are compared, with a
 * bounded edit distance that gives up past 2: O(memory ids × same-length real ids × L).
 */
import { opaqueIdsIn } from "./trace-state";

export interface IdSegment {
  text: string;
  differs: boolean;
}

export interface NearMiss {
  /** The id as memory holds it. */
  memoryId: string;
  /** The real id it is closest to, and the step whose result holds it. */
  realId: string;
  realPath: string;
  /** The memory write that holds it. */
  writePath: string;
  title: string;
  distance: 1 | 2;
  /** Both ids cut into runs of equal and differing characters, for marking. */
  memorySegments: IdSegment[];
  realSegments: IdSegment[];
}

const MAX_DISTANCE = 2;

export function findNearMissIds(
  writes: readonly { path: string; title: string; content: string }[],
  realIds: readonly { id: string; path: string }[],
): NearMiss[] {
  const exact = new Set(realIds.map((real) => real.id));
  const byLength = new Map<number, { id: string; path: string }[]>();
  for (const real of realIds) {
    const bucket = byLength.get(real.id.length) ?? [];
    bucket.push(real);
    byLength.set(real.id.length, bucket);
  }
  const misses: NearMiss[] = [];
  const reported = new Set<string>();
  for (const write of writes) {
    for (const memoryId of opaqueIdsIn(write.content)) {
      if (exact.has(memoryId) || reported.has(memoryId)) continue;
      const match = closestReal(memoryId, byLength);
      if (!match) continue;
      reported.add(memoryId);
      const [memorySegments, realSegments] = markDifferences(
        memoryId,
        match.real.id,
      );
      misses.push({
        memoryId,
        realId: match.real.id,
        realPath: match.real.path,
        writePath: write.path,
        title: write.title,
        distance: match.distance,
        memorySegments,
        realSegments,
      });
    }
  }
  return misses;
}

function closestReal(
  id: string,
  byLength: Map<number, { id: string; path: string }[]>,
): { real: { id: string; path: string }; distance: 1 | 2 } | null {
  let best: { real: { id: string; path: string }; distance: 1 | 2 } | null =
    null;
  for (let delta = 0; delta <= MAX_DISTANCE; delta++) {
    for (const length of delta === 0
      ? [id.length]
      : [id.length - delta, id.length + delta]) {
      for (const real of byLength.get(length) ?? []) {
        const distance = boundedEditDistance(id, real.id, MAX_DISTANCE);
        if (distance === 1 || distance === 2) {
          if (!best || distance < best.distance)
            best = { real, distance: distance };
          if (distance === 1) return best;
        }
      }
    }
  }
  return best;
}

/** Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`. */
export function boundedEditDistance(
  a: string,
  b: string,
  limit: number,
): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Equal lengths: each differing position marked. Otherwise the common prefix and suffix
 * stay plain and what lies between is marked.
 */
export function markDifferences(
  a: string,
  b: string,
): [IdSegment[], IdSegment[]] {
  if (a.length === b.length) {
    const flags = [...a].map((char, i) => char !== b[i]);
    return [segments(a, flags), segments(b, flags)];
  }
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix])
    prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  )
    suffix++;
  const cut = (value: string) =>
    [
      { text: value.slice(0, prefix), differs: false },
      { text: value.slice(prefix, value.length - suffix), differs: true },
      { text: value.slice(value.length - suffix), differs: false },
    ].filter((segment) => segment.text !== "");
  return [cut(a), cut(b)];
}

function segments(value: string, flags: boolean[]): IdSegment[] {
  const out: IdSegment[] = [];
  for (let i = 0; i < value.length; i++) {
    const last = out[out.length - 1];
    if (last && last.differs === flags[i]) last.text += value[i];
    else out.push({ text: value[i]!, differs: flags[i]! });
  }
  return out;
}
