import { useQuery } from "@tanstack/react-query";
import { notesQueryOptions } from "../../api/queries";
import { useRunDiff } from "../../api/trace-queries";
import type { RunDetail } from "../../model/run";
import { runSummaryMarkdown } from "../../model/summary/run-summary";
import { CopyButton } from "../../ui/CopyButton";
import { useRunFindings } from "../../api/useRunFindings";

/**
 * "Copy summary": the Markdown for the customer's ticket — the run's link, status,
 * delivery, span and cost, its findings with step links, the notes, and on the compare
 * view the first divergence and changed steps against `against`. Built when clicked, so
 * it holds the findings and notes as they are at that moment.
 */
export function CopySummaryButton({
  detail,
  agentId,
  runId,
  against,
}: {
  detail: RunDetail;
  agentId: string;
  runId: string;
  /** The other run of a comparison (its left side). */
  against?: RunDetail | null;
}) {
  const { findings, unavailable } = useRunFindings(detail, agentId);
  const { data: notes } = useQuery(notesQueryOptions(agentId, runId));
  // The diff the compare view shows (the same cached computation, in the trace worker).
  const diff = useRunDiff(against?.trace ?? null, detail.trace);
  const isReady =
    (findings !== null || unavailable !== null) &&
    (!against?.trace || diff !== null);
  const summarize = () =>
    runSummaryMarkdown({
      detail,
      findings: findings ?? [],
      findingsUnavailable: unavailable,
      notes: notes ?? [],
      origin: window.location.origin,
      compare: against && diff ? { other: against.summary, diff } : null,
    });
  return (
    <CopyButton
      text={summarize}
      idle="Copy summary"
      copied="Summary copied"
      failed="Copy failed"
      title="Copy a Markdown summary for the ticket: link, status, findings, notes"
      className="px-2.5 py-1 text-xs"
      disabled={!isReady}
    />
  );
}
