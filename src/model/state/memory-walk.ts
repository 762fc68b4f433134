/**
 * Which run last wrote a memory title before this run. The run just before may not have
 * written it (an off-schedule fire that found nothing to do, a REJECTED run with no trace,
 * a run that failed first), while the one before that wrote exactly what this run's search
 * returned. So the walk goes back run by run (each run's previous, as "Compare with
 * previous" picks it) until every title searched has a writer, no earlier run exists, or
 * `MAX_MEMORY_WALK` runs were read — and says which of those stopped it, and how far back
 * it looked, so "nobody wrote it" is never said beyond what was read.
 *
 * Pure: fetching a run's previous and its memory facts is the caller's (`src/api`).
 * Cost: at most `MAX_MEMORY_WALK` previous-run choices and trace reads.
 */
import type { RunSummary } from "../run";
import type { MemoryWriteOp, TraceStateFacts } from "./trace-state";

/** Earlier runs read beyond the previous one. */
export const MAX_MEMORY_WALK = 5;

export interface EarlierWrite extends MemoryWriteOp {
  runId: string;
  /** 1 for the previous run, 2 for the one before it, … */
  runsBack: number;
}

export interface MemoryWalk {
  /** The last write of each title found, by title. */
  writes: ReadonlyMap<string, EarlierWrite>;
  /** How many runs were read, the previous one included. */
  runsRead: number;
  /** The start of the oldest run read. */
  oldestStart: number | null;
  /** Why it stopped: every title found, no earlier run, or the bound reached. */
  stop: "found-all" | "no-earlier-run" | "limit";
}

type WriteFacts = Pick<TraceStateFacts, "memoryWrites">;

export interface MemoryWalkSteps {
  /** The run before this one; null when there is none. */
  previousOf: (run: RunSummary) => Promise<RunSummary | null>;
  /** A run's memory writes; null when it has no trace (a REJECTED run never ran). */
  factsOf: (run: RunSummary) => Promise<WriteFacts | null>;
}

/**
 * Walks back from `previous` (the run before this one, already read: its writes are
 * `previousFacts`) for the titles still without a writer.
 */
export async function walkBackForWrites(
  titles: readonly string[],
  previous: { summary: RunSummary; facts: WriteFacts },
  steps: MemoryWalkSteps,
): Promise<MemoryWalk> {
  const writes = new Map<string, EarlierWrite>();
  const record = (run: RunSummary, facts: WriteFacts, runsBack: number) => {
    const found = new Set<string>();
    // The run's last write of a title is what it left; a later run's write wins over it.
    for (const write of facts.memoryWrites)
      if (titles.includes(write.title) && !writes.has(write.title)) {
        found.add(write.title);
        writes.set(write.title, { ...write, runId: run.id, runsBack });
      } else if (found.has(write.title))
        writes.set(write.title, { ...write, runId: run.id, runsBack });
  };
  record(previous.summary, previous.facts, 1);
  let run = previous.summary;
  let runsRead = 1;
  let oldestStart = run.startTime;
  while (writes.size < titles.length) {
    if (runsRead > MAX_MEMORY_WALK)
      return { writes, runsRead, oldestStart, stop: "limit" };
    const earlier = await steps.previousOf(run);
    if (!earlier)
      return { writes, runsRead, oldestStart, stop: "no-earlier-run" };
    runsRead++;
    run = earlier;
    oldestStart = earlier.startTime ?? oldestStart;
    const facts = await steps.factsOf(earlier);
    if (facts) record(earlier, facts, runsRead);
  }
  return { writes, runsRead, oldestStart, stop: "found-all" };
}
