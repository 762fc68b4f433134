/**
 * What views read of a trace beyond its summary steps — full steps, filter matches,
 * findings, partial results, the spawn-tree fallback, the diff of two runs, step paths by
 * id — as query hooks. Each computation is a trace task (`model/trace-tasks.ts`), run where
 * the trace is: in the worker for a trace it keeps (`trace.payloads`), only the answer
 * crossing to the page; on the page for a trace the page holds whole (a fast-agent
 * history), its code loaded then; `model/trace-task-place.ts` decides which. Features call
 * these and never the worker.
 */
import {
  keepPreviousData,
  useQuery,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useMemo } from "react";
import type { PartialResult } from "../model/decode/result-delivery";
import { hydrateDiff } from "../model/diff/compact-diff";
import type { RunDiff } from "../model/diff/diff-run";
import type { Finding, FindingInput } from "../model/findings/finding";
import { withFullSteps } from "../model/normalize/summary-step";
import type { RunSummary, RunTrace } from "../model/run";
import type { ConsultTopic } from "../model/topic/consult-topics";
import type { SpawnTree } from "../model/spawn/spawn-tree";
import type { RunStateFacts } from "../model/state/run-state-facts";
import { traceTaskPlace, workerKeyOf } from "../model/trace-task-place";
import type {
  TraceTaskInput,
  TraceTaskName,
  TraceTaskOutput,
} from "../model/trace-tasks";
import { fetchFullSteps, runModelTask } from "./trace-worker";

export const traceTaskKeys = {
  all: ["trace-task"] as const,
  of: (name: string, ...parts: unknown[]) =>
    [...traceTaskKeys.all, name, ...parts] as const,
};

/** Names for traces the page holds, for query keys (a trace is too big to hash). */
const pageKeys = new WeakMap<RunTrace, string>();
let nextPageKey = 1;
function pageKeyOf(trace: RunTrace): string {
  let key = pageKeys.get(trace);
  if (key === undefined) {
    key = `page-${nextPageKey++}`;
    pageKeys.set(trace, key);
  }
  return key;
}

/**
 * A trace task as a query. It runs in the worker when the worker keeps every trace of
 * `where` (and there is one), else on the page. `input` names traces through the key it
 * is given: the worker's key (null for a trace the worker does not have), or a page key.
 */
export function useTraceTask<K extends TraceTaskName>(
  name: K,
  where: readonly (RunTrace | null)[],
  input: (key: (trace: RunTrace | null) => string | null) => TraceTaskInput<K>,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
): UseQueryResult<TraceTaskOutput<K>> {
  const inWorker = traceTaskPlace(where) === "worker";
  const onPage = new Map<string, RunTrace>();
  const taskInput = input((trace) => {
    if (trace === null) return null;
    if (inWorker) return workerKeyOf(trace);
    const key = pageKeyOf(trace);
    onPage.set(key, trace);
    return key;
  });
  return useQuery({
    queryKey: traceTaskKeys.of(name, inWorker ? "worker" : "page", taskInput),
    queryFn: async (): Promise<TraceTaskOutput<K>> => {
      if (inWorker) return runModelTask(name, taskInput);
      const { runTraceTaskOnPage } = await import("./page-trace-tasks");
      return runTraceTaskOnPage(name, taskInput, onPage);
    },
    enabled: options.enabled ?? true,
    staleTime: Infinity,
    ...(options.keepPrevious && { placeholderData: keepPreviousData }),
  });
}

/**
 * The trace with these steps in full (payloads included): what the inspector reads. null
 * while they load from the worker.
 */
export function useTraceWithPayloads(
  trace: RunTrace,
  indexes: readonly number[],
): { trace: RunTrace | null; error: Error | null } {
  // While the worker reads the trace it answers with what it has read of these steps
  // (decision 2001), and again once it is whole: a step with children still arriving may
  // have members after them.
  const key = workerKeyOf(trace) ?? trace.reading?.key ?? null;
  const query = useQuery({
    queryKey: traceTaskKeys.of(
      "full-steps",
      key,
      indexes,
      trace.reading ? "reading" : "read",
    ),
    queryFn: () => fetchFullSteps(key!, [...indexes]),
    enabled: key !== null,
    staleTime: Infinity,
    // A live run's new read of the same steps keeps the last ones shown until it answers.
    placeholderData: (previous, previousQuery) =>
      String(previousQuery?.queryKey[3]) === String(indexes)
        ? previous
        : undefined,
  });
  const data = query.data;
  const full = useMemo(
    () => (data ? withFullSteps(trace, data) : null),
    [trace, data],
  );
  if (key === null) return { trace, error: null };
  return { trace: full, error: query.error };
}

/**
 * The steps matching the filter (not their ancestors), null when no filter is active.
 * `isPending`: the trace is still being searched (the last answer stays shown). Nothing is
 * searched before the whole trace is read (`isComplete`).
 */
export function useStepMatches(
  trace: RunTrace,
  /** `range`: the timeline's `range` param (`from-to`), steps inside it only. */
  filter: { query: string; errorsOnly: boolean; range?: string | null },
  isComplete = true,
): { matches: Set<number> | null; isPending: boolean } {
  const query = useTraceTask(
    "matchSteps",
    [trace],
    (key) => ({
      traceKey: key(trace)!,
      query: filter.query,
      errorsOnly: filter.errorsOnly,
      range: filter.range ?? null,
    }),
    { enabled: isComplete, keepPrevious: true },
  );
  const found = isComplete ? query.data : null;
  const matches = useMemo(
    () => (found === undefined || found === null ? null : new Set(found)),
    [found],
  );
  return { matches, isPending: query.isFetching };
}

/**
 * The first steps whose result the model saw only in part; none while a trace streams in
 * (a snapshot would cost a pass over every step read so far).
 */
export function usePartialResults(
  trace: RunTrace,
  isComplete: boolean,
): PartialResult[] {
  const query = useTraceTask(
    "partialResults",
    [trace],
    (key) => ({ traceKey: key(trace)! }),
    { enabled: isComplete },
  );
  return (isComplete && query.data) || NO_PARTIAL_RESULTS;
}

const NO_PARTIAL_RESULTS: PartialResult[] = [];

/**
 * A run's findings (`collect-findings.ts`): null while computed, and when `isEnabled` is
 * false (a trace that did not load is not judged). `isCurrent` says whether they are of
 * this input: while new ones are computed the last list stays on screen, not to be read as
 * the answer for this input (findings computed before the previous run arrived say
 * nothing about it).
 */
export function useFindingsOf(
  input: FindingInput,
  isEnabled = true,
): { findings: Finding[] | null; isCurrent: boolean } {
  const { summary, trace, tree = null, previous = null } = input;
  const query = useTraceTask(
    "findings",
    [trace],
    (key) => ({
      run: { summary, traceKey: key(trace) },
      tree,
      previous: previous && {
        summary: previous.summary,
        traceKey: key(previous.trace),
      },
    }),
    { enabled: isEnabled, keepPrevious: true },
  );
  return {
    findings: isEnabled ? (query.data ?? null) : null,
    isCurrent:
      isEnabled && query.data !== undefined && !query.isPlaceholderData,
  };
}

/** The spawn tree rebuilt from the run's spawn results (when `/tree` fails). */
export function useFallbackSpawnTree(
  summary: RunSummary,
  trace: RunTrace | null,
  isNeeded: boolean,
): SpawnTree | null {
  const query = useTraceTask(
    "fallbackSpawnTree",
    [trace],
    (key) => ({ summary, traceKey: key(trace) }),
    { enabled: isNeeded },
  );
  return isNeeded ? (query.data ?? null) : null;
}

/** What the data shows of a run without findings (`clear-checks.ts`); null while computed. */
export function useClearChecks(
  summary: RunSummary,
  trace: RunTrace | null,
): string[] | null {
  const query = useTraceTask("clearChecks", [trace], (key) => ({
    summary,
    traceKey: key(trace),
  }));
  return query.data ?? null;
}

const NO_CONSULTS: ConsultTopic[] = [];

/** The topics of the run's consults (`consult-topics.ts`); empty while they are read. */
export function useConsultTopics(trace: RunTrace | null): ConsultTopic[] {
  const query = useTraceTask(
    "consultTopics",
    [trace],
    (key) => ({ traceKey: key(trace)! }),
    { enabled: trace !== null },
  );
  return (trace && query.data) || NO_CONSULTS;
}

/**
 * The diff of two traces (`diff-run.ts`) over the page's steps; null while it is computed,
 * or when either trace is missing.
 */
export function useRunDiff(
  left: RunTrace | null,
  right: RunTrace | null,
): RunDiff | null {
  const query = useTraceTask(
    "diffRuns",
    [left, right],
    (key) => ({ leftKey: key(left)!, rightKey: key(right)! }),
    { enabled: left !== null && right !== null },
  );
  const compact = query.data;
  return useMemo(
    () => (compact && left && right ? hydrateDiff(compact, left, right) : null),
    [compact, left, right],
  );
}

/**
 * What the trace says about the state its run decided from (`run-state-facts.ts`): memory
 * searched and written, knowledge searches, near-miss ids. null while it is read, or
 * without a trace.
 */
export function useRunStateFacts(trace: RunTrace | null): RunStateFacts | null {
  const query = useTraceTask(
    "runStateFacts",
    [trace],
    (key) => ({ traceKey: key(trace)! }),
    { enabled: trace !== null },
  );
  return trace ? (query.data ?? null) : null;
}

/**
 * The same facts as `useRunStateFacts`, for a caller outside a component (the memory walk
 * reads several earlier runs in one query): in the worker when it keeps the trace.
 */
export async function fetchRunStateFacts(
  trace: RunTrace,
): Promise<RunStateFacts> {
  const key = workerKeyOf(trace);
  if (key !== null) return runModelTask("runStateFacts", { traceKey: key });
  const { runTraceTaskOnPage } = await import("./page-trace-tasks");
  const pageKey = pageKeyOf(trace);
  return runTraceTaskOnPage(
    "runStateFacts",
    { traceKey: pageKey },
    new Map([[pageKey, trace]]),
  );
}

const NO_PATHS: Readonly<Record<string, string>> = {};

/**
 * The dotted paths of the steps with these ids (`step-paths.ts`), looked up where the
 * steps are; empty while that answers.
 */
export function useStepPaths(
  trace: RunTrace | null,
  ids: readonly string[],
): Readonly<Record<string, string>> {
  const query = useTraceTask(
    "stepPathsById",
    [trace],
    (key) => ({ traceKey: key(trace)!, ids: [...ids] }),
    { enabled: trace !== null && ids.length > 0 },
  );
  return (trace && ids.length > 0 && query.data) || NO_PATHS;
}
