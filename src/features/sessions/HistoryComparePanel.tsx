import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { historyQueryOptions, sessionQueryOptions } from "../../api/queries";
import type { NormalizedHistory } from "../../model/session";
import { diffHistories } from "../../model/session-diff";
import { defaultHistoryKey, parseHistoryRef } from "../../model/session-ref";
import { ErrorMessage } from "../../ui/ErrorMessage";
import { PageSpinner } from "../../ui/PageSpinner";
import { CompareRow } from "./CompareRow";

/**
 * This history (right) against another (left, from `against`): messages aligned, each pair
 * same / changed / added / removed, with the inputs that differ side by side.
 */
export function HistoryComparePanel({
  history,
  against,
  label,
}: {
  history: NormalizedHistory;
  against: string | undefined;
  label: string;
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
  const rows = useMemo(
    () =>
      other.data ? diffHistories(other.data.messages, history.messages) : null,
    [other.data, history],
  );
  const [changesOnly, setChangesOnly] = useState(false);

  if (!ref)
    return (
      <p role="alert" className="text-sm text-step-warn">
        “{against}” is not a history to compare with: use a session id, or
        session id/history key.
      </p>
    );
  const error = otherSession.error ?? other.error;
  if (error)
    return (
      <ErrorMessage
        title={`${against} could not be loaded`}
        message={error.message}
      />
    );
  if (!rows) return <PageSpinner label={`Loading ${against}…`} />;
  const counts = { same: 0, changed: 0, added: 0, removed: 0 };
  for (const row of rows) counts[row.status]++;
  const shown = changesOnly
    ? rows.filter((row) => row.status !== "same")
    : rows;
  return (
    <div className="space-y-2 text-sm">
      <p>
        Left:{" "}
        <span className="font-mono">
          {ref.sessionId}/{key}
        </span>{" "}
        ({other.data?.messages.length} messages) · Right, this history:{" "}
        <span className="font-mono">{label}</span> ({history.messages.length}{" "}
        messages)
      </p>
      <p aria-label="Compare summary" className="flex flex-wrap gap-3">
        <span>{counts.same} same</span>
        <span className="text-diff-changed">{counts.changed} changed</span>
        <span className="text-diff-added">{counts.added} added</span>
        <span className="text-diff-removed">{counts.removed} removed</span>
        <label className="ml-auto flex items-center gap-1 text-xs">
          <input
            type="checkbox"
            checked={changesOnly}
            onChange={(event) => setChangesOnly(event.target.checked)}
          />
          Differences only
        </label>
      </p>
      <ol aria-label="Aligned messages" className="space-y-1">
        {shown.map((row, index) => (
          <CompareRow
            key={`${row.left?.index ?? "-"}:${row.right?.index ?? "-"}:${index}`}
            row={row}
            history={history}
          />
        ))}
      </ol>
    </div>
  );
}
