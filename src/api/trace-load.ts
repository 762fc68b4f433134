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
  | { type: "batch"; progress: TraceProgress; steps: Step[]; reset: boolean }
  | { type: "end"; progress: TraceProgress; outcome: TraceOutcome };

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
      // The step is this page's own copy (cloned on its way from the worker): no second copy.
      step.children = this.children[step.index] ??= [];
      this.steps[step.index] = step;
      if (isNew) {
        this.byPath.set(step.path, step.index);
        if (step.parent >= 0)
          (this.children[step.parent] ??= []).push(step.index);
      }
    }
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
      // Every path the map knows must name a step of this snapshot: a deep link to a step
      // that has arrived past a gap is not selectable until the gap fills.
      byPath:
        count === this.steps.length
          ? this.byPath
          : new Map([...this.byPath].filter(([, index]) => index < count)),
      ...(key === null ? {} : { payloads: { key } }),
    };
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
