import type { HistoryAnalysis } from "./useHistoryAnalysis";
import type { SessionHistoryInfo, SessionSummary } from "../../model/session";
import type { LoadedHistory } from "../../api/sessions";
import type { CompareSlot, SessionCompareView } from "./compare-slot";
import type { ExplorerSlot, SessionExplorerView } from "./explorer-slot";
import { FindingsStrip } from "./FindingsStrip";
import { HistoryComparePanel } from "./HistoryComparePanel";
import { SessionFindingsPanel } from "./SessionFindingsPanel";
import { SessionLogPanel } from "./SessionLogPanel";
import { SessionMessagesPanel } from "./SessionMessagesPanel";
import { SessionStatsPanel } from "./SessionStatsPanel";
import type { SessionPanel } from "./session-panels";

/** The selected panel of the session view: the step explorer fills the page, the others scroll. */
export function SessionPanelBody({
  panel,
  history,
  analysis,
  info,
  traces,
  search,
  Explorer,
  Compare,
  onViewChange,
}: {
  panel: SessionPanel;
  history: LoadedHistory;
  analysis: HistoryAnalysis;
  info: SessionHistoryInfo;
  traces: SessionSummary[];
  search: SessionExplorerView & {
    against?: string | undefined;
    changes?: "1" | undefined;
  };
  Explorer: ExplorerSlot;
  Compare: CompareSlot;
  onViewChange: (
    patch: Partial<SessionExplorerView> | Partial<SessionCompareView>,
  ) => void;
}) {
  if (panel === "steps") {
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        <FindingsStrip findings={analysis.findings} />
        {history.problems.length > 0 && (
          <p className="px-4 py-1 text-sm text-step-warn">
            {history.problems.slice(0, 3).join(" ")}
          </p>
        )}
        <Explorer
          trace={history.trace}
          view={search}
          onViewChange={onViewChange}
        />
      </div>
    );
  }
  if (panel === "compare") {
    // The explorer's `tab` names an inspector pane; the compare view's, a diff pane.
    const tab =
      search.tab === "inputs" || search.tab === "results"
        ? search.tab
        : undefined;
    return (
      <HistoryComparePanel
        history={history}
        historyKey={info.key}
        against={search.against}
        view={{ step: search.step, tab, changes: search.changes }}
        onViewChange={onViewChange}
        Compare={Compare}
      />
    );
  }
  return (
    <div className="min-h-0 flex-1 overflow-auto p-4">
      {panel === "messages" && (
        <SessionMessagesPanel rows={analysis.overview} history={history} />
      )}
      {panel === "findings" && (
        <SessionFindingsPanel findings={analysis.findings} />
      )}
      {panel === "stats" && (
        <SessionStatsPanel
          stats={analysis.stats}
          history={history}
          traces={traces}
        />
      )}
      {panel === "log" && <SessionLogPanel sessionId={history.sessionId} />}
    </div>
  );
}
