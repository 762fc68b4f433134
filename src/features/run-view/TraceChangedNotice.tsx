import { summarizeChange } from "../../model/normalize/run-detail";
import type { TraceChange } from "../../model/run";
import { Timestamp } from "../../ui/Timestamp";

/**
 * A live trace changed between two reads (docs/reference/investigation-workflow.md §4: a suspended trace is live,
 * fetch it twice and you may get two documents). Says what changed, so nothing read
 * before the change is taken as current.
 */
export function TraceChangedNotice({ change }: { change: TraceChange }) {
  return (
    <p
      role="status"
      aria-label="The trace changed while you were reading"
      className="rounded border border-step-warn-line bg-step-warn-soft px-2 py-1 text-xs"
    >
      <span className="font-semibold text-step-warn">
        The trace changed while you were reading
      </span>{" "}
      (<Timestamp ms={change.at} showRelative={false} />
      ): {summarizeChange(change)}. What you read before may no longer hold —
      re-read before concluding.
    </p>
  );
}
