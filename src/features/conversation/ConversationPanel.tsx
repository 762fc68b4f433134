import { Link } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import { useConsultTopics, useStepPaths } from "../../api/trace-queries";
import { useTopicConversation } from "../../api/useTopicConversation";
import { loadedValue } from "../../model/topic/topic";
import { entryId } from "../../model/topic/transcript";
import type { RunDetail } from "../../model/run";
import { findingsUnavailable } from "../../model/findings/findings-unavailable";
import { cn } from "../../ui/cn";
import { PanelShell } from "../../ui/PanelShell";
import { ConversationBody } from "./ConversationBody";

/**
 * The run view's Conversation panel: the topic the run answered in, its turns in time
 * order with this run's turn highlighted (and linked to its step), session boundaries,
 * withheld messages and takeovers; a consult the run took part in opens here too.
 */
export function ConversationPanel({
  detail,
  agentId,
  onSelectStep,
}: {
  detail: RunDetail;
  agentId: string;
  onSelectStep: (path: string) => void;
}) {
  const { summary, trace } = detail;
  const consults = useConsultTopics(trace);
  const choices = useMemo(() => {
    const own = summary.topicId
      ? [{ topicId: summary.topicId, label: "This run's conversation" }]
      : [];
    return [...own, ...consults];
  }, [summary.topicId, consults]);
  const [chosen, setChosen] = useState<string | null>(null);
  const topicId = chosen ?? choices[0]?.topicId ?? null;
  const conversation = useTopicConversation(agentId, topicId, {
    runId: summary.id,
    runStartedAt: summary.startTime,
  });
  // This run's turns name their step by id: the worker, which holds the steps, answers.
  const transcript = conversation.transcript;
  const stepIds = useMemo(
    () =>
      (transcript?.runTurnIndexes ?? []).flatMap((index) => {
        const entry = transcript!.entries[index];
        return entry?.kind === "turn" && entry.turn.traceStepId
          ? [entry.turn.traceStepId]
          : [];
      }),
    [transcript],
  );
  const stepPaths = useStepPaths(trace, stepIds);
  const stepPathOf = useCallback(
    (traceStepId: string) => stepPaths[traceStepId] ?? null,
    [stepPaths],
  );
  const runTurn = conversation.transcript?.runTurnIndexes[0];
  const runTurnId =
    runTurn === undefined
      ? undefined
      : (entryId(conversation.transcript!.entries[runTurn]!) ?? undefined);
  const topic = loadedValue(conversation.topic);

  return (
    <PanelShell
      label="Conversation"
      title="Conversation"
      tools={
        <>
          {choices.length > 1 &&
            choices.map((choice) => (
              <button
                key={choice.topicId}
                type="button"
                aria-pressed={choice.topicId === topicId}
                onClick={() => setChosen(choice.topicId)}
                className={cn(
                  "rounded px-1.5 text-[11px]",
                  choice.topicId === topicId
                    ? "bg-accent text-white"
                    : "text-accent underline",
                )}
              >
                {choice.label}
              </button>
            ))}
          {topic && (
            <span className="truncate text-[11px] text-slate-500">
              {topic.state ?? ""} · {conversation.transcript?.turns.length ?? 0}{" "}
              turns loaded
            </span>
          )}
          {topicId && (
            <Link
              to="/agents/$agentId/topics/$topicId"
              params={{ agentId, topicId }}
              search={{ run: summary.id, message: runTurnId }}
              className="ml-auto shrink-0 text-xs text-accent underline"
            >
              Open conversation
            </Link>
          )}
        </>
      }
    >
      {topicId === null ? (
        <p className="p-3 text-xs text-slate-600">
          This run names no conversation (no topicId)
          {findingsUnavailable(detail) === null
            ? ", and it consulted nobody."
            : "; whom it consulted is unknown: its trace did not load."}
        </p>
      ) : (
        <ConversationBody
          conversation={conversation}
          agentId={agentId}
          participantName={
            topicId === summary.topicId
              ? (summary.trigger?.participantDisplayName ?? null)
              : null
          }
          selectedId={null}
          stepPathOf={stepPathOf}
          onOpenStep={onSelectStep}
          compact
        />
      )}
    </PanelShell>
  );
}
