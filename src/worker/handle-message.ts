/**
 * The trace worker's side of the protocol, independent of how messages travel: the worker
 * entry wires it to `self`, and environments without workers (unit tests) run it in the
 * page's thread through the same messages.
 */
import { fetchJson } from "../api/client";
import type { RunTrace, Step } from "../model/run";
import { fingerprintSteps } from "../model/normalize/run-detail";
import { searchIndexBuilder } from "../model/tree/search-index";
import {
  BATCH_CHUNK_STEPS,
  type PageToWorker,
  type WorkerToPage,
} from "./protocol";
import { readTrace, toWire, type TraceReading } from "./read-trace";
import {
  columnsTransfer,
  SummaryEncoder,
} from "../model/normalize/summary-columns";
import { readLargeStep, type LargeTrace } from "./large-trace";
import type { MaskConfig, MaskRegistry } from "../model/mask/mask-registry";
import type { LocalRuns } from "./local-runs";
import type { TaskContext } from "./tasks";
import { ApiError } from "../api/client";

/**
 * Builds the filter's index of a trace in slices, so a filter typed right after the trace
 * opens costs a search, and requests for steps never wait long behind it.
 */
function warmSearchIndex(trace: RunTrace): void {
  const builder = searchIndexBuilder(trace);
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    if (!builder.work(() => performance.now() > until)) setTimeout(slice, 0);
  };
  setTimeout(slice, 0);
}

const SLICE_MS = 20;

export type Post = (message: WorkerToPage, transfer?: Transferable[]) => void;

export function createWorkerHandler(
  post: Post,
): (message: PageToWorker) => void {
  /** Full traces read for the page, until it releases them (its cache dropped the run). */
  const traces = new Map<string, RunTrace>();
  /** The bytes of traces too large to keep as objects, to read full steps from. */
  const largeTraces = new Map<string, LargeTrace>();
  const running = new Map<number, AbortController>();
  /** Traces being read, by the key they will be kept under, and when their read ends. */
  const reading = new Map<
    string,
    { trace: TraceReading; ended: Promise<void> }
  >();
  let nextKey = 1;
  /** Runs opened from files (decision 1703): while set, they answer every read. */
  let local: LocalRuns | null = null;
  const readJson = (path: string): Promise<unknown> => {
    const runs = local;
    return runs
      ? import("./local-runs").then((module) =>
          module.answerLocally(runs, path),
        )
      : fetchJson(path);
  };
  // Masking, the tasks and files opened by hand load on first use: the script that must
  // load before a trace's first rows only reads traces (decision 1400).
  let masking: Promise<MaskRegistry> | null = null;
  const maskRegistry = () =>
    (masking ??= import("../model/mask/mask-registry").then((module) =>
      module.createMaskRegistry(readJson),
    ));

  const context: Omit<TaskContext, "masking"> = {
    trace(key) {
      const trace = traces.get(key);
      if (!trace)
        throw new ApiError(
          "trace_released",
          "This trace is no longer loaded. Reload the page.",
          410,
        );
      return trace;
    },
    fetchJson: readJson,
    local: {
      open(runs) {
        local = runs;
      },
      close() {
        local = null;
      },
    },
  };

  const fail = (id: number, error: unknown) =>
    post({
      type: "failure",
      id,
      error:
        error instanceof ApiError
          ? toWire(error)
          : {
              code: "worker_error",
              message: (error as Error).message,
              status: 500,
            },
    });

  async function openTrace(
    id: number,
    path: string,
    mask: MaskConfig | null,
    focus: string | null,
  ) {
    const controller = new AbortController();
    running.set(id, controller);
    const key = `trace-${nextKey++}`;
    let endRead = () => {};
    const ended = new Promise<void>((resolve) => (endRead = resolve));
    // Ready before the first byte is read: every step goes through it.
    const masking = mask && (await (await maskRegistry()).traceRewrite(mask));
    const encoder = new SummaryEncoder();
    const result = await readTrace(path, {
      signal: controller.signal,
      ...(focus !== null && { focus }),
      onReading: (trace) => reading.set(key, { trace, ended }),
      ...(masking && {
        rewriteWire: masking.rewrite,
        rewriteChanged: masking.learned,
      }),
      ...(local && { open: localResponse(local) }),
      onBatch: (progress, steps, reset) => {
        for (let from = 0; from === 0 || from < steps.length;) {
          const to = from + BATCH_CHUNK_STEPS;
          const columns = encoder.encode(steps.slice(from, to));
          post(
            {
              type: "trace-batch",
              id,
              key,
              progress,
              columns,
              reset: reset && from === 0,
              endsBatch: to >= steps.length,
            },
            columnsTransfer(columns),
          );
          from = to;
        }
      },
    });
    running.delete(id);
    reading.delete(key);
    if (result.kind !== "trace") {
      endRead();
      const { progress } = result;
      post({
        type: "trace-end",
        id,
        progress,
        outcome:
          result.kind === "failed"
            ? { kind: "failed", error: result.error }
            : result.kind === "unreadable"
              ? { kind: "unreadable", message: result.message }
              : { kind: "cancelled" },
      });
      return;
    }
    traces.set(key, result.trace);
    if (result.large) largeTraces.set(key, result.large);
    endRead();
    warmSearchIndex(result.trace);
    const { steps: _steps, byPath: _byPath, ...fields } = result.trace;
    const header = {
      ...fields,
      stepsFingerprint: fingerprintSteps(result.trace.steps),
    };
    post({
      type: "trace-end",
      id,
      progress: result.progress,
      outcome: { kind: "trace", key, header },
    });
  }

  function sendFullSteps({
    id,
    key,
    indexes,
  }: Extract<PageToWorker, { type: "full-steps" }>) {
    try {
      const steps = context.trace(key).steps;
      const large = largeTraces.get(key);
      post({
        type: "result",
        id,
        value: indexes.map((index) =>
          withoutChildList(
            large ? readLargeStep(large, steps[index]!) : steps[index]!,
          ),
        ),
      });
    } catch (error) {
      fail(id, error);
    }
  }

  return (message) => {
    switch (message.type) {
      case "open-trace":
        void openTrace(message.id, message.path, message.mask, message.focus);
        return;
      case "cancel":
        running.get(message.id)?.abort();
        return;
      case "release":
        traces.delete(message.key);
        largeTraces.delete(message.key);
        return;
      case "full-steps": {
        const read = reading.get(message.key);
        const readSoFar = read
          ? message.indexes.map((index) => read.trace.stepInFull(index))
          : [];
        if (read && readSoFar.every((step) => step !== null))
          post({
            type: "result",
            id: message.id,
            value: readSoFar.map(withoutChildList),
          });
        // A step not read yet is answered once the read ends (or fails for its reason).
        else if (read) void read.ended.then(() => sendFullSteps(message));
        else sendFullSteps(message);
        return;
      }
      case "task": {
        Promise.all([import("./tasks"), maskRegistry()])
          .then(([{ MODEL_TASKS }, masking]) => {
            const task = MODEL_TASKS[message.name] as (
              input: unknown,
              context: TaskContext,
            ) => unknown;
            return task(message.input, { ...context, masking });
          })
          .then(
            (value) => post({ type: "result", id: message.id, value }),
            (error: unknown) => fail(message.id, error),
          );
        return;
      }
    }
  };
}

/** A full step as it crosses: the page has its child list (a million, on a wide step). */
function withoutChildList(step: Step): Step {
  return step.children.length === 0 ? step : { ...step, children: [] };
}

/** A read of the opened files as the `Response` the proxy would have sent. */
function localResponse(local: LocalRuns) {
  return async (path: string): Promise<Response> => {
    const { answerLocally } = await import("./local-runs");
    try {
      return Response.json(answerLocally(local, path), { status: 200 });
    } catch (error) {
      const failure = error instanceof ApiError ? error : null;
      const status = failure?.status ?? 500;
      return Response.json(
        {
          error: {
            code: failure?.code ?? "error",
            message: (error as Error).message,
            status,
          },
        },
        { status },
      );
    }
  };
}
