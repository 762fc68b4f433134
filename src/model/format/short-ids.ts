/**
 * Short forms of ids that still tell them apart, and never cut an id silently.
 *
 * A fixed 8-character prefix reads the same for every run of a tenant whose ids share a
 * prefix (time-ordered and tenant-prefixed ids: `7c1e2f10…` for all). Here each id of a set
 * gets the shortest form that no other id of the set shares:
 *
 * - the shortest prefix of at least `min` characters that no other id starts with; sorting
 *   puts the id sharing the longest prefix with an id next to it, so one pass over
 *   neighbours finds it;
 * - when that prefix would be long (ids equal far into the string), the first `min`
 *   characters and the shortest end no other id ends with (`7c1e2f10…0002`), found the
 *   same way over the reversed ids;
 * - the whole id when shortening would hide fewer than `MIN_HIDDEN` characters — an
 *   ellipsis in place of one character only hides it.
 *
 * A shortened form always carries `…`, so a reader sees that it is not the whole id; the
 * views put the whole id in its title and accessible name. Equal ids are one id. Any
 * characters are fine (not only hex). O(n log n · id length).
 */

/** Characters shown of an id when nothing else on screen starts like it. */
export const SHORT_ID_LENGTH = 8;
/** Shortening that would hide fewer characters than this shows the id whole. */
export const MIN_HIDDEN = 4;
/** A prefix longer than this gives way to head…end, when an end tells the id apart. */
const MAX_PREFIX = 16;
const MIN_END = 4;
export const ELLIPSIS = "…";

export interface ShortIdForm {
  /** What to show: the whole id, or a shortened form with an ellipsis. */
  text: string;
  isWhole: boolean;
}

/** One id on its own: its first 8 characters and an ellipsis, or the whole id. */
export function shortIdForm(id: string, length = SHORT_ID_LENGTH): ShortIdForm {
  return prefixForm(id, length);
}

/** Each id of the set → a form that no other id of the set shows. */
export function distinctShortForms(
  ids: Iterable<string>,
  min = SHORT_ID_LENGTH,
): Map<string, ShortIdForm> {
  const unique = [...new Set(ids)];
  const prefixLengths = distinctLengths(unique);
  const endLengths = distinctLengths(unique.map(reverse));
  const out = new Map<string, ShortIdForm>();
  unique.forEach((id, index) => {
    const prefix = Math.max(min, prefixLengths[index]!);
    const end = Math.max(MIN_END, endLengths[index]!);
    const headAndEnd = min + end;
    // The end is unique only if it does not reach into the head (then the prefix rules).
    const isEndShorter =
      prefix > MAX_PREFIX &&
      headAndEnd < prefix &&
      headAndEnd + MIN_HIDDEN <= id.length;
    out.set(
      id,
      isEndShorter ? headEndForm(id, min, end) : prefixForm(id, prefix),
    );
  });
  return out;
}

function prefixForm(id: string, length: number): ShortIdForm {
  if (id.length - length < MIN_HIDDEN) return { text: id, isWhole: true };
  return { text: `${id.slice(0, length)}${ELLIPSIS}`, isWhole: false };
}

function headEndForm(id: string, head: number, end: number): ShortIdForm {
  return {
    text: `${id.slice(0, head)}${ELLIPSIS}${id.slice(id.length - end)}`,
    isWhole: false,
  };
}

/** For each string (in input order): how many leading characters no other string shares. */
function distinctLengths(strings: readonly string[]): number[] {
  const order = strings.map((_, index) => index);
  order.sort((a, b) =>
    strings[a]! < strings[b]! ? -1 : strings[a]! > strings[b]! ? 1 : 0,
  );
  const lengths = new Array<number>(strings.length).fill(0);
  order.forEach((index, position) => {
    const text = strings[index]!;
    const before = order[position - 1];
    const after = order[position + 1];
    const shared = Math.max(
      before === undefined ? 0 : commonPrefix(text, strings[before]!),
      after === undefined ? 0 : commonPrefix(text, strings[after]!),
    );
    lengths[index] = shared + 1;
  });
  return lengths;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

// By UTF-16 unit, as `slice` counts (ids are ASCII; `src/model/ids.ts`).
function reverse(text: string): string {
  return text.split("").reverse().join("");
}
