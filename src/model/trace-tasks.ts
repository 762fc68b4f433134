/**
 * The model's computations over whole traces, by name: the filter, findings, the diff of
 * two runs and the rest of what a view reads of a trace beyond its summary steps. Each is
 * `(input, context) => output`, naming traces by key (`context.trace(key)`), so one table
 * serves both places a trace lives (decision 1400):
 *
 * - the trace worker runs them over the traces it read (`worker/tasks.ts` includes them);
 * - the page runs the same functions over a trace it holds whole (a fast-agent history),
 *   loading this module only then (`api/page-trace-tasks.ts`).
 *
 * Inputs and outputs cross to and from the worker by structured clone: traces are keys,
 * steps are indexes (`compactDiff`), never objects.
 */
import { firstPartialResults } from "./decode/result-delivery";
import { compactDiff } from "./diff/compact-diff";
import { diffRuns } from "./diff/diff-run";
import { clearChecks } from "./findings/clear-checks";
import { collectFindings } from "./findings/collect-findings";
import type { RunSummary, RunTrace } from "./run";
import { fallbackSpawnTree } from "./spawn/fallback-tree";
import type { SpawnTree } from "./spawn/spawn-tree";
import { runStateFacts } from "./state/run-state-facts";
import { consultTopicsOf } from "./topic/consult-topics";
import { matchSteps } from "./tree/search";
import { stepPathsById } from "./tree/step-paths";
import { parseTimeRange } from "./timeline/time-range";
import { TIMELINE_TASKS } from "./timeline/timeline-tasks";

export interface TraceTaskContext {
  /** The trace stored under `key`, in full. Throws when there is none. */
  trace(key: string): RunTrace;
}

/** A run as a task names it: its record and, when it has one, its stored trace. */
export interface RunRef {
  summary: RunSummary;
  traceKey: string | null;
}

const traceOf = (context: TraceTaskContext, key: string | null) =>
  key === null ? null : context.trace(key);

export const TRACE_TASKS = {
  /**
   * The step filter: indexes of matching steps, in tree order; null without a filter.
   * `range`: the timeline's `range` param (`from-to`), keeping steps inside it.
   */
  matchSteps: (
    input: {
      traceKey: string;
      query: string;
      errorsOnly: boolean;
      range?: string | null;
    },
    context: TraceTaskContext,
  ): number[] | null => {
    const matches = matchSteps(context.trace(input.traceKey), {
      ...input,
      range: parseTimeRange(input.range ?? undefined),
    });
    return matches && [...matches].sort((a, b) => a - b);
  },

  /** Every finding of a run (`collect-findings.ts`). */
  findings: (
    input: { run: RunRef; tree: SpawnTree | null; previous: RunRef | null },
    context: TraceTaskContext,
  ) =>
    collectFindings({
      summary: input.run.summary,
      trace: traceOf(context, input.run.traceKey),
      tree: input.tree,
      previous: input.previous && {
        summary: input.previous.summary,
        trace: traceOf(context, input.previous.traceKey),
      },
    }),

  /** What the data shows of a run without findings (`clear-checks.ts`). */
  clearChecks: (input: RunRef, context: TraceTaskContext) =>
    clearChecks(input.summary, traceOf(context, input.traceKey)),

  /** The spawn tree rebuilt from the run's spawn results, when `/tree` fails. */
  fallbackSpawnTree: (input: RunRef, context: TraceTaskContext) =>
    fallbackSpawnTree(input.summary, traceOf(context, input.traceKey)),

  /** The topics of the consults the run took part in (read from their payloads). */
  consultTopics: (input: { traceKey: string }, context: TraceTaskContext) =>
    consultTopicsOf(context.trace(input.traceKey)),

  /** The first steps whose result the model saw only in part (the run view's "start here"). */
  partialResults: (input: { traceKey: string }, context: TraceTaskContext) =>
    firstPartialResults(context.trace(input.traceKey).steps),

  /** The dotted paths of the steps with these ids (a conversation turn names its step by id). */
  stepPathsById: (
    input: { traceKey: string; ids: string[] },
    context: TraceTaskContext,
  ) => stepPathsById(context.trace(input.traceKey), input.ids),

  /** What the trace says about the state the run decided from (`run-state-facts.ts`). */
  runStateFacts: (input: { traceKey: string }, context: TraceTaskContext) =>
    runStateFacts(context.trace(input.traceKey)),

  /** Two traces aligned and compared; steps as indexes (`hydrateDiff` lays them back). */
  diffRuns: (
    input: { leftKey: string; rightKey: string },
    context: TraceTaskContext,
  ) =>
    compactDiff(
      diffRuns(context.trace(input.leftKey), context.trace(input.rightKey)),
    ),

  /** The run on its time axis: summary, a window of rows × time, the minimap. */
  ...TIMELINE_TASKS,
};

export type TraceTasks = typeof TRACE_TASKS;
export type TraceTaskName = keyof TraceTasks;
export type TraceTaskInput<K extends TraceTaskName> = Parameters<
  TraceTasks[K]
>[0];
export type TraceTaskOutput<K extends TraceTaskName> = ReturnType<
  TraceTasks[K]
>;
