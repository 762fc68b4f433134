/**
 * The page's side of the trace worker: one worker per page, requests matched to answers by
 * id. Only `src/api` talks to it; features use the query functions built on these.
 *
 * Where `Worker` does not exist (unit tests in Node), the same handler runs in this thread
 * behind the same messages, so every path through the protocol is the one the app takes.
 */
import type { Step } from "../model/run";
import { SummaryDecoder } from "../model/normalize/summary-columns";
import type {
  PageToWorker,
  TraceOutcome,
  TraceProgress,
  WireError,
  WorkerToPage,
} from "../worker/protocol";
import type {
  ModelTaskInput,
  ModelTaskName,
  ModelTaskOutput,
} from "../worker/tasks";
import { ApiError } from "./client";
import { maskConfig } from "./mask-mode";

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  onBatch?(batch: TraceBatch): void;
  /** Reads the trace's batches: one per request, as the worker's encoder. */
  decoder?: SummaryDecoder;
}

let send: ((message: PageToWorker) => void) | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function receive(message: WorkerToPage): void {
  const request = pending.get(message.id);
  if (!request) return;
  switch (message.type) {
    case "trace-batch":
      request.onBatch?.({
        key: message.key,
        progress: message.progress,
        steps: (request.decoder ??= new SummaryDecoder()).decode(
          message.columns,
        ),
        reset: message.reset,
        endsBatch: message.endsBatch,
      });
      return;
    case "trace-end":
      pending.delete(message.id);
      request.resolve({ progress: message.progress, outcome: message.outcome });
      return;
    case "result":
      pending.delete(message.id);
      request.resolve(message.value);
      return;
    case "failure":
      pending.delete(message.id);
      request.reject(toApiError(message.error));
  }
}

function connect(): (message: PageToWorker) => void {
  if (send) return send;
  if (typeof Worker !== "undefined") {
    const worker = new Worker(
      new URL("../worker/trace-worker.ts", import.meta.url),
      { type: "module" },
    );
    worker.onmessage = (event: MessageEvent<WorkerToPage>) =>
      receive(event.data);
    // A worker that throws outside a request, or whose message cannot be read, answers
    // nothing more: every waiting request fails with a reason instead of hanging, and the
    // next request starts a new worker. (A worker that runs out of memory takes the whole
    // tab with it in Chromium: the page cannot report that one.)
    const die = (why: string) => {
      worker.terminate();
      if (send === post) send = null;
      failAll(workerStopped(why));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      die(event.message || "it stopped");
    };
    worker.onmessageerror = () => die("an answer could not be read");
    const post = (message: PageToWorker) => worker.postMessage(message);
    send = post;
  } else {
    // No workers here: run the handler in this thread, messages cloned as a worker's would be.
    const handler = import("../worker/handle-message").then((module) =>
      module.createWorkerHandler((message, transfer) =>
        receive(structuredClone(message, { transfer })),
      ),
    );
    send = (message) =>
      void handler.then((handle) => handle(structuredClone(message)));
  }
  return send;
}

/**
 * Starts the trace worker before anything asks it for a trace: its script loads and runs
 * while the page's own code does, so a run opened first (a deep link) waits for neither.
 */
export function startTraceWorker(): void {
  connect();
}

/** Fails every request still waiting for an answer. */
function failAll(error: ApiError): void {
  const waiting = [...pending.values()];
  pending.clear();
  for (const request of waiting) request.reject(error);
}

export function workerStopped(why: string): ApiError {
  return new ApiError(
    "worker_failed",
    `The page's trace reader stopped (${why}). Reload the page to try again.`,
    500,
  );
}

function request<T>(
  build: (id: number) => PageToWorker,
  onBatch?: Pending["onBatch"],
): { id: number; promise: Promise<T> } {
  const id = nextId++;
  const promise = new Promise<T>((resolve, reject) => {
    pending.set(id, {
      resolve,
      reject,
      ...(onBatch ? { onBatch } : {}),
    });
  });
  connect()(build(id));
  return { id, promise };
}

export function toApiError(error: WireError): ApiError {
  return new ApiError(
    error.code,
    error.message,
    error.status,
    error.retryAfterSeconds,
  );
}

/** Summary steps read (or read again) since the last batch, as the page receives them. */
export interface TraceBatch {
  /** The key the worker keeps the trace under: its full steps are asked for by it. */
  key: string;
  progress: TraceProgress;
  steps: Step[];
  /** These steps replace every step received before. */
  reset: boolean;
  /** The last chunk of the worker's batch. */
  endsBatch: boolean;
}

export interface TraceEnd {
  progress: TraceProgress;
  outcome: TraceOutcome;
}

/**
 * Has the worker fetch and read a trace; batches of summary steps arrive as it reads.
 * `focus`: the dotted path of a step to read first (a deep link's, decision 2001).
 */
export function openTrace(
  path: string,
  onBatch: NonNullable<Pending["onBatch"]>,
  signal?: AbortSignal,
  focus: string | null = null,
): Promise<TraceEnd> {
  const { id, promise } = request<TraceEnd>(
    (id) => ({ type: "open-trace", id, path, mask: maskConfig(), focus }),
    onBatch,
  );
  signal?.addEventListener("abort", () => connect()({ type: "cancel", id }), {
    once: true,
  });
  return promise;
}

/** The full steps (payloads included) of a trace the worker keeps. */
export function fetchFullSteps(
  key: string,
  indexes: number[],
): Promise<Step[]> {
  return request<Step[]>((id) => ({ type: "full-steps", id, key, indexes }))
    .promise;
}

/**
 * Runs a pure model computation in the worker (`src/worker/tasks.ts`), typed by the task's
 * own signature. Errors arrive as `ApiError`s.
 */
export function runModelTask<K extends ModelTaskName>(
  name: K,
  input: ModelTaskInput<K>,
): Promise<ModelTaskOutput<K>> {
  return request<ModelTaskOutput<K>>((id) => ({
    type: "task",
    id,
    name,
    input,
  })).promise;
}

/** The page no longer needs this trace (its cache entry is gone). */
export function releaseTrace(key: string): void {
  connect()({ type: "release", key });
}
