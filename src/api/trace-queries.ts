/**
 * What views read of a trace beyond its summary steps — full steps, filter matches,
 * findings, partial results, the spawn-tree fallback, the diff of two runs, step paths by id — as query hooks. For a trace
 * the worker keeps (`trace.payloads`), each is computed there and only the answer crosses
 * to the page; for a trace the page holds whole (a fast-agent history), the same model
 * function runs here. Features call these and never the worker.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  firstPartialResults,
  type PartialResult,
} from "../model/decode/result-delivery";
import { hydrateDiff } from "../model/diff/compact-diff";
import { diffRuns, type RunDiff } from "../model/diff/diff-run";
import { clearChecks } from "../model/findings/clear-checks";
import { collectFindings } from "../model/findings/collect-findings";
import type { Finding, FindingInput } from "../model/findings/finding";
import { withFullSteps } from "../model/normalize/summary-step";
import type { RunSummary, RunTrace } from "../model/run";
import { fallbackSpawnTree } from "../model/spawn/fallback-tree";
import {
  consultTopicsOf,
  type ConsultTopic,
} from "../model/topic/consult-topics";
import type { SpawnTree } from "../model/spawn/spawn-tree";
import { matchSteps, type StepFilter } from "../model/tree/search";
import { stepPathsById } from "../model/tree/step-paths";
import {
  runStateFacts,
  type RunStateFacts,
} from "../model/state/run-state-facts";
import { fetchFullSteps, runModelTask } from "./trace-worker";

export const traceTaskKeys = {
  all: ["trace-task"] as const,
  of: (name: string, ...parts: unknown[]) =>
    [...traceTaskKeys.all, name, ...parts] as const,
};

const keyOf = (trace: RunTrace | null) => trace?.payloads?.key ?? null;

/**
 * The trace with these steps in full (payloads included): what the inspector reads. null
 * while they load from the worker.
 */
export function useTraceWithPayloads(
  trace: RunTrace,
  indexes: readonly number[],
): { trace: RunTrace | null; error: Error | null } {
  const key = keyOf(trace);
  const query = useQuery({
    queryKey: traceTaskKeys.of("full-steps", key, indexes),
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
 * `isPending`: a worker-kept trace is still being searched (the last answer stays shown).
 */
export function useStepMatches(
  trace: RunTrace,
  filter: StepFilter,
  isComplete = true,
): { matches: Set<number> | null; isPending: boolean } {
  const key = keyOf(trace);
  const local = useMemo(
    () => (key === null && isComplete ? matchSteps(trace, filter) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter's fields are the deps
    [key, isComplete, trace, filter.query, filter.errorsOnly],
  );
  const query = useQuery({
    queryKey: traceTaskKeys.of("match", key, filter.query, filter.errorsOnly),
    queryFn: () =>
      runModelTask("matchSteps", {
        traceKey: key!,
        query: filter.query,
        errorsOnly: filter.errorsOnly,
      }),
    enabled: key !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const remote = query.data;
  const matches = useMemo(
    () => (remote === undefined || remote === null ? null : new Set(remote)),
    [remote],
  );
  if (key === null) return { matches: local, isPending: false };
  return { matches, isPending: query.isFetching };
}

/**
 * The first steps whose result the model saw only in part: asked of the worker for a trace
 * it keeps, read here for one built on the page, and none while a trace streams in (a
 * snapshot would cost a pass over every step read so far).
 */
export function usePartialResults(
  trace: RunTrace,
  isComplete: boolean,
): PartialResult[] {
  const key = keyOf(trace);
  const local = useMemo(
    () => (key === null && isComplete ? firstPartialResults(trace.steps) : []),
    [key, isComplete, trace],
  );
  const query = useQuery({
    queryKey: traceTaskKeys.of("partial-results", key),
    queryFn: () => runModelTask("partialResults", { traceKey: key! }),
    enabled: key !== null,
    staleTime: Infinity,
  });
  return key === null ? local : (query.data ?? NO_PARTIAL_RESULTS);
}

const NO_PARTIAL_RESULTS: PartialResult[] = [];

/**
 * A run's findings (`collect-findings.ts`); null while they are computed, and when
 * `isEnabled` is false (a trace that did not load is not judged).
 */
export function useFindings(
  input: FindingInput,
  isEnabled = true,
): Finding[] | null {
  const { summary, trace, tree = null, previous = null } = input;
  const key = keyOf(trace);
  const previousKey = keyOf(previous?.trace ?? null);
  const local = useMemo(
    () => (isEnabled && key === null ? collectFindings(input) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the input's fields are the deps
    [isEnabled, key, summary, trace, tree, previous],
  );
  const query = useQuery({
    queryKey: traceTaskKeys.of(
      "findings",
      key,
      summary,
      tree,
      previous?.summary,
      previousKey,
    ),
    queryFn: () =>
      runModelTask("findings", {
        run: { summary, traceKey: key },
        tree,
        previous: previous && {
          summary: previous.summary,
          traceKey: previousKey,
        },
      }),
    enabled: isEnabled && key !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  return key === null ? local : (query.data ?? null);
}

/** The spawn tree rebuilt from the run's spawn results (when `/tree` fails). */
export function useFallbackSpawnTree(
  summary: RunSummary,
  trace: RunTrace | null,
  isNeeded: boolean,
): SpawnTree | null {
  const key = keyOf(trace);
  const local = useMemo(
    () => (isNeeded && key === null ? fallbackSpawnTree(summary, trace) : null),
    [isNeeded, key, summary, trace],
  );
  const query = useQuery({
    queryKey: traceTaskKeys.of("fallback-tree", key, summary),
    queryFn: () =>
      runModelTask("fallbackSpawnTree", { summary, traceKey: key }),
    enabled: isNeeded && key !== null,
    staleTime: Infinity,
  });
  return key === null ? local : (query.data ?? null);
}

/** What the data shows of a run without findings (`clear-checks.ts`); null while computed. */
export function useClearChecks(
  summary: RunSummary,
  trace: RunTrace | null,
): string[] | null {
  const key = keyOf(trace);
  const local = useMemo(
    () => (key === null ? clearChecks(summary, trace) : null),
    [key, summary, trace],
  );
  const query = useQuery({
    queryKey: traceTaskKeys.of("clear-checks", key, summary),
    queryFn: () => runModelTask("clearChecks", { summary, traceKey: key }),
    enabled: key !== null,
    staleTime: Infinity,
  });
  return local ?? query.data ?? null;
}

const NO_CONSULTS: ConsultTopic[] = [];

/** The topics of the run's consults (`consult-topics.ts`); empty while they are read. */
export function useConsultTopics(trace: RunTrace | null): ConsultTopic[] {
  const key = keyOf(trace);
  const local = useMemo(
    () => (key === null ? consultTopicsOf(trace) : null),
    [key, trace],
  );
  const query = useQuery({
    queryKey: traceTaskKeys.of("consult-topics", key),
    queryFn: () => runModelTask("consultTopics", { traceKey: key! }),
    enabled: key !== null,
    staleTime: Infinity,
  });
  return local ?? query.data ?? NO_CONSULTS;
}

/**
 * The diff of two traces (`diff-run.ts`) over the page's steps; null while it is computed,
 * or when either trace is missing.
 */
export function useRunDiff(
  left: RunTrace | null,
  right: RunTrace | null,
): RunDiff | null {
  const leftKey = keyOf(left);
  const rightKey = keyOf(right);
  const isRemote = leftKey !== null && rightKey !== null;
  const local = useMemo(
    () => (isRemote || !left || !right ? null : diffRuns(left, right)),
    [isRemote, left, right],
  );
  const query = useQuery({
    queryKey: traceTaskKeys.of("diff", leftKey, rightKey),
    queryFn: () =>
      runModelTask("diffRuns", { leftKey: leftKey!, rightKey: rightKey! }),
    enabled: isRemote,
    staleTime: Infinity,
  });
  const compact = query.data;
  const remote = useMemo(
    () => (compact && left && right ? hydrateDiff(compact, left, right) : null),
    [compact, left, right],
  );
  return isRemote ? remote : local;
}

/**
 * What the trace says about the state its run decided from (`run-state-facts.ts`): memory
 * searched and written, knowledge searches, near-miss ids. null while it is read, or
 * without a trace.
 */
export function useRunStateFacts(trace: RunTrace | null): RunStateFacts | null {
  const key = keyOf(trace);
  const local = useMemo(
    () => (key === null && trace ? runStateFacts(trace) : null),
    [key, trace],
  );
  const query = useQuery({
    queryKey: traceTaskKeys.of("run-state", key),
    queryFn: () => runModelTask("runStateFacts", { traceKey: key! }),
    enabled: key !== null,
    staleTime: Infinity,
  });
  return key === null ? local : (query.data ?? null);
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
  const key = keyOf(trace);
  const local = useMemo(
    () =>
      key === null && trace && ids.length > 0
        ? stepPathsById(trace, ids)
        : null,
    [key, trace, ids],
  );
  const query = useQuery({
    queryKey: traceTaskKeys.of("step-paths", key, ids),
    queryFn: () =>
      runModelTask("stepPathsById", { traceKey: key!, ids: [...ids] }),
    enabled: key !== null && ids.length > 0,
    staleTime: Infinity,
  });
  return local ?? query.data ?? NO_PATHS;
}
