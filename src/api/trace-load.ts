/**
 * A trace as it loads: the worker's batches of summary steps folded into snapshots the page
 * can render while the body is still arriving, then the final trace, or why there is none.
 *
 * Each snapshot is a `RunTrace` over the steps read so far (a step's children are the ones
 * already read; a status that comes after a step's children replaces the step when it
 * arrives). A snapshot is a new object; the arrays behind it are shared with the next one.
 */
import type { RunTrace, Step } from "../model/run";
import type {
  TraceHeaderFields,
  TraceOutcome,
  TraceProgress,
} from "../worker/protocol";

export interface TraceLoad {
  state: "loading" | "done" | "failed" | "cancelled";
  progress: TraceProgress;
  /** When the page asked for the trace (epoch ms). */
  startedAt: number;
  /** The steps read so far (loading), the trace (done), or null. */
  trace: RunTrace | null;
  /** How it ended; null while loading. */
  outcome: TraceOutcome | null;
}

export type TraceLoadEvent =
  | {
      type: "batch";
      /** The key the worker keeps the trace under (decision 2001). */
      key: string;
      progress: TraceProgress;
      steps: Step[];
      reset: boolean;
      /** The last chunk of the worker's batch: the page shows a new snapshot only then. */
      endsBatch: boolean;
    }
  | { type: "end"; progress: TraceProgress; outcome: TraceOutcome };

/** Every childless step's `children` (frozen: a list is never grown in place from here). */
const NO_CHILDREN: number[] = Object.freeze([]) as unknown as number[];

/** The page's copy of the steps, grown batch by batch. */
export class TraceAssembly {
  private steps: Step[] = [];
  /** Children of steps not arrived yet (a parent is sent first: only if that fails). */
  private orphans = new Map<number, number[]>();
  // Kept as steps arrive, so a snapshot does not pass over every step read (a million, on
  // the largest runs): the top-level steps, the failed ones, the deepest level.
  private roots: number[] = [];
  private errors = new Set<number>();
  private errorsSorted = true;
  private lastError = -1;
  private deepest = 0;
  /** How many leading steps have arrived with no gap before them. */
  private dense = 0;

  add(batch: Step[], reset: boolean): void {
    if (reset) {
      this.steps = [];
      this.orphans = new Map();
      this.roots = [];
      this.errors = new Set();
      this.errorsSorted = true;
      this.lastError = -1;
      this.deepest = 0;
      this.dense = 0;
    }
    for (const step of batch) {
      const previous = this.steps[step.index];
      this.noteError(step);
      // The page keeps its own child lists, on the steps: the step is this page's own
      // object (built from the batch), and one sent again (a late status) takes over the
      // list of the one it replaces. A step without children shares one empty list.
      step.children =
        previous?.children ?? this.orphans.get(step.index) ?? NO_CHILDREN;
      this.steps[step.index] = step;
      if (previous === undefined) {
        this.orphans.delete(step.index);
        if (step.parent >= 0) this.addChild(step.parent, step.index);
        else this.roots.push(step.index);
        if (step.depth > this.deepest) this.deepest = step.depth;
      }
    }
  }

  /** Child lists stay in index order, which is the children's order (paths look them up). */
  private addChild(parent: number, index: number): void {
    const step = this.steps[parent];
    let children = step ? step.children : this.orphans.get(parent);
    if (!children || children === NO_CHILDREN) {
      children = [];
      if (step) step.children = children;
      else this.orphans.set(parent, children);
    }
    // In order but for a step that came after a later sibling (past a gap): rare.
    const at =
      children.length > 0 && index < children.at(-1)!
        ? children.findIndex((child) => child > index)
        : children.length;
    if (at === children.length) children.push(index);
    else children.splice(at, 0, index);
  }

  /** New steps arrive in index order; a late status may make an earlier step fail, or not. */
  private noteError({ index, isError }: Step): void {
    if (isError === this.errors.has(index)) return;
    if (!isError) {
      this.errors.delete(index);
      return;
    }
    if (index < this.lastError) this.errorsSorted = false;
    this.lastError = Math.max(this.lastError, index);
    this.errors.add(index);
  }

  /**
   * The steps read so far as a trace (the header is unknown until the end). `key`: the
   * worker keeps the whole trace under it; `readingKey`: it is reading it under that one.
   */
  snapshot(
    header: TraceHeaderFields | null,
    key: string | null,
    readingKey: string | null = null,
  ): RunTrace {
    // Steps only ever arrive (a reset starts again), so the dense prefix only grows.
    while (
      this.dense < this.steps.length &&
      this.steps[this.dense] !== undefined
    )
      this.dense++;
    const count = this.dense;
    const steps =
      count === this.steps.length
        ? this.steps.slice()
        : this.steps.slice(0, count);
    if (!this.errorsSorted) {
      this.errors = new Set([...this.errors].sort((a, b) => a - b));
      this.errorsSorted = true;
    }
    const roots = prefixBelow(this.roots, count);
    const base = header ?? EMPTY_HEADER;
    return {
      ...base,
      steps,
      roots,
      errorIndexes: prefixBelow([...this.errors], count),
      deepestLevel: this.deepest,
      // Every path the index names must be a step of this snapshot — not one that arrived
      // past a gap, nor one a later batch adds (the tree may still show this snapshot): a
      // deep link to it is not selectable until this snapshot has it.
      byPath: new PositionalPathIndex(steps, roots),
      ...(key === null ? {} : { payloads: { key } }),
      ...(key === null &&
        readingKey !== null && { reading: { key: readingKey } }),
    };
  }
}

/** The leading entries of an ascending list that are below `count` (binary search). */
function prefixBelow(sorted: readonly number[], count: number): number[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < count) low = middle + 1;
    else high = middle;
  }
  return sorted.slice(0, low);
}

/**
 * A snapshot's path index without a map: a dotted path is positions — `1.2.3` is the third
 * child of the second child of the first top-level step — so it is looked up by walking the
 * child lists, O(depth). A map of a million paths cost the page tens of megabytes and, each
 * time it grew, a rehash of every entry in one task. Only steps of this snapshot count
 * (child lists are shared with later snapshots, which may have more).
 */
class PositionalPathIndex implements ReadonlyMap<string, number> {
  constructor(
    private readonly steps: readonly Step[],
    private readonly roots: readonly number[],
  ) {}

  get(path: string): number | undefined {
    let siblings = this.roots;
    let index: number | undefined;
    for (const part of path.split(".")) {
      const position = Number(part);
      if (!Number.isInteger(position) || String(position) !== part) return;
      index = siblings[position - 1];
      if (index === undefined || index >= this.steps.length) return;
      siblings = this.steps[index]!.children;
    }
    return index !== undefined && this.steps[index]!.path === path
      ? index
      : undefined;
  }

  has(path: string): boolean {
    return this.get(path) !== undefined;
  }

  get size(): number {
    return this.steps.length;
  }

  *entries(): MapIterator<[string, number]> {
    for (let index = 0; index < this.steps.length; index++)
      yield [this.steps[index]!.path, index];
  }

  *keys(): MapIterator<string> {
    for (const [path] of this.entries()) yield path;
  }

  *values(): MapIterator<number> {
    for (const [, index] of this.entries()) yield index;
  }

  [Symbol.iterator](): MapIterator<[string, number]> {
    return this.entries();
  }

  forEach(
    callback: (
      index: number,
      path: string,
      map: ReadonlyMap<string, number>,
    ) => void,
  ): void {
    for (const [path, index] of this.entries()) callback(index, path, this);
  }
}

const EMPTY_HEADER: TraceHeaderFields = {
  generation: "envelope",
  status: null,
  runType: null,
  rootExecutionId: null,
  waitingFor: null,
  agentId: null,
  agentRevision: null,
  startTime: null,
  endTime: null,
  roots: [],
  errorIndexes: [],
  problems: [],
};

/** Folds one event into the load. */
export function nextTraceLoad(
  load: TraceLoad,
  event: TraceLoadEvent,
  assembly: TraceAssembly,
): TraceLoad {
  if (event.type === "batch") {
    assembly.add(event.steps, event.reset);
    // A chunk of a larger batch: its steps wait for the rest (one snapshot per batch).
    if (!event.endsBatch) return { ...load, progress: event.progress };
    return {
      ...load,
      progress: event.progress,
      trace: assembly.snapshot(null, null, event.key),
    };
  }
  const { outcome } = event;
  if (outcome.kind === "trace") {
    const trace = assembly.snapshot(outcome.header, outcome.key);
    return {
      ...load,
      state: "done",
      progress: event.progress,
      outcome,
      // The header's own step lists are the worker's; the page's equal them and are its own.
      trace: { ...trace, problems: outcome.header.problems },
    };
  }
  // A trace that failed part-way is no trace: the rows read so far are dropped.
  return {
    ...load,
    state: outcome.kind === "cancelled" ? "cancelled" : "failed",
    progress: event.progress,
    outcome,
    trace: null,
  };
}
