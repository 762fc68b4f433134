import { useMemo } from "react";
import { findHistoryFindings } from "../../model/findings/history-findings";
import type { NormalizedHistory } from "../../model/session";
import { historyStats } from "../../model/stats/history-stats";
import { messageOverview } from "../../model/stats/message-overview";

/** Findings, statistics and the message overview of a history, computed once per history. */
export function useHistoryAnalysis(
  history: NormalizedHistory | undefined,
  file: string,
) {
  return useMemo(
    () =>
      history
        ? {
            findings: findHistoryFindings(history, file),
            stats: historyStats(history.messages),
            overview: messageOverview(history.messages),
          }
        : null,
    [history, file],
  );
}

export type HistoryAnalysis = NonNullable<
  ReturnType<typeof useHistoryAnalysis>
>;
