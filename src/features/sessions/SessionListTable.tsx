import { Link } from "@tanstack/react-router";
import { memo } from "react";
import { markBidiControls } from "../../model/format/bidi-controls";
import { formatHistoryRef } from "../../model/session-ref";
import { Badge } from "../../ui/Badge";
import { cn } from "../../ui/cn";
import { DataText } from "../../ui/DataText";
import { Table, type TableColumn } from "../../ui/Table";
import type { SessionRowView } from "./session-rows";
import { SessionTimeText } from "./SessionTimeText";

/** A history that ends on these did not finish its turn. */
const FAILING_ENDS = new Set(["toolUse", "error", "timeout", "maxIterations"]);

const RELATION_LABEL = {
  session: null,
  file: "history file",
  child: "child session",
  trace: "sub-agent trace",
} as const;

const COLUMNS: TableColumn[] = [
  "Session",
  "Created · started",
  "Last activity · saved",
  "Agents",
  "Status · ends",
  "Messages",
  "Usage",
  "Previous save",
].map((heading) => ({ heading, className: "whitespace-nowrap" }));

/** One row per session; child sessions and sub-agent traces indented under theirs. */
export function SessionListTable({ rows }: { rows: SessionRowView[] }) {
  return (
    <Table
      look="list"
      label="Sessions"
      columns={COLUMNS}
      rows={rows}
      renderRow={(row) => (
        <SessionListRow key={`${row.relation}:${row.summary.id}`} row={row} />
      )}
      empty="No sessions in this folder: fast-agent writes them to .fast-agent/sessions/ (unless session_history is off)."
    />
  );
}

const SessionListRow = memo(function SessionListRow({
  row,
}: {
  row: SessionRowView;
}) {
  const { summary } = row;
  const isNested = row.relation === "child" || row.relation === "trace";
  const relation = RELATION_LABEL[row.relation];
  return (
    <tr
      data-testid={`session-row-${summary.id}`}
      className={cn("hover:bg-slate-50", isNested && "bg-slate-50/50")}
    >
      <td className={cn("max-w-[20rem] px-3 py-2", isNested && "pl-9")}>
        <Link
          to="/sessions/$sessionId"
          params={{ sessionId: summary.id }}
          className="block truncate font-medium text-slate-900 hover:underline"
          title={markBidiControls(row.title)}
        >
          {isNested && (
            <span aria-hidden className="mr-1 text-slate-500">
              ↳
            </span>
          )}
          <DataText text={row.title} />
        </Link>
        <span className="flex items-center gap-2 truncate text-[11px] text-slate-500">
          <span className="font-mono">{summary.id}</span>
          {relation && <span>{relation}</span>}
          {summary.label && <Badge tone="muted">{summary.label}</Badge>}
          {summary.pinned && <span>pinned</span>}
          {summary.problems.length > 0 && (
            <span className="text-step-warn">
              {summary.problems.length} unreadable file(s)
            </span>
          )}
        </span>
        {row.subtitle && (
          <span className="block truncate text-xs text-slate-600">
            <DataText text={row.subtitle} />
          </span>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-xs">
        <SessionTimeText
          time={row.start}
          withLabel={row.start?.label !== "Created"}
        />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-xs">
        <SessionTimeText
          time={row.end}
          withLabel={row.end?.label !== "Last activity"}
        />
      </td>
      <td className="px-3 py-2 font-mono text-xs">{row.agentsText}</td>
      <td className="whitespace-nowrap px-3 py-2 text-xs">
        {row.state && (
          <span title={row.state.detail ?? "session.json execution.status"}>
            <Badge tone={row.state.tone}>{row.state.label}</Badge>
          </span>
        )}{" "}
        {row.endsWith ? (
          <span
            className={cn(
              "font-mono",
              FAILING_ENDS.has(row.endsWith)
                ? "text-step-error"
                : "text-slate-600",
            )}
            title="How the last assistant message stopped (stop_reason)"
          >
            {row.endsWith}
          </span>
        ) : (
          !row.state && "—"
        )}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{row.messagesText}</td>
      <td className="whitespace-nowrap px-3 py-2 text-xs tabular-nums">
        {row.usageText ?? "—"}
      </td>
      <td className="px-3 py-2 text-xs">
        {row.previousOf ? (
          <Link
            to="/sessions/$sessionId"
            params={{ sessionId: summary.id }}
            search={{
              agent: row.previousOf.key,
              against: formatHistoryRef({
                sessionId: summary.id,
                key: row.previousOf.previousKey,
              }),
            }}
            className="text-accent underline"
          >
            compare
          </Link>
        ) : (
          <span className="text-slate-500">—</span>
        )}
      </td>
    </tr>
  );
});
