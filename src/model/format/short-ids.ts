/**
 * Short forms of ids that still tell them apart. A fixed 8-character prefix reads the same
 * for every run of a tenant whose ids share a prefix (`7c1e2f10…` for all); here each id
 * gets the shortest prefix of at least `min` characters that no other id in the set
 * shares. Sorting puts the ids that share the longest prefix with an id next to it, so one
 * pass over neighbours is enough: O(n log n · id length).
 */
export function distinctPrefixes(
  ids: Iterable<string>,
  min = 8,
): Map<string, string> {
  const sorted = [...new Set(ids)].sort();
  const out = new Map<string, string>();
  sorted.forEach((id, index) => {
    const shared = Math.max(
      commonPrefix(id, sorted[index - 1]),
      commonPrefix(id, sorted[index + 1]),
    );
    const length = Math.max(min, shared + 1);
    out.set(id, length >= id.length ? id : id.slice(0, length));
  });
  return out;
}

function commonPrefix(a: string, b: string | undefined): number {
  if (b === undefined) return 0;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
