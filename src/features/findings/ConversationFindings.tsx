import type { Finding } from "../../model/findings/finding";
import type { RenderStepAction } from "../../ui/findings/FindingItem";
import { FindingList } from "../../ui/findings/FindingList";

/** Conversation findings point at turns and runs, never at a step of an open run. */
const noStepAction: RenderStepAction = () => null;

/** The findings of one conversation, for the conversation page (the run view lists them with the run's). */
export function ConversationFindings({
  findings,
  notChecked,
  agentId,
}: {
  /** null: the topic or its turns did not load, so nothing was computed. */
  findings: Finding[] | null;
  /** Parts that did not load, which the findings therefore could not look at. */
  notChecked: string[];
  agentId: string;
}) {
  return (
    <section
      aria-label="Findings"
      className="rounded-md border border-slate-200"
    >
      <h2 className="border-b border-slate-100 bg-slate-50 px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
        Findings {findings ? `(${findings.length})` : "(not computed)"}
      </h2>
      <div tabIndex={0} className="max-h-72 overflow-auto px-3 py-2">
        {findings === null ? (
          <p className="text-sm text-slate-600">
            Could not be computed: the conversation&apos;s topic or turns did
            not load.
          </p>
        ) : findings.length === 0 ? (
          <p className="text-sm text-slate-600">
            None of the known conversation shapes in the loaded turns
            {notChecked.length === 0
              ? ": nothing withheld and left, no takeover nobody held, no blind session start, no person's words repeated by the agent."
              : `. Not checked, because they did not load: ${notChecked.join(", ")}.`}
          </p>
        ) : (
          <>
            <FindingList
              findings={findings}
              agentHint={agentId}
              renderStepAction={noStepAction}
            />
            {notChecked.length > 0 && (
              <p className="mt-2 text-xs text-slate-600">
                Not checked, because they did not load: {notChecked.join(", ")}.
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
