/**
 * The pure model computations the trace worker runs for the page, by name. This object is
 * the whole contract: the page imports only its *type* (`ModelTasks`), so `runModelTask`
 * in `src/api` is typed by what is written here, and none of this code reaches the page's
 * bundle.
 *
 * A task is `(input, context) => output` (or a promise of it). Its input and output cross
 * by structured clone, so keep both compact: name stored traces by key (`context.trace`)
 * rather than sending steps, and return indexes rather than steps. A task that starts
 * from JSON the page would otherwise fetch and normalise itself reads it with
 * `context.fetchJson(path)` — the same answers and errors as `fetchJson` on the page.
 *
 * To move a computation off the page: add an entry here that calls the `src/model`
 * function, and call `runModelTask("name", input)` from the `src/api` query that used it.
 */
import { firstPartialResults } from "../model/decode/result-delivery";
import { compactDiff } from "../model/diff/compact-diff";
import { diffRuns } from "../model/diff/diff-run";
import { clearChecks } from "../model/findings/clear-checks";
import { collectFindings } from "../model/findings/collect-findings";
import type { RunSummary, RunTrace } from "../model/run";
import { fallbackSpawnTree } from "../model/spawn/fallback-tree";
import type { SpawnTree } from "../model/spawn/spawn-tree";
import { consultTopicsOf } from "../model/topic/consult-topics";
import { runStateFacts } from "../model/state/run-state-facts";
import { matchSteps } from "../model/tree/search";
import { stepPathsById } from "../model/tree/step-paths";
import type { MaskConfig, MaskRegistry } from "./mask-registry";
import { downloadRun } from "./download-run";
import { exportBundle } from "./export-bundle";
import { readLocalFiles, type LocalRuns } from "./local-runs";

export interface TaskContext {
  /** A trace the worker read (`open-trace`), in full. Throws when it was released. */
  trace(key: string): RunTrace;
  /** GET a proxy path and parse its JSON, with `fetchJson`'s errors. */
  fetchJson(path: string): Promise<unknown>;
  /** The page's masking: who is hidden, and the maskers (`mask-registry.ts`). */
  masking: MaskRegistry;
  /** Runs opened from files: set, they answer every read (`fetchJson` and traces). */
  local: { open(runs: LocalRuns): void; close(): void };
}

/** A run as a task names it: its record and, when it has one, its stored trace. */
export interface RunRef {
  summary: RunSummary;
  traceKey: string | null;
}

const traceOf = (context: TaskContext, key: string | null) =>
  key === null ? null : context.trace(key);

export const MODEL_TASKS = {
  /**
   * A proxy read with personal data masked (decision 1702): how the page's `fetchJson`
   * reads everything besides traces while masking is on.
   */
  maskedJson: async (
    input: { path: string; mask: MaskConfig | null },
    context: TaskContext,
  ): Promise<unknown> => {
    const json = await context.fetchJson(input.path);
    return input.mask ? context.masking.maskJson(json, input.mask) : json;
  },

  /** The run written as a bundle file (`export-bundle.ts`). */
  exportBundle,

  /** The run's trace (or record) as the source returned it, as a file (`download-run.ts`). */
  downloadRun,

  /** Opens bundles or saved JSON (decision 1703); an `ApiError` says why a file does not open. */
  openFiles: async (input: { files: File[] }, context: TaskContext) => {
    const runs = readLocalFiles(
      await Promise.all(
        input.files.map(async (file) => ({
          name: file.name,
          text: await file.text(),
        })),
      ),
    );
    context.local.open(runs);
    return { label: runs.label, first: runs.first };
  },

  closeFiles: (_input: Record<string, never>, context: TaskContext) => {
    context.local.close();
    return null;
  },

  /** The step filter: indexes of matching steps, in tree order; null without a filter. */
  matchSteps: (
    input: { traceKey: string; query: string; errorsOnly: boolean },
    context: TaskContext,
  ): number[] | null => {
    const matches = matchSteps(context.trace(input.traceKey), input);
    return matches && [...matches].sort((a, b) => a - b);
  },

  /** Every finding of a run (`collect-findings.ts`). */
  findings: (
    input: { run: RunRef; tree: SpawnTree | null; previous: RunRef | null },
    context: TaskContext,
  ) => {
    return collectFindings({
      summary: input.run.summary,
      trace: traceOf(context, input.run.traceKey),
      tree: input.tree,
      previous: input.previous && {
        summary: input.previous.summary,
        trace: traceOf(context, input.previous.traceKey),
      },
    });
  },

  /** What the data shows of a run without findings (`clear-checks.ts`). */
  clearChecks: (input: RunRef, context: TaskContext) =>
    clearChecks(input.summary, traceOf(context, input.traceKey)),

  /** The spawn tree rebuilt from the run's spawn results, when `/tree` fails. */
  fallbackSpawnTree: (input: RunRef, context: TaskContext) =>
    fallbackSpawnTree(input.summary, traceOf(context, input.traceKey)),

  /** The topics of the consults the run took part in (read from their payloads). */
  consultTopics: (input: { traceKey: string }, context: TaskContext) =>
    consultTopicsOf(context.trace(input.traceKey)),

  /** The first steps whose result the model saw only in part (the run view's "start here"). */
  partialResults: (input: { traceKey: string }, context: TaskContext) =>
    firstPartialResults(context.trace(input.traceKey).steps),

  /** The dotted paths of the steps with these ids (a conversation turn names its step by id). */
  stepPathsById: (
    input: { traceKey: string; ids: string[] },
    context: TaskContext,
  ) => stepPathsById(context.trace(input.traceKey), input.ids),

  /** What the trace says about the state the run decided from (`run-state-facts.ts`). */
  runStateFacts: (input: { traceKey: string }, context: TaskContext) =>
    runStateFacts(context.trace(input.traceKey)),

  /** Two traces aligned and compared; steps as indexes (`hydrateDiff` on the page). */
  diffRuns: (
    input: { leftKey: string; rightKey: string },
    context: TaskContext,
  ) =>
    compactDiff(
      diffRuns(context.trace(input.leftKey), context.trace(input.rightKey)),
    ),
};

export type ModelTasks = typeof MODEL_TASKS;
export type ModelTaskName = keyof ModelTasks;
export type ModelTaskInput<K extends ModelTaskName> = Parameters<
  ModelTasks[K]
>[0];
export type ModelTaskOutput<K extends ModelTaskName> = Awaited<
  ReturnType<ModelTasks[K]>
>;
