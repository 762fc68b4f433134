/**
 * The text a step filter searches, for every step of a trace: its header (path, type,
 * name, status, error, tool id in both spellings, model, id) and its payload (parameters
 * and result, with double-encoded JSON and `\uXXXX` undone), lowercased and concatenated
 * into ONE string, with each step's start offset.
 *
 * Why one string: a term is then found by `String.prototype.indexOf` over the whole run —
 * native code, no per-step call — and each hit is mapped to its step by a binary search,
 * so a filter over 100,000 steps costs a few milliseconds and allocates almost nothing.
 *
 * Building it stringifies every payload (≈ 100 ms at 100,000 steps), so it is built in
 * slices during idle time after a run opens (`SearchIndexBuilder.work`), and finished
 * synchronously only if a filter is used before that.
 */
import type { RunTrace, Step } from "../run";
import { unescapeUnicode } from "../decode/json-in-strings";
import { rawResultValue } from "../decode/step-result";

/** Separates steps in the index text; it never occurs in a query term. */
const SEPARATOR = "\u0000";

export interface SearchIndex {
  text: string;
  /** `starts[i]` is where step i's text begins; `starts[n]` is past the end. */
  starts: Int32Array;
}

export class SearchIndexBuilder {
  private readonly parts: string[] = [];
  private index: SearchIndex | null = null;

  constructor(private readonly trace: RunTrace) {}

  get isDone(): boolean {
    return this.index !== null;
  }

  /** Indexes steps until `shouldYield()` says stop; returns true once the index is complete. */
  work(shouldYield: () => boolean): boolean {
    const steps = this.trace.steps;
    while (this.parts.length < steps.length) {
      // Check the clock every 64 steps: often enough to yield on time, rarely enough to be free.
      for (let n = 0; n < 64 && this.parts.length < steps.length; n++)
        this.parts.push(stepText(steps[this.parts.length]!));
      if (this.parts.length < steps.length && shouldYield()) return false;
    }
    this.finish();
    return true;
  }

  /** The whole index, finishing it now if idle time has not. */
  build(): SearchIndex {
    if (!this.index) this.work(() => false);
    return this.index!;
  }

  adopt(index: SearchIndex): void {
    this.index = index;
    this.parts.length = 0;
  }

  private finish(): void {
    if (this.index) return;
    this.index = searchIndexFromParts(this.parts);
    this.parts.length = 0;
  }
}

const builders = new WeakMap<RunTrace, SearchIndexBuilder>();

/** The index of step texts built elsewhere (step by step as a trace streams in). */
export function searchIndexFromParts(parts: readonly string[]): SearchIndex {
  const starts = new Int32Array(parts.length + 1);
  let offset = 0;
  parts.forEach((part, i) => {
    starts[i] = offset;
    offset += part.length + SEPARATOR.length;
  });
  starts[parts.length] = offset;
  return { text: parts.join(SEPARATOR), starts };
}

/** Makes `index` the trace's index, for a trace whose steps no longer hold their payloads. */
export function adoptSearchIndex(trace: RunTrace, index: SearchIndex): void {
  const builder = new SearchIndexBuilder(trace);
  builder.adopt(index);
  builders.set(trace, builder);
}

/** The text a step is found by (its header and payload, lowercased). */
export function stepSearchText(step: Step): string {
  return stepText(step);
}

/** The one index builder of a trace (the filter and the idle-time warm-up share it). */
export function searchIndexBuilder(trace: RunTrace): SearchIndexBuilder {
  let builder = builders.get(trace);
  if (!builder) {
    builder = new SearchIndexBuilder(trace);
    builders.set(trace, builder);
  }
  return builder;
}

/** Steps whose text contains `term`, in tree order. */
export function stepsContaining(index: SearchIndex, term: string): number[] {
  const { text, starts } = index;
  const hits: number[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf(term, from);
    if (at < 0) return hits;
    const step = stepAt(starts, at);
    hits.push(step);
    from = starts[step + 1]!;
  }
}

export function stepTextOf(index: SearchIndex, step: number): string {
  return index.text.slice(index.starts[step], index.starts[step + 1]! - 1);
}

/** The step whose text contains offset `at`: the last start ≤ at. */
function stepAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

function stepText(step: Step): string {
  return `${header(step)}\n${payload(step)}`.replaceAll(SEPARATOR, " ");
}

function header(step: Step): string {
  return [
    step.path,
    step.type,
    step.name,
    step.status,
    step.error,
    step.tool?.tool?.label,
    step.tool?.tool?.integrationId && step.tool.tool.toolId
      ? `${step.tool.tool.integrationId}.${step.tool.tool.toolId}`
      : null,
    step.llm?.model,
    step.id,
  ]
    .filter(Boolean)
    .join("\n")
    .toLowerCase();
}

function resultText(raw: unknown): string {
  if (raw === null) return "";
  return typeof raw === "string" ? raw : JSON.stringify(raw);
}

function payload(step: Step): string {
  const parts = [
    step.tool ? JSON.stringify(step.tool.parameters) : "",
    resultText(rawResultValue(step.result)),
  ];
  // Stringifying escapes quotes and backslashes, and double-encoded text keeps `\uXXXX`
  // literal; undo all three so a search for a name or a quoted phrase finds it.
  return unescapeUnicode(
    parts.join("\n").replace(/\\\\/g, "\\").replace(/\\"/g, '"'),
  ).toLowerCase();
}
