/**
 * The timeline's rows: the steps in tree order, as the step tree shows them — only the
 * filter's matches and their ancestors while a filter (text, errors, time range) is on, and
 * nothing under a collapsed step. A list of step indexes, ascending (pre-order), so the row
 * of a step is a binary search and a window of rows is a slice.
 *
 * O(n) to build (one pass, skipping collapsed subtrees by their pre-order end), kept for
 * the last rows spec asked of each trace.
 */
import type { RunTrace } from "../run";

export function visibleRows(
  trace: RunTrace,
  subtreeEnd: Int32Array,
  matches: ReadonlySet<number> | null,
  collapsed: ReadonlySet<number>,
): Int32Array {
  const n = trace.steps.length;
  let shown: Uint8Array | null = null;
  if (matches) {
    shown = new Uint8Array(n);
    for (const match of matches) {
      for (let at = match; at >= 0 && shown[at] === 0;) {
        shown[at] = 1;
        at = trace.steps[at]!.parent;
      }
    }
  }
  const rows = new Int32Array(matches ? countShown(shown!) : n);
  let count = 0;
  for (let i = 0; i < n;) {
    if (shown && shown[i] === 0) {
      i++;
      continue;
    }
    rows[count++] = i;
    i = collapsed.has(i) ? subtreeEnd[i]! : i + 1;
  }
  return rows.slice(0, count);
}

function countShown(shown: Uint8Array): number {
  let count = 0;
  for (const flag of shown) count += flag;
  return count;
}

/** The row a step is on, or −1 when it is not shown. */
export function rowOfStep(rows: Int32Array, index: number): number {
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = rows[mid]!;
    if (at === index) return mid;
    if (at < index) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
