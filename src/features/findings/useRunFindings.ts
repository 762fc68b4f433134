import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  runListQueryOptions,
  runQueryOptions,
  spawnTreeQueryOptions,
} from "../../api/queries";
import { collectFindings } from "../../model/findings/collect-findings";
import { innermostErrors } from "../../model/findings/finding-helpers";
import { pickPreviousRun } from "../../model/findings/previous-run";
import type { Finding } from "../../model/findings/finding";
import type { RunDetail, RunSummary } from "../../model/run";
import { fallbackSpawnTree } from "../../model/spawn/fallback-tree";

export type PreviousRunState =
  | { state: "not-needed" }
  | { state: "loading" }
  | { state: "none" }
  | { state: "failed"; message: string }
  | { state: "compared"; run: RunSummary };

/**
 * The findings of a run, from its detail plus two optional reads: the spawn tree (or the
 * tree rebuilt from the trace when `/tree` fails) for failed children, and — only when the
 * run has errors — the previous run of the agent, for errors that repeat.
 */
export function useRunFindings(detail: RunDetail, agentId: string) {
  const { summary, trace } = detail;
  const treeQuery = useQuery(spawnTreeQueryOptions(agentId, summary.id));
  const tree = useMemo(
    () =>
      treeQuery.data ??
      (treeQuery.error ? fallbackSpawnTree(summary, trace) : null),
    [treeQuery.data, treeQuery.error, summary, trace],
  );

  const hasErrors = trace ? innermostErrors(trace).length > 0 : false;
  const start = summary.startTime ?? trace?.startTime ?? null;
  const listQuery = useQuery({
    ...runListQueryOptions(agentId, { until: String((start ?? 0) - 1) }),
    enabled: hasErrors && start !== null,
  });
  const previousSummary = listQuery.data
    ? pickPreviousRun(summary, listQuery.data.runs)
    : null;
  const previousQuery = useQuery({
    ...runQueryOptions(agentId, previousSummary?.id ?? ""),
    enabled: previousSummary !== null,
  });

  const previousDetail = previousQuery.data ?? null;
  const findings: Finding[] = useMemo(
    () =>
      collectFindings({
        summary,
        trace,
        tree,
        previous: previousDetail
          ? { summary: previousDetail.summary, trace: previousDetail.trace }
          : null,
      }),
    [summary, trace, tree, previousDetail],
  );

  const previousState: PreviousRunState = !hasErrors
    ? { state: "not-needed" }
    : listQuery.error
      ? { state: "failed", message: listQuery.error.message }
      : previousQuery.error
        ? { state: "failed", message: previousQuery.error.message }
        : listQuery.data && !previousSummary
          ? { state: "none" }
          : previousQuery.data
            ? { state: "compared", run: previousQuery.data.summary }
            : { state: "loading" };
  return { findings, previousState, isTreeLoading: treeQuery.isLoading };
}
