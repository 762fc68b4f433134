import type { HistoryAnalysis } from "../../features/sessions/useHistoryAnalysis";
import type { SessionHistoryInfo, SessionSummary } from "../../model/session";
import type { LoadedHistory } from "../../api/sessions";
import {
  isCompareTab,
  isInspectorTab,
  type CompareView,
  type ExplorerView,
  type SessionPanel,
  type SessionViewSearch,
} from "../../url/search-schemas";
import { StepExplorer } from "../step-explorer/StepExplorer";
import { FindingsStrip } from "../../features/sessions/FindingsStrip";
import { HistoryComparePanel } from "./HistoryComparePanel";
import { SessionFindingsPanel } from "../../features/sessions/SessionFindingsPanel";
import { SessionLogPanel } from "../../features/sessions/SessionLogPanel";
import { SessionMessagesPanel } from "../../features/sessions/SessionMessagesPanel";
import { SessionStatsPanel } from "../../features/sessions/SessionStatsPanel";

/** The selected panel of the session view: the step explorer fills the page, the others scroll. */
export function SessionPanelBody({
  panel,
  history,
  analysis,
  info,
  traces,
  search,
  onViewChange,
}: {
  panel: SessionPanel;
  history: LoadedHistory;
  analysis: HistoryAnalysis;
  info: SessionHistoryInfo;
  traces: SessionSummary[];
  search: SessionViewSearch;
  onViewChange: (patch: Partial<ExplorerView> | Partial<CompareView>) => void;
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
        <StepExplorer
          trace={history.trace}
          // The URL's `tab` is shared with the compare panel: here only an inspector pane counts.
          view={{
            step: search.step,
            tab: isInspectorTab(search.tab) ? search.tab : undefined,
            q: search.q,
            errors: search.errors,
            view: search.view,
            range: search.range,
          }}
          onViewChange={onViewChange}
        />
      </div>
    );
  }
  if (panel === "compare") {
    return (
      <HistoryComparePanel
        history={history}
        historyKey={info.key}
        against={search.against}
        view={{
          step: search.step,
          tab: isCompareTab(search.tab) ? search.tab : undefined,
          changes: search.changes,
          view: search.view,
        }}
        onViewChange={onViewChange}
      />
    );
  }
  return (
    <div tabIndex={0} className="min-h-0 flex-1 overflow-auto p-4">
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
