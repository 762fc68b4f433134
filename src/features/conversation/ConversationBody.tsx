import type { TopicConversation } from "../../api/useTopicConversation";
import { ContextPartNotes } from "./ContextPartNotes";
import { TranscriptList } from "./TranscriptList";

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
  const { transcript, turns, topic } = conversation;
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
