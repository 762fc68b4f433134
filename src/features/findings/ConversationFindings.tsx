import type { Finding } from "../../model/findings/finding";
import type { RenderStepAction } from "../../ui/findings/FindingItem";
import { FindingList } from "../../ui/findings/FindingList";

/** Conversation findings point at turns and runs, never at a step of an open run. */
const noStepAction: RenderStepAction = () => null;

/** The findings of one conversation, for the conversation page (the run view lists them with the run's). */
export function ConversationFindings({
  findings,
  agentId,
}: {
  findings: Finding[];
  agentId: string;
}) {
  return (
    <section
      aria-label="Findings"
      className="rounded-md border border-slate-200"
    >
      <h2 className="border-b border-slate-100 bg-slate-50 px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
        Findings ({findings.length})
      </h2>
      <div tabIndex={0} className="max-h-72 overflow-auto px-3 py-2">
        {findings.length === 0 ? (
          <p className="text-sm text-slate-600">
            None of the known conversation shapes in the loaded turns: nothing
            withheld and left, no takeover nobody held, no blind session start,
            no person&apos;s words repeated by the agent.
          </p>
        ) : (
          <FindingList
            findings={findings}
            agentHint={agentId}
            renderStepAction={noStepAction}
          />
        )}
      </div>
    </section>
  );
}
