import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { sessionListQueryOptions } from "../../api/queries";
import type { SessionDetail } from "../../model/session";
import { formatHistoryRef } from "../../model/session-ref";
import { historyLabel } from "./history-labels";

const route = getRouteApi("/sessions/$sessionId");

/** Compare the selected history with any other: one of this session's, a trace, or another session. */
export function ComparePicker({
  detail,
  selectedKey,
  against,
}: {
  detail: SessionDetail;
  selectedKey: string | null;
  against: string | undefined;
}) {
  const navigate = route.useNavigate();
  const { data: list } = useQuery(sessionListQueryOptions());
  const { summary } = detail;
  const own = summary.histories.filter(
    (history) => history.key !== selectedKey,
  );
  const others = (list?.sessions ?? []).filter(
    (session) => session.id !== summary.id,
  );
  return (
    <label className="flex items-center gap-1 text-xs text-slate-600">
      Compare with
      <select
        value={against ?? ""}
        onChange={(event) =>
          void navigate({
            search: (prev) => ({
              ...prev,
              against: event.target.value || undefined,
              panel: event.target.value ? "compare" : undefined,
            }),
          })
        }
        className="max-w-64 rounded border border-slate-300 bg-white px-1 py-0.5"
      >
        <option value="">—</option>
        {own.length > 0 && (
          <optgroup label="This session">
            {own.map((history) => (
              <option
                key={history.key}
                value={formatHistoryRef({
                  sessionId: summary.id,
                  key: history.key,
                })}
              >
                {historyLabel(history)}
              </option>
            ))}
          </optgroup>
        )}
        {others.length > 0 && (
          <optgroup label="Other sessions and traces">
            {others.map((session) => (
              <option
                key={session.id}
                value={formatHistoryRef({ sessionId: session.id, key: null })}
              >
                {session.id} ·{" "}
                {session.title ??
                  session.firstUserPreview ??
                  session.agents.join(", ")}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </label>
  );
}
