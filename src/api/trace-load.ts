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
  private children: number[][] = [];
  private byPath = new Map<string, number>();

  add(batch: Step[], reset: boolean): void {
    if (reset) {
      this.steps = [];
      this.children = [];
      this.byPath = new Map();
    }
    for (const step of batch) {
      const isNew = this.steps[step.index] === undefined;
      // The page keeps its own child lists: a parent is sent before its children are read.
      // The step is this page's own object (built from the batch): no second copy. A step
      // without children shares one empty list until its first child comes.
      step.children = this.children[step.index] ?? NO_CHILDREN;
      this.steps[step.index] = step;
      if (isNew) {
        this.byPath.set(step.path, step.index);
        if (step.parent >= 0) this.childrenOf(step.parent).push(step.index);
      }
    }
  }

  private childrenOf(index: number): number[] {
    let children = this.children[index];
    if (!children) {
      children = this.children[index] = [];
      const step = this.steps[index];
      if (step) step.children = children;
    }
    return children;
  }

  /** The steps read so far as a trace (the header is unknown until the end). */
  snapshot(header: TraceHeaderFields | null, key: string | null): RunTrace {
    let count = 0;
    while (count < this.steps.length && this.steps[count] !== undefined)
      count++;
    const steps =
      count === this.steps.length
        ? this.steps.slice()
        : this.steps.slice(0, count);
    const roots: number[] = [];
    const errorIndexes: number[] = [];
    for (const step of steps) {
      if (step.parent < 0) roots.push(step.index);
      if (step.isError) errorIndexes.push(step.index);
    }
    const base = header ?? EMPTY_HEADER;
    return {
      ...base,
      steps,
      roots,
      errorIndexes,
      // Every path the index names must be a step of this snapshot — not one that arrived
      // past a gap, nor one a later batch adds to the shared map (the tree may still show
      // this snapshot): a deep link to it is not selectable until this snapshot has it.
      byPath: new PathIndexUpTo(this.byPath, count),
      ...(key === null ? {} : { payloads: { key } }),
    };
  }
}

/**
 * A view of the assembly's path map limited to the first `count` steps: O(1) to make
 * (a copy would cost O(steps) per snapshot), and fixed even as the map grows.
 */
class PathIndexUpTo implements ReadonlyMap<string, number> {
  constructor(
    private readonly all: ReadonlyMap<string, number>,
    private readonly count: number,
  ) {}

  get(path: string): number | undefined {
    const index = this.all.get(path);
    return index !== undefined && index < this.count ? index : undefined;
  }

  has(path: string): boolean {
    return this.get(path) !== undefined;
  }

  get size(): number {
    let size = 0;
    for (const _ of this.entries()) size++;
    return size;
  }

  *entries(): MapIterator<[string, number]> {
    for (const entry of this.all) if (entry[1] < this.count) yield entry;
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
      trace: assembly.snapshot(null, null),
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
