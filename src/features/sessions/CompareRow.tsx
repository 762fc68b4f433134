import { memo } from "react";
import type { HistoryMessage, NormalizedHistory } from "../../model/session";
import { messageInputs, type HistoryDiffRow } from "../../model/session-diff";
import { blocksText } from "../../model/normalize/fast-agent-channels";
import { previewText } from "../../model/normalize/fast-agent-steps";
import { cn } from "../../ui/cn";
import { StepLink } from "./StepLink";

const STATUS_CLASS = {
  same: "border-slate-200",
  changed: "border-diff-changed/40 bg-diff-changed-soft/40",
  added: "border-diff-added/40 bg-diff-added-soft/40",
  removed: "border-diff-removed/40 bg-diff-removed-soft/40",
} as const;

/** One aligned pair; a changed pair shows each differing input, old beside new. */
export const CompareRow = memo(function CompareRow({
  row,
  history,
}: {
  row: HistoryDiffRow;
  history: NormalizedHistory;
}) {
  const stepIndex = row.right
    ? history.stepByMessage.get(row.right.index)
    : undefined;
  return (
    <li
      data-testid="compare-row"
      aria-label={`${row.status}: ${describe(row.right ?? row.left)}`}
      className={cn("rounded border px-2 py-1", STATUS_CLASS[row.status])}
    >
      <div className="grid grid-cols-[1fr_6rem_1fr] gap-2">
        <MessageCell message={row.left} />
        <span className="text-center text-xs font-semibold uppercase text-slate-600">
          {row.status}
        </span>
        <div className="flex min-w-0 items-baseline gap-2">
          <MessageCell message={row.right} />
          {stepIndex !== undefined && (
            <StepLink
              path={history.trace.steps[stepIndex]!.path}
              className="shrink-0 text-xs text-accent underline"
            >
              step
            </StepLink>
          )}
        </div>
      </div>
      {row.status === "changed" && row.left && row.right && (
        <InputDiff left={row.left} right={row.right} fields={row.changes} />
      )}
    </li>
  );
});

function MessageCell({ message }: { message: HistoryMessage | null }) {
  if (!message) return <span className="text-xs text-slate-400">—</span>;
  return (
    <span className="min-w-0 truncate text-xs" title={describe(message)}>
      {describe(message)}
    </span>
  );
}

function InputDiff({
  left,
  right,
  fields,
}: {
  left: HistoryMessage;
  right: HistoryMessage;
  fields: string[];
}) {
  const before = messageInputs(left);
  const after = messageInputs(right);
  return (
    <dl className="mt-1 space-y-1">
      {fields.map((field) => (
        <div key={field}>
          <dt className="text-[11px] font-semibold uppercase text-slate-500">
            {field}
          </dt>
          <dd className="grid grid-cols-2 gap-2">
            <pre
              aria-label={`${field} before`}
              className="max-h-48 overflow-auto whitespace-pre-wrap break-words rounded bg-diff-removed-soft p-1 font-mono text-xs"
            >
              {before[field] || "(none)"}
            </pre>
            <pre
              aria-label={`${field} after`}
              className="max-h-48 overflow-auto whitespace-pre-wrap break-words rounded bg-diff-added-soft p-1 font-mono text-xs"
            >
              {after[field] || "(none)"}
            </pre>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function describe(message: HistoryMessage | null): string {
  if (!message) return "";
  const calls = message.toolCalls.map((call) => call.name).join(", ");
  const results = message.toolResults
    .map((result) => (result.isError ? "✗" : "✓"))
    .join("");
  const text = previewText(blocksText(message.content));
  return [
    `#${message.index} ${message.role}`,
    message.stopReason,
    calls && `→ ${calls}`,
    results && `results ${results}`,
    text,
  ]
    .filter(Boolean)
    .join(" · ");
}
