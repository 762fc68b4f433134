import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { historyQueryOptions, sessionQueryOptions } from "../../api/queries";
import type { LoadedHistory } from "../../api/sessions";
import { defaultHistoryKey, parseHistoryRef } from "../../model/session-ref";
import { ErrorMessage } from "../../ui/ErrorMessage";
import { PageSpinner } from "../../ui/PageSpinner";
import type { CompareView } from "../../url/search-schemas";
import { CompareWorkspace } from "../../features/run-compare/CompareWorkspace";
import { LazyCompareTimeline } from "../lazy-pane";

/**
 * This history (right) against another (left, from `against`: a session id, or session id
 * and history key) in the same aligned split view and input diff as Fruxon runs: steps
 * paired by signature, added / removed / changed, and the changed inputs by JSON path.
 */
export function HistoryComparePanel({
  history,
  historyKey,
  against,
  view,
  onViewChange,
}: {
  history: LoadedHistory;
  historyKey: string;
  against: string | undefined;
  view: CompareView;
  onViewChange: (patch: Partial<CompareView>) => void;
}) {
  const ref = parseHistoryRef(against);
  const otherSession = useQuery({
    ...sessionQueryOptions(ref?.sessionId ?? ""),
    enabled: ref !== null && ref.key === null,
  });
  const key =
    ref?.key ??
    (otherSession.data ? defaultHistoryKey(otherSession.data.summary) : null);
  const other = useQuery({
    ...historyQueryOptions(ref?.sessionId ?? "", key ?? ""),
    enabled: ref !== null && key !== null,
  });

  if (!ref) {
    return (
      <p role="alert" className="m-4 text-sm text-step-warn">
        “{against}” is not a history to compare with: use a session id, or
        session id/history key.
      </p>
    );
  }
  const error = otherSession.error ?? other.error;
  if (error)
    return (
      <ErrorMessage
        className="m-4"
        title={`${against} could not be loaded`}
        message={error.message}
      />
    );
  if (!other.data || key === null)
    return <PageSpinner label={`Loading ${against}…`} />;

  const sides = {
    left: { sessionId: ref.sessionId, key },
    right: { sessionId: history.sessionId, key: historyKey },
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <p className="px-4 pb-2 pt-3 text-sm">
        Left: <span className="font-mono">{`${ref.sessionId}/${key}`}</span> (
        {other.data.messages.length} messages) · Right, this history:{" "}
        <span className="font-mono">{`${history.sessionId}/${historyKey}`}</span>{" "}
        ({history.messages.length} messages)
      </p>
      <CompareWorkspace
        leftTrace={other.data.trace}
        rightTrace={history.trace}
        metrics={null}
        pairKey={`${ref.sessionId}/${key}:${history.sessionId}/${historyKey}`}
        view={view}
        Timeline={LazyCompareTimeline}
        onViewChange={onViewChange}
        renderOpenStep={(side, path) => (
          <Link
            to="/sessions/$sessionId"
            params={{ sessionId: sides[side].sessionId }}
            search={{ agent: sides[side].key, step: path }}
            className="font-medium text-accent hover:underline"
          >
            Open
          </Link>
        )}
      />
    </div>
  );
}
