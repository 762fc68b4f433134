import { useState } from "react";
import { markBidiControls } from "../../model/format/bidi-controls";
import { formatDuration } from "../../model/format/duration";
import type { NormalizedHistory } from "../../model/session";
import type { MessageOverviewRow } from "../../model/stats/message-overview";
import { cn } from "../../ui/cn";
import { DataText } from "../../ui/DataText";
import { Timestamp } from "../../ui/Timestamp";
import { StepLink } from "./StepLink";

const PAGE = 200;

/**
 * The message overview and tool-call pairing of docs/reference/investigation-workflow.md#message-overview in one table: role, stop reason, the
 * ids each message calls (and whether the next message answers them), the ids it answers
 * (and whether the message before called them), channels, model time.
 */
export function SessionMessagesPanel({
  rows,
  history,
}: {
  rows: MessageOverviewRow[];
  history: NormalizedHistory;
}) {
  // The newest messages are usually the interesting ones: open on the last page.
  const lastPage = Math.max(0, Math.ceil(rows.length / PAGE) - 1);
  const [page, setPage] = useState(lastPage);
  const shown = rows.slice(page * PAGE, page * PAGE + PAGE);
  const unanswered = rows.reduce(
    (n, row) => n + row.calls.filter((call) => !call.isAnswered).length,
    0,
  );
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        {rows.length} messages
        {history.format === "legacy" &&
          ` (legacy format: ${history.fileMessageCount} in the file, same-role runs merged as fast-agent loads them)`}
        {" · "}
        <span
          className={
            unanswered > 0 ? "font-semibold text-step-error" : undefined
          }
        >
          {unanswered} unanswered call{unanswered === 1 ? "" : "s"}
        </span>
      </p>
      {rows.length > PAGE && (
        <div className="flex items-center gap-2 text-xs">
          <button
            type="button"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
            className="rounded border border-slate-300 px-1.5 py-0.5 disabled:opacity-40"
          >
            ← Earlier
          </button>
          <span>
            messages {page * PAGE}–
            {Math.min(rows.length, page * PAGE + PAGE) - 1}
          </span>
          <button
            type="button"
            disabled={page === lastPage}
            onClick={() => setPage(page + 1)}
            className="rounded border border-slate-300 px-1.5 py-0.5 disabled:opacity-40"
          >
            Later →
          </button>
        </div>
      )}
      <table className="w-full text-left text-xs" aria-label="Messages">
        <thead className="bg-slate-50 uppercase tracking-wide text-slate-500">
          <tr>
            {[
              "#",
              "role",
              "stop_reason",
              "tool_calls",
              "tool_results",
              "channels",
              "model time",
              "entered",
              "text",
            ].map((h) => (
              <th key={h} className="px-2 py-1 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {shown.map((row) => {
            const stepIndex = history.stepByMessage.get(row.index);
            return (
              <tr key={row.index} data-testid={`message-row-${row.index}`}>
                <td className="px-2 py-1 tabular-nums">
                  {stepIndex !== undefined ? (
                    <StepLink path={history.trace.steps[stepIndex]!.path}>
                      {row.index}
                    </StepLink>
                  ) : (
                    row.index
                  )}
                </td>
                <td className="px-2 py-1">
                  {row.role}
                  {row.isTemplate && (
                    <span className="ml-1 rounded bg-accent-soft px-1 text-[10px] text-accent">
                      template
                    </span>
                  )}
                </td>
                <td
                  className={cn(
                    "px-2 py-1 font-mono",
                    ["error", "timeout", "maxIterations"].includes(
                      row.stopReason ?? "",
                    ) && "text-step-error",
                  )}
                >
                  {row.stopReason ?? ""}
                </td>
                <td className="px-2 py-1">
                  {row.calls.map((call) => (
                    <span
                      key={call.id}
                      className={cn(
                        "block font-mono",
                        !call.isAnswered && "font-semibold text-step-error",
                      )}
                    >
                      <DataText text={call.name} />{" "}
                      <span className="text-slate-500">{call.id}</span>
                      {!call.isAnswered && " ✗ unanswered"}
                    </span>
                  ))}
                </td>
                <td className="px-2 py-1">
                  {row.hasToolResults && row.results.length === 0 && (
                    <span className="text-slate-500">{"{}"}</span>
                  )}
                  {row.results.map((result) => (
                    <span
                      key={result.id}
                      className={cn(
                        "block font-mono",
                        (result.isError || !result.hasCall) &&
                          "text-step-error",
                      )}
                    >
                      {result.id}
                      {result.isError && " error (isError)"}
                      {!result.hasCall && " (no call before)"}
                    </span>
                  ))}
                </td>
                <td className="px-2 py-1 font-mono text-slate-500">
                  {row.channelNames.map((name) => (
                    <span
                      key={name}
                      className="mr-1.5 inline-block whitespace-nowrap"
                    >
                      <DataText text={name} />
                    </span>
                  ))}
                </td>
                <td className="px-2 py-1 tabular-nums">
                  {row.durationMs === null
                    ? ""
                    : formatDuration(row.durationMs)}
                </td>
                <td className="whitespace-nowrap px-2 py-1">
                  {row.timestamp !== null && (
                    <Timestamp ms={row.timestamp} showRelative={false} />
                  )}
                </td>
                <td
                  className="max-w-md truncate px-2 py-1 text-slate-700"
                  title={
                    row.preview === null
                      ? undefined
                      : markBidiControls(row.preview)
                  }
                >
                  {row.preview !== null && <DataText text={row.preview} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
