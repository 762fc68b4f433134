import type { LocatedFinding } from "../../model/findings/history-findings";
import { FindingCard } from "./FindingCard";

/** Every finding of the history: the failure patterns of docs/reference/investigation-workflow.md#failure-patterns, each with where and what to do. */
export function SessionFindingsPanel({
  findings,
}: {
  findings: LocatedFinding[];
}) {
  return (
    <div className="space-y-2">
      {findings.length === 0 ? (
        <p className="text-sm text-slate-600">
          No findings: every tool call has its result in the next message, no
          two plain user messages follow each other, no model call ended in
          error, timeout or maxIterations, and no tool result is an error.
        </p>
      ) : (
        findings.map((finding) => (
          <FindingCard
            key={`${finding.kind}:${finding.messageIndex}:${finding.callId ?? ""}`}
            finding={finding}
          />
        ))
      )}
    </div>
  );
}
