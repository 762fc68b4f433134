/**
 * The memory a run decided from, one row per title it searched or wrote: what its search
 * got back (always truncated inside a trace by the runtime), the value as the previous run
 * wrote it (that run's `memory_write`), what this run wrote, and the value now (memories
 * API). The investigation workflow prefers "as it was" over "now": memory has usually been overwritten since.
 *
 * Which one the run read: the value at its start, which is the previous run's write unless
 * something changed memory in between. The search result is a truncated view, so it
 * agrees with a value when one is a prefix of the other (after the cut mark); when the two
 * disagree, memory changed between the runs — the finding `memory-changed`.
 */
import { parseJsonString } from "../decode/json-in-strings";
import { stableStringify } from "../format/stable-json";
import type { EarlierWrite, MemoryWalk } from "./memory-walk";
import type {
  MemorySearchOp,
  MemoryWriteOp,
  TraceStateFacts,
} from "./trace-state";

export interface MemoryNow {
  id: string;
  title: string;
  content: string;
  modifiedAt: number | null;
}

export type MemoryRead =
  /** The search result agrees with the previous run's write: the run read that value. */
  | { kind: "previous-write" }
  /** The search result disagrees with the previous run's write: memory changed in between. */
  | { kind: "changed-since-previous-write" }
  /** No previous write to compare with: the truncated search result is all there is. */
  | { kind: "search-only" }
  /** The run searched nothing for this title (it only wrote it). */
  | { kind: "not-read" };

export interface MemoryRow {
  title: string;
  search:
    (MemorySearchOp & { content: string | null; isTruncated: boolean }) | null;
  /** The last write before this run: the previous run's, else an earlier run's (`memory-walk.ts`). */
  previousWrite: EarlierWrite | null;
  thisWrite: MemoryWriteOp | null;
  /** undefined: the memories API did not answer; null: it answered without this title. */
  now: MemoryNow | null | undefined;
  read: MemoryRead;
}

type MemoryFacts = Pick<TraceStateFacts, "memorySearches" | "memoryWrites">;

export function memoryPicture(input: {
  facts: MemoryFacts;
  previous: { runId: string; facts: MemoryFacts } | null;
  /** The memories API's answer; null when it did not load. */
  now: readonly MemoryNow[] | null;
  /** The walk back past the previous run, for titles it did not write; null when not made. */
  earlier?: MemoryWalk | null;
}): MemoryRow[] {
  const { facts, previous, now } = input;
  const titles: string[] = [];
  const add = (title: string) => {
    if (!titles.includes(title)) titles.push(title);
  };
  for (const search of facts.memorySearches) {
    for (const entry of search.entries) add(entry.title);
    if (search.entries.length === 0 && search.query) add(search.query);
  }
  for (const write of facts.memoryWrites) add(write.title);

  return titles.map((title) => {
    const search = searchOf(facts.memorySearches, title);
    const lastOfPrevious = lastWrite(previous?.facts.memoryWrites ?? [], title);
    const previousWrite: EarlierWrite | null =
      lastOfPrevious && previous
        ? { ...lastOfPrevious, runId: previous.runId, runsBack: 1 }
        : (input.earlier?.writes.get(title) ?? null);
    const row: MemoryRow = {
      title,
      search,
      previousWrite,
      thisWrite: lastWrite(facts.memoryWrites, title),
      now:
        now === null
          ? undefined
          : (now.find((memory) => memory.title === title) ?? null),
      read: { kind: "not-read" },
    };
    row.read = !search
      ? { kind: "not-read" }
      : !previousWrite
        ? { kind: "search-only" }
        : search.content !== null &&
            !agreesWithTruncated(search.content, previousWrite.content)
          ? { kind: "changed-since-previous-write" }
          : { kind: "previous-write" };
    return row;
  });
}

function searchOf(searches: readonly MemorySearchOp[], title: string) {
  for (const search of searches) {
    const entry = search.entries.find((item) => item.title === title);
    if (entry) return { ...search, content: entry.content, isTruncated: true };
    if (search.entries.length === 0 && search.query === title)
      return { ...search, content: null, isTruncated: true };
  }
  return null;
}

function lastWrite(writes: readonly MemoryWriteOp[], title: string) {
  let found: MemoryWriteOp | null = null;
  for (const write of writes) if (write.title === title) found = write;
  return found;
}

/**
 * Whether a (possibly cut) search result is consistent with a full value: after dropping
 * a trailing cut mark (`…`, `...`, `[truncated]`), one is a prefix of the other, compared
 * with whitespace collapsed.
 */
export function agreesWithTruncated(shown: string, full: string): boolean {
  const cut = squash(
    canonical(shown).replace(/\s*(…|\.\.\.|\[truncated\])\s*$/i, ""),
  );
  const whole = squash(canonical(full));
  return whole.startsWith(cut) || cut.startsWith(whole);
}

/**
 * A value that is JSON in sorted-key, compact form, so a write sent as a JSON string and a
 * search answering with the same structure (`jsonValue`) compare equal; other text as is.
 */
function canonical(value: string): string {
  const parsed = parseJsonString(value);
  return parsed === undefined ? value : stableStringify(parsed, 0);
}

function squash(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}
