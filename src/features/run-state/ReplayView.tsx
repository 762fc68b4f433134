import { useMemo } from "react";
import { useTopicConversation } from "../../api/useTopicConversation";
import type { RunSummary } from "../../model/run";
import {
  assetReplayCommands,
  sandboxForkCommands,
} from "../../model/state/replay-commands";
import type { AssetSearchOp } from "../../model/state/trace-state";
import { CommandLine } from "../../ui/findings/CommandLine";
import { StepButton } from "./StepButton";

/**
 * Replays as commands to copy (Tracelens runs none of them): each knowledge search's
 * `fruxon assets search` variants, with the knowledge-base id from the step or the
 * `<knowledge_bases>` system block; and, when the run's reply is a turn of its
 * conversation, the §10 sandbox fork of that reply with the ids filled in.
 */
export function ReplayView({
  searches,
  summary,
  agentId,
  onSelectStep,
}: {
  searches: readonly AssetSearchOp[];
  summary: RunSummary;
  agentId: string;
  onSelectStep: (path: string) => void;
}) {
  const conversation = useTopicConversation(agentId, summary.topicId, {
    runId: summary.id,
    runStartedAt: summary.startTime,
  });
  const replyId = useMemo(() => {
    const transcript = conversation.transcript;
    if (!transcript) return null;
    let reply: string | null = null;
    for (const index of transcript.runTurnIndexes) {
      const entry = transcript.entries[index];
      if (entry?.kind === "turn" && entry.turn.role === "ASSISTANT")
        reply = entry.turn.id;
    }
    return reply;
  }, [conversation.transcript]);
  const fork =
    summary.topicId && replyId
      ? sandboxForkCommands({
          agentId,
          topicId: summary.topicId,
          messageId: replyId,
        })
      : [];
  return (
    <div className="space-y-3 text-xs">
      {searches.map((search) => {
        const commands = assetReplayCommands(search);
        return (
          <section
            key={search.path}
            aria-label={`Knowledge search ${search.path}`}
            className="space-y-1"
          >
            <h3 className="font-semibold">
              Knowledge search{" "}
              <StepButton path={search.path} onSelectStep={onSelectStep} />
              {search.hitCount !== null && ` · ${search.hitCount} hits`}
            </h3>
            <p>
              Knowledge base:{" "}
              {search.knowledgeBaseId ? (
                <>
                  <code className="font-mono">{search.knowledgeBaseId}</code>{" "}
                  <span className="text-slate-500">
                    (from{" "}
                    {search.knowledgeBaseFrom === "parameters"
                      ? "the step's parameters"
                      : "the <knowledge_bases> system block"}
                    )
                  </span>
                </>
              ) : (
                "not named in the step or the system instructions — find it with fruxon assets list"
              )}
            </p>
            <p className="text-slate-600">
              In the default HYBRID mode the top hit always scores 1.0: the
              score is normalised against the best hit and says nothing about
              absolute relevance.
            </p>
            {commands.map((command) => (
              <CommandLine key={command.command} command={command} />
            ))}
          </section>
        );
      })}
      {summary.topicId && (
        <section aria-label="Sandbox fork" className="space-y-1">
          <h3 className="font-semibold">Reproduce the reply in a sandbox</h3>
          {fork.length > 0 ? (
            fork.map((command) => (
              <CommandLine key={command.command} command={command} />
            ))
          ) : (
            <p className="text-slate-600">
              {conversation.transcript
                ? "The run's reply is not among the loaded turns of its conversation: no message id to fork from."
                : "Reading the run's conversation for the id of its reply…"}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
