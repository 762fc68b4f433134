import type { Finding } from "../../model/findings/finding";
import { FindingList } from "../../ui/findings/FindingList";
import { renderStepLink } from "./StepLink";

/** Every finding of the history: the failure patterns of docs/reference/investigation-workflow.md#failure-patterns, each with where and what to do. */
export function SessionFindingsPanel({
  findings,
}: {
  findings: readonly Finding[];
}) {
  return findings.length === 0 ? (
    <p className="text-sm text-slate-600">
      No findings: every tool call has its result in the next message, no two
      plain user messages follow each other, no model call ended in error,
      timeout or maxIterations, and no tool result is an error.
    </p>
  ) : (
    <FindingList
      findings={findings}
      agentHint={null}
      renderStepAction={renderStepLink}
    />
  );
}
