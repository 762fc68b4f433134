import { Link } from "@tanstack/react-router";
import type { SessionDetail } from "../../model/session";
import { formatHistoryRef } from "../../model/session-ref";
import { cn } from "../../ui/cn";
import { ComparePicker } from "./ComparePicker";
import { historyLabel } from "./history-labels";

/** The session's history files (current, previous save, compacted, trajectories) and the compare link. */
export function HistoryPicker({
  detail,
  selectedKey,
  against,
}: {
  detail: SessionDetail;
  selectedKey: string | null;
  against: string | undefined;
}) {
  const { summary } = detail;
  const selected = summary.histories.find(
    (history) => history.key === selectedKey,
  );
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 pb-2 text-sm">
      <nav aria-label="Histories" className="flex flex-wrap items-center gap-1">
        {summary.histories.map((history) => (
          <Link
            key={history.key}
            from="/sessions/$sessionId"
            search={{ agent: history.key }}
            aria-current={history.key === selectedKey ? "page" : undefined}
            title={history.file}
            className={cn(
              "rounded border px-2 py-0.5 text-xs",
              history.key === selectedKey
                ? "border-accent bg-accent-soft font-semibold text-accent"
                : "border-slate-300 hover:bg-slate-50",
            )}
          >
            {historyLabel(history)}{" "}
            <span className="text-slate-500">
              {history.problem
                ? "unreadable"
                : `${history.messageCount ?? "?"} msgs`}
            </span>
          </Link>
        ))}
      </nav>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {selected?.previousKey && (
          <Link
            from="/sessions/$sessionId"
            search={{
              agent: selected.key,
              against: formatHistoryRef({
                sessionId: summary.id,
                key: selected.previousKey,
              }),
            }}
            className="rounded border border-slate-300 px-2 py-0.5 text-xs font-medium text-accent hover:bg-slate-50"
          >
            Compare with previous save
          </Link>
        )}
        <ComparePicker
          detail={detail}
          selectedKey={selectedKey}
          against={against}
        />
        {selected && (
          <span className="font-mono text-xs text-slate-500">
            {selected.file}
          </span>
        )}
      </div>
    </div>
  );
}
