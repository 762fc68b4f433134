import type { FlatRow } from "./nest-rows";

/**
 * How many failed steps each row holds below it, for the rows that hold any: a closed row
 * says what it hides, so a tree that opens large runs partly closed (decision 1453) never
 * looks cleaner than the run was. O(errors × depth), shared ancestors counted once per
 * error.
 */
export function errorsInside(
  rows: readonly Pick<FlatRow, "parent">[],
  errorIndexes: readonly number[],
): ReadonlyMap<number, number> {
  const counts = new Map<number, number>();
  for (const index of errorIndexes)
    for (let row = rows[index]?.parent ?? -1; row >= 0; row = rows[row]!.parent)
      counts.set(row, (counts.get(row) ?? 0) + 1);
  return counts;
}
