import { useQuery } from "@tanstack/react-query";
import { notesQueryOptions } from "../../api/queries";
import { diffRuns } from "../../model/diff/diff-run";
import type { RunDetail } from "../../model/run";
import { runSummaryMarkdown } from "../../model/summary/run-summary";
import { CopyButton } from "../../ui/CopyButton";
import { useRunFindings } from "./useRunFindings";

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
  const { findings } = useRunFindings(detail, agentId);
  const { data: notes } = useQuery(notesQueryOptions(agentId, runId));
  const summarize = () =>
    runSummaryMarkdown({
      detail,
      findings,
      notes: notes ?? [],
      origin: window.location.origin,
      // The diff the compare view shows, made again from the same two traces.
      compare:
        against?.trace && detail.trace
          ? {
              other: against.summary,
              diff: diffRuns(against.trace, detail.trace),
            }
          : null,
    });
  return (
    <CopyButton
      text={summarize}
      idle="Copy summary"
      copied="Summary copied"
      failed="Copy failed"
      title="Copy a Markdown summary for the ticket: link, status, findings, notes"
      className="px-2.5 py-1 text-xs"
    />
  );
}
