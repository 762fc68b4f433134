import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { sessionLogQueryOptions } from "../../api/queries";
import { formatNaiveTime } from "../../model/format/naive-time";
import { sortLogLines } from "../../model/normalize/fast-agent-log";
import { ErrorMessage } from "../../ui/ErrorMessage";
import { PageSpinner } from "../../ui/PageSpinner";
import { SourceProblems } from "../../ui/SourceProblems";
import { LogLineRow } from "./LogLineRow";

/** The event-log lines written during the session, errors first; the window and its basis stated. */
export function SessionLogPanel({ sessionId }: { sessionId: string }) {
  const query = useQuery(sessionLogQueryOptions(sessionId));
  const [onlyProblems, setOnlyProblems] = useState(false);
  const sorted = useMemo(
    () => (query.data ? sortLogLines(query.data.lines) : []),
    [query.data],
  );
  if (query.isError)
    return (
      <ErrorMessage
        title="The log could not be read"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <PageSpinner label="Reading the event log…" />;
  const { window, files, matched, truncated, problems } = query.data;
  const shown = onlyProblems
    ? sorted.filter(
        (line) =>
          line.level === "ERROR" ||
          line.level === "WARNING" ||
          line.level === "CRITICAL",
      )
    : sorted;
  const errors = sorted.filter(
    (line) => line.level === "ERROR" || line.level === "CRITICAL",
  ).length;
  return (
    <div className="space-y-2 text-sm">
      {files.length === 0 ? (
        <p className="text-slate-600">
          No event log in the served folder (fast-agent-log.jsonl in the home,
          or fastagent.jsonl in the workspace). The logger writes warnings and
          errors by default.
        </p>
      ) : window === null ? (
        <p className="text-slate-600">
          This history has no known time (no session.json and no time in its
          file name), so its log lines cannot be picked out of{" "}
          {files.join(", ")}.
        </p>
      ) : (
        <p className="text-slate-600">
          Lines of <span className="font-mono">{files.join(", ")}</span> between{" "}
          {formatNaiveTime(window.from)} and {formatNaiveTime(window.to)}{" "}
          (writer's local time, from{" "}
          {window.basis === "session.json"
            ? "session.json"
            : `the ${window.basis}`}
          , with a minute's margin)
          {window.isApproximate && (
            <span className="ml-1 rounded bg-step-warn-soft px-1 text-xs font-semibold text-step-warn">
              approximate
            </span>
          )}
          : {matched} line{matched === 1 ? "" : "s"}, {errors} error
          {errors === 1 ? "" : "s"}
          {truncated && `, the first ${query.data.lines.length} shown`}.
        </p>
      )}
      <SourceProblems problems={problems} />
      {sorted.length > 0 && (
        <>
          <label className="flex items-center gap-1 text-xs">
            <input
              type="checkbox"
              checked={onlyProblems}
              onChange={(event) => setOnlyProblems(event.target.checked)}
            />
            Errors and warnings only
          </label>
          <table className="w-full text-left text-xs" aria-label="Log lines">
            <thead className="bg-slate-50 uppercase tracking-wide text-slate-500">
              <tr>
                {["level", "time (local)", "namespace", "message", "data"].map(
                  (h) => (
                    <th key={h} className="px-2 py-1 font-medium">
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {shown.map((line) => (
                <LogLineRow key={line.index} line={line} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
