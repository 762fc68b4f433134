/**
 * The messages between the page and the trace worker — the one protocol module, imported
 * by both ends so each message is typed where it is sent and where it is received.
 *
 * The worker owns the trace: it fetches the body, reads it as it streams
 * (`FruxonTraceStream`), keeps the full steps, and sends the page *summary* steps
 * (`toSummaryStep`) in batches as they are read, so the page never receives — or spends
 * time copying — parameters, results and messages it is not showing. Anything that needs
 * the payloads (the inspector's step, the filter, the findings, the diff) is a request
 * answered from the worker's copy: full steps on demand, or a pure model function run
 * there (`ModelTasks`).
 *
 * Every request carries an `id`; the worker answers it with `result` or `failure`, or for
 * `open-trace` with `trace-batch` messages then one `trace-end`. A trace has its key from
 * its first batch on: `full-steps` for a step of a trace still being read answers once
 * that step is read (what is read of it, if its children are still arriving).
 */
import type { RunTrace } from "../model/run";
import type { SummaryColumns } from "../model/normalize/summary-columns";
import type { MaskConfig } from "../model/mask/mask-registry";
import type { ModelTasks } from "./tasks";

/** A failure as the page shows it: the same code, message and status as `ApiError`. */
export interface WireError {
  code: string;
  message: string;
  status: number;
  retryAfterSeconds?: number;
}

/**
 * Steps per `trace-batch` message: receiving a message is one task on the page's thread,
 * and building a summary step from its columns costs well under a microsecond there.
 */
export const BATCH_CHUNK_STEPS = 2000;

export type PageToWorker =
  /**
   * `mask`: the trace is masked as it is read (decision 1702); null reads it as it is.
   * `focus`: the dotted path of a step to read first (a deep link's, decision 2001).
   */
  | {
      type: "open-trace";
      id: number;
      path: string;
      mask: MaskConfig | null;
      focus: string | null;
    }
  | { type: "cancel"; id: number }
  | { type: "full-steps"; id: number; key: string; indexes: number[] }
  | { type: "task"; id: number; name: keyof ModelTasks; input: unknown }
  | { type: "release"; key: string };

/** What the page has of a trace while it streams in. */
export interface TraceProgress {
  /** Bytes of the body received so far. */
  bytes: number;
  /** `Content-Length`, when the proxy sent one (it does not for compressed upstreams). */
  expectedBytes: number | null;
  /** Steps read so far. */
  steps: number;
}

/** A trace's fields besides its steps, sent once the body is read (`steps` stay on the page). */
export type TraceHeaderFields = Omit<RunTrace, "steps" | "byPath">;

/** How reading a trace ended. */
export type TraceOutcome =
  | { kind: "trace"; key: string; header: TraceHeaderFields }
  /** An answer the proxy gave instead of a trace (404, 429, 5xx…), or a body that broke. */
  | { kind: "failed"; error: WireError }
  /** JSON of the wrong shape: the message `normalizeFruxonTrace` gives. */
  | { kind: "unreadable"; message: string }
  | { kind: "cancelled" };

export type WorkerToPage =
  | {
      type: "trace-batch";
      id: number;
      /**
       * The key the trace will be kept under: `full-steps` answers for it while the trace
       * is read, with the steps read so far (the rest once they are).
       */
      key: string;
      progress: TraceProgress;
      /**
       * Summary steps read (or updated: a late status) since the last batch, as columns
       * (decision 1454): the request's `SummaryDecoder` reads them.
       */
      columns: SummaryColumns;
      /** These steps replace every step sent before (the body had to be read whole). */
      reset: boolean;
      /**
       * The last message of one batch. A batch is sent in chunks of at most
       * `BATCH_CHUNK_STEPS` steps, so receiving one never blocks the page for long.
       */
      endsBatch: boolean;
    }
  | {
      type: "trace-end";
      id: number;
      progress: TraceProgress;
      outcome: TraceOutcome;
    }
  | { type: "result"; id: number; value: unknown }
  | { type: "failure"; id: number; error: WireError };
