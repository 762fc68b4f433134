/**
 * The pure model computations the trace worker runs for the page, by name. This object is
 * the whole contract: the page imports only its *type* (`ModelTasks`), so `runModelTask`
 * in `src/api` is typed by what is written here, and none of this code reaches the page's
 * bundle (the trace tasks only in a chunk loaded for a trace the page holds whole).
 *
 * A task is `(input, context) => output` (or a promise of it). Its input and output cross
 * by structured clone, so keep both compact: name stored traces by key (`context.trace`)
 * rather than sending steps, and return indexes rather than steps. A task that starts
 * from JSON the page would otherwise fetch and normalise itself reads it with
 * `context.fetchJson(path)` — the same answers and errors as `fetchJson` on the page.
 *
 * To move a computation over a trace off the page: add it to `model/trace-tasks.ts` (it
 * runs here for traces the worker keeps, and on the page for traces the page holds) and
 * read it with `useTraceTask` in `src/api/trace-queries.ts`. Anything else: add it here and
 * call `runModelTask("name", input)` from the `src/api` query that used it.
 */
import { TRACE_TASKS, type TraceTaskContext } from "../model/trace-tasks";
import type { MaskConfig, MaskRegistry } from "../model/mask/mask-registry";
import { downloadRun } from "./download-run";
import { exportBundle } from "./export-bundle";
import { readLocalFiles, type LocalRuns } from "./local-runs";

export interface TaskContext extends TraceTaskContext {
  /** GET a proxy path and parse its JSON, with `fetchJson`'s errors. */
  fetchJson(path: string): Promise<unknown>;
  /** The page's masking: who is hidden, and the maskers (`mask-registry.ts`). */
  masking: MaskRegistry;
  /** Runs opened from files: set, they answer every read (`fetchJson` and traces). */
  local: { open(runs: LocalRuns): void; close(): void };
}

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

  /** A `participant=` filter as a masked address carries it (decision 1705). */
  maskedParticipantFilter: (
    input: { value: string; mask: MaskConfig },
    context: TaskContext,
  ): Promise<string> =>
    context.masking.participantToken(input.value, input.mask),

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

  /** The computations over traces the worker keeps (`model/trace-tasks.ts`). */
  ...TRACE_TASKS,
};

export type ModelTasks = typeof MODEL_TASKS;
export type ModelTaskName = keyof ModelTasks;
export type ModelTaskInput<K extends ModelTaskName> = Parameters<
  ModelTasks[K]
>[0];
export type ModelTaskOutput<K extends ModelTaskName> = Awaited<
  ReturnType<ModelTasks[K]>
>;
