import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  previousRunQueryOptions,
  runQueryOptions,
  spawnTreeQueryOptions,
} from "./queries";
import { useFallbackSpawnTree, useFindingsOf } from "./trace-queries";
import {
  checksPreviousRunAutomatically,
  innermostErrors,
} from "../model/findings/finding-helpers";
import type { Finding } from "../model/findings/finding";
import {
  previousRunVerdict,
  type PreviousRunVerdict,
} from "../model/findings/previous-run-verdict";
import { findingsUnavailable } from "../model/findings/findings-unavailable";
import type { RunDetail, RunSummary } from "../model/run";
import { useTopicConversation } from "./useTopicConversation";
import { useRunState } from "./useRunState";

export type PreviousRunState =
  | { state: "not-needed" }
  | { state: "on-request"; steps: number; request: () => void }
  | { state: "loading" }
  | { state: "none" }
  | { state: "failed"; message: string }
  | {
      state: "compared";
      run: RunSummary;
      /** "Same error last run?"; null while this run's findings are computed. */
      verdict: PreviousRunVerdict | null;
    };

/**
 * The findings of a run, from its detail plus two optional reads: the spawn tree (or the
 * tree rebuilt from the trace when `/tree` fails) for failed children, and — only when the
 * run has errors — the previous run of the agent (the compare view's choice), for errors
 * that repeat. On a very large run that second read waits until it is asked for.
 */
export function useRunFindings(detail: RunDetail, agentId: string) {
  const { summary, trace } = detail;
  const treeQuery = useQuery(spawnTreeQueryOptions(agentId, summary.id));
  const fallbackTree = useFallbackSpawnTree(
    summary,
    trace,
    treeQuery.error !== null,
  );
  const tree = treeQuery.data ?? fallbackTree;

  // This run's innermost errors: the ones checked against the previous run.
  const errorCount = useMemo(
    () => (trace ? innermostErrors(trace).length : 0),
    [trace],
  );
  const hasErrors = errorCount > 0;
  const [isRequested, setIsRequested] = useState(false);
  const checksPrevious =
    hasErrors &&
    (isRequested || (trace !== null && checksPreviousRunAutomatically(trace)));
  // The same previous run "Compare with previous" shows, chosen by the same rules.
  const choiceQuery = useQuery({
    ...previousRunQueryOptions(agentId, summary.id),
    enabled: checksPrevious,
  });
  // A disabled query still answers from the cache, and the State panel reads the same
  // choice for scheduled runs: unchecked, that answer would read the previous trace here.
  const previousSummary = checksPrevious
    ? (choiceQuery.data?.run ?? null)
    : null;
  const previousQuery = useQuery({
    ...runQueryOptions(agentId, previousSummary?.id ?? ""),
    enabled: previousSummary !== null,
  });

  const previousDetail = previousQuery.data ?? null;
  const previous = useMemo(
    () =>
      previousDetail
        ? { summary: previousDetail.summary, trace: previousDetail.trace }
        : null,
    [previousDetail],
  );
  // The conversation the run belongs to: its findings (blind session, withheld messages,
  // takeovers, a person's words repeated) join the run's own.
  const conversation = useTopicConversation(agentId, summary.topicId, {
    runId: summary.id,
    runStartedAt: summary.startTime,
  });
  const conversationFindings = conversation.findings;
  // The state the run decided from: memory changed under it, garbled ids, an off-schedule
  // fire, a ledger item stuck or on its third attempt.
  const stateFindings = useRunState(detail, agentId).findings;
  // A trace that did not load gives no findings of its own, not an empty list.
  const unavailable = findingsUnavailable(detail);
  // null while the worker computes them: never a half-built list.
  const { findings: traceFindings, isCurrent } = useFindingsOf(
    { summary, trace, tree, previous },
    unavailable === null,
  );
  const findings: Finding[] | null = useMemo(
    () =>
      traceFindings
        ? [...traceFindings, ...(conversationFindings ?? []), ...stateFindings]
        : null,
    [traceFindings, conversationFindings, stateFindings],
  );

  const previousState: PreviousRunState = !hasErrors
    ? { state: "not-needed" }
    : !checksPrevious
      ? {
          state: "on-request",
          steps: trace?.steps.length ?? 0,
          request: () => setIsRequested(true),
        }
      : choiceQuery.error
        ? { state: "failed", message: choiceQuery.error.message }
        : previousQuery.error
          ? { state: "failed", message: previousQuery.error.message }
          : choiceQuery.data && !previousSummary
            ? { state: "none" }
            : previousQuery.data
              ? {
                  state: "compared",
                  run: previousQuery.data.summary,
                  verdict: previousRunVerdict({
                    previous: previousQuery.data,
                    findings: isCurrent ? traceFindings : null,
                    errors: errorCount,
                  }),
                }
              : { state: "loading" };
  return {
    findings: unavailable === null ? findings : null,
    /** Why the trace's findings could not be computed (the conversation's still show). */
    unavailable,
    conversationFindings,
    previousState,
    isTreeLoading: treeQuery.isLoading,
  };
}
