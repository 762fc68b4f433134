/**
 * The Memory tab's sentences about which run last wrote a title, from the memory picture
 * and the walk back (`memory-walk.ts`): said as far as the runs read reach, never beyond.
 */
import type { MemoryRow } from "./memory-picture";
import type { MemoryWalk } from "./memory-walk";

/** "the previous run", "the run 3 runs before this one". */
export function writerName(runsBack: number): string {
  return runsBack === 1
    ? "the previous run"
    : `the run ${runsBack} runs before this one`;
}

/** How far the walk looked, for a title none of the runs read wrote ("it" or "this title"). */
export function lookedBackWords(
  walk: MemoryWalk | null,
  what = "this title",
): string {
  if (!walk) return `The previous run did not write ${what}`;
  const runs =
    walk.runsRead === 1
      ? "the previous run"
      : `the ${walk.runsRead} runs before it`;
  const why =
    walk.stop === "no-earlier-run"
      ? ", and there is no earlier run"
      : walk.stop === "limit"
        ? "; runs before those were not read"
        : "";
  return `None of ${runs} wrote ${what}${why}`;
}

/** Which value the run read, in one sentence. */
export function memoryReadSentence(
  row: MemoryRow,
  walk: MemoryWalk | null,
  hasPrevious: boolean,
): string {
  const writer = row.previousWrite
    ? writerName(row.previousWrite.runsBack)
    : "";
  switch (row.read.kind) {
    case "previous-write":
      return `The run read the value as ${writer} wrote it (its search result agrees with that write).`;
    case "changed-since-previous-write":
      return `The run read a value ${writer} did not write: memory changed between the two runs.`;
    case "search-only":
      return hasPrevious
        ? `${lookedBackWords(walk)}: the run's truncated search result is all there is of what it read.`
        : "No previous run found: the run's truncated search result is all there is of what it read.";
    case "not-read":
      return "The run did not search this title; it only wrote it.";
  }
}
