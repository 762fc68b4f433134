import type { TopicConversation } from "../../api/useTopicConversation";
import { useShortIds } from "../../ui/short-ids/useShortIds";
import { ContextPartNotes } from "./ContextPartNotes";
import { TranscriptList } from "./TranscriptList";
import { cn } from "../../ui/cn";

/** A conversation's transcript with what could not be shown above it. */
export function ConversationBody({
  conversation,
  agentId,
  participantName = null,
  selectedId,
  stepPathOf,
  onSelect,
  onOpenStep,
  compact = false,
}: {
  conversation: TopicConversation;
  agentId: string;
  participantName?: string | null;
  selectedId: string | null;
  stepPathOf?: (traceStepId: string) => string | null;
  onSelect?: (id: string) => void;
  onOpenStep?: (path: string) => void;
  /** The run view's panel: the notes are one line each. */
  compact?: boolean;
}) {
  const { transcript, turns, topic, runWithoutTurn } = conversation;
  const askedRun = useShortIds(runWithoutTurn ? [runWithoutTurn.runId] : []);
  // Asked for a run whose turn is not among the loaded ones: said, not left to be inferred
  // from turns that are someone else's.
  const runNote =
    transcript && transcript.turns.length > 0 && runWithoutTurn
      ? `None of the ${transcript.turns.length} loaded turns is run ${askedRun.get(runWithoutTurn.runId)!.text}'s${REACH[runWithoutTurn.reach]}`
      : null;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ContextPartNotes
        parts={[
          { name: "Topic", part: topic },
          { name: "Turns", part: turns },
          { name: "Sessions", part: conversation.sessions },
          { name: "Withheld messages", part: conversation.withheld },
          { name: "Takeovers", part: conversation.takeovers },
        ]}
        compact={compact}
      />
      {runNote && (
        <p
          role="status"
          title={runNote}
          className={cn(
            "border-b border-slate-200 px-3 py-1.5 text-xs text-slate-600",
            compact && "truncate",
          )}
        >
          {runNote}
        </p>
      )}
      {transcript ? (
        <TranscriptList
          transcript={transcript}
          agentId={agentId}
          participantName={participantName}
          selectedId={selectedId}
          {...(stepPathOf && { stepPathOf })}
          hasOlder={conversation.hasOlder}
          isFetchingOlder={conversation.isFetchingOlder}
          onFetchOlder={conversation.fetchOlder}
          {...(onSelect && { onSelect })}
          {...(onOpenStep && { onOpenStep })}
        />
      ) : (
        (turns.state === "loading" || topic.state === "loading") && (
          <p className="p-3 text-xs text-slate-500">
            Loading the conversation…
          </p>
        )
      )}
    </div>
  );
}

/** How far the loaded turns reach, after "None of the N loaded turns is run X's". */
const REACH = {
  whole: ": every turn of this conversation is loaded.",
  "before-run": ", and they reach back to before it started.",
  partial: ": older turns are not loaded.",
} as const;
