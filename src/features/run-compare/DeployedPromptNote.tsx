import { useRunStateFacts } from "../../api/trace-queries";
import type { RunDiff } from "../../model/diff/diff-run";
import type { RunTrace } from "../../model/run";

/**
 * The deployed prompt first (docs/reference/investigation-workflow.md: "not the prompt you have open in your editor"): when
 * the two runs ran different revisions, or their system instructions differ, say so before
 * anything else, with the first LLM step pair — where the diff shows them — one click away.
 */
export function DeployedPromptNote({
  leftTrace,
  rightTrace,
  diff,
  onSelectRow,
}: {
  leftTrace: RunTrace;
  rightTrace: RunTrace;
  diff: RunDiff;
  onSelectRow: (index: number) => void;
}) {
  const left = useRunStateFacts(leftTrace);
  const right = useRunStateFacts(rightTrace);
  const leftRevision = leftTrace.agentRevision;
  const rightRevision = rightTrace.agentRevision;
  const revisionsDiffer =
    leftRevision !== null &&
    rightRevision !== null &&
    leftRevision !== rightRevision;
  const leftPrompt = left?.facts.systemInstructions ?? null;
  const rightPrompt = right?.facts.systemInstructions ?? null;
  const promptsDiffer =
    leftPrompt !== null && rightPrompt !== null && leftPrompt !== rightPrompt;
  if (!revisionsDiffer && !promptsDiffer) return null;
  const llmRow = diff.nodes.findIndex(
    (node) => node.left?.kind === "LLM_STEP" && node.right?.kind === "LLM_STEP",
  );
  return (
    <p
      role="note"
      className="rounded-md border border-step-warn-line bg-step-warn-soft px-2.5 py-1.5 text-sm"
    >
      <span className="font-semibold">
        {promptsDiffer
          ? "The deployed systemInstructions changed between these runs"
          : "These runs ran different revisions"}
      </span>
      {revisionsDiffer && ` (revision ${leftRevision} → ${rightRevision})`}
      {promptsDiffer
        ? ": the prompt each run executed, not the one open in an editor."
        : left && right
          ? "; their system instructions are the same."
          : "."}
      {promptsDiffer && llmRow >= 0 && (
        <>
          {" "}
          <button
            type="button"
            onClick={() => onSelectRow(llmRow)}
            className="text-accent underline"
          >
            Show the prompt diff
          </button>
        </>
      )}
    </p>
  );
}
