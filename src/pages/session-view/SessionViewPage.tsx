import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useCallback } from "react";
import { historyQueryOptions, sessionQueryOptions } from "../../api/queries";
import { defaultHistoryKey } from "../../model/session-ref";
import { ErrorMessage } from "../../ui/ErrorMessage";
import { PageSpinner } from "../../ui/PageSpinner";
import type { CompareView, ExplorerView } from "../../url/search-schemas";
import { fileName } from "../../features/sessions/history-labels";
import { HistoryPicker } from "../../features/sessions/HistoryPicker";
import { SessionHeader } from "../../features/sessions/SessionHeader";
import { SessionPanelBody } from "./SessionPanelBody";
import { SessionPanelTabs } from "../../features/sessions/SessionPanelTabs";
import { resolvePanel } from "../../features/sessions/session-panels";
import { useHistoryAnalysis } from "../../features/sessions/useHistoryAnalysis";

const route = getRouteApi("/sessions/$sessionId");

/**
 * One fast-agent session: its metadata and related traces, a picker of its histories, and
 * the selected history as a step tree, messages, findings, statistics, log or comparison.
 * Everything a person would share (history, step, pane, filter, panel, compare target)
 * lives in the URL.
 */
export function SessionViewPage() {
  const { sessionId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: detail } = useSuspenseQuery(sessionQueryOptions(sessionId));
  const key = search.agent ?? defaultHistoryKey(detail.summary);
  const info =
    detail.summary.histories.find((history) => history.key === key) ?? null;
  const historyQuery = useQuery({
    ...historyQueryOptions(sessionId, key ?? ""),
    enabled: info !== null,
  });
  const analysis = useHistoryAnalysis(
    historyQuery.data,
    fileName(info?.file ?? "history.json"),
  );
  const panel = resolvePanel(search.panel, search.against);

  const changeView = useCallback(
    (patch: Partial<ExplorerView> | Partial<CompareView>) =>
      void navigate({
        search: (prev) => ({ ...prev, ...patch }),
        replace: true,
      }),
    [navigate],
  );

  return (
    <div className="flex h-full flex-col">
      <SessionHeader detail={detail} />
      <HistoryPicker
        detail={detail}
        selectedKey={key}
        against={search.against}
      />
      {info === null ? (
        <p
          role="alert"
          className="m-4 rounded border border-step-warn-line bg-step-warn-soft p-3 text-sm"
        >
          {key === null
            ? "This session has no history file yet."
            : `This session has no history “${key}”.`}{" "}
          Pick one above.
        </p>
      ) : historyQuery.isError ? (
        <ErrorMessage
          className="m-4"
          title={`History ${info.file} could not be loaded`}
          message={historyQuery.error.message}
          onRetry={() => void historyQuery.refetch()}
        />
      ) : !historyQuery.data || !analysis ? (
        <PageSpinner label={`Loading ${info.file}…`} />
      ) : (
        <>
          <SessionPanelTabs
            panel={panel}
            findingCount={analysis.findings.length}
            hasAgainst={search.against !== undefined}
          />
          <SessionPanelBody
            panel={panel}
            history={historyQuery.data}
            analysis={analysis}
            info={info}
            traces={detail.traces}
            search={search}
            onViewChange={changeView}
          />
        </>
      )}
    </div>
  );
}
