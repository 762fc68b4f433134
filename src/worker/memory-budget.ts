/**
 * How much of a trace a browser tab can hold, and the failure that says so before the tab
 * is lost: in Chromium a worker that exhausts its memory takes the whole tab down with it,
 * page included, with nothing shown (decision 1450), so the read stops first.
 *
 * The estimate is the tab's resident memory as measured with the benchmark's million-step
 * run (3.2 GB for 650 MB of JSON and 1,000,001 steps: the body's bytes, kept to read steps
 * again, plus about 2.6 KB a step for the worker's and the page's summaries, search text
 * and rows). The budget leaves room under the 4 GB a 64-bit Chromium gives one JavaScript
 * heap. It is a bound on what is kept, not a promise: a machine with less memory may still
 * run out first. O(1) per check.
 */
import { formatBytes } from "../model/format/bytes";
import { formatCount } from "../model/format/number";
import type { TraceProgress, WireError } from "./protocol";

/** The tab's memory per step read, beyond the body's bytes. */
const HELD_PER_STEP = 2600;
/** What a trace may take of the tab, by that estimate. */
export const TRACE_MEMORY_BUDGET = 4_000_000_000;

/** The tab's memory for a trace read this far, by the benchmark's measure. */
function heldFor(bytes: number, steps: number): number {
  return bytes + steps * HELD_PER_STEP;
}

/** Why the read must stop here, or null while it fits. */
export function overMemoryBudget(
  progress: TraceProgress,
  steps: number,
  budget: number = TRACE_MEMORY_BUDGET,
): WireError | null {
  if (heldFor(progress.bytes, steps) <= budget) return null;
  const of =
    progress.expectedBytes !== null
      ? ` of ${formatBytes(progress.expectedBytes)}`
      : "";
  return {
    code: "trace_too_large",
    status: 413,
    message:
      `This run is too large to open in a browser tab: reading stopped after ` +
      `${formatCount(steps)} steps (${formatBytes(progress.bytes)}${of} of its trace), ` +
      `because holding more would take over ${formatBytes(budget)} of memory, and past ` +
      `that the browser closes the tab. Nothing was kept.`,
  };
}
