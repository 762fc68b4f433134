import { Link } from "@tanstack/react-router";
import { useTopicConversation } from "../../api/useTopicConversation";
import { formatDuration } from "../../model/format/duration";
import type { RunDetail } from "../../model/run";

/**
 * The run view's note when this run's session started with an empty transcript right
 * after a person resolved the chat in the console: the run answered without the exchange
 * above it. Says nothing when the sessions are not known.
 */
export function AnsweredBlindNote({
  detail,
  agentId,
}: {
  detail: RunDetail;
  agentId: string;
}) {
  const { summary } = detail;
  const { blindStarts } = useTopicConversation(agentId, summary.topicId, {
    runId: summary.id,
    runStartedAt: summary.startTime,
  });
  const start = blindStarts.find(
    (candidate) => candidate.session.id === summary.sessionId,
  );
  if (!start || !summary.topicId) return null;
  const seed = start.session.seed;
  return (
    <p
      role="note"
      className="rounded-md border border-step-warn-line bg-step-warn-soft p-3 text-sm"
    >
      <span className="font-semibold">
        This run answered without the earlier exchange: the previous session
        ended {start.previous.endCause} {formatDuration(start.gapMs)} before.
      </span>{" "}
      Its session {start.session.id} started with an empty transcript
      {seed.state === "absent"
        ? ", and it went in with nothing: no resolved case was handed over (seedContextIn without recentSupportHandoff)."
        : seed.state === "present"
          ? `; it was pointed at the resolved case ${seed.handoff.supportCaseId ?? ""} (recentSupportHandoff), not given the transcript.`
          : "; whether it was seeded with the resolved case is not reported."}{" "}
      <Link
        to="/agents/$agentId/topics/$topicId"
        params={{ agentId, topicId: summary.topicId }}
        search={{ run: summary.id, message: start.session.id }}
        className="text-accent underline"
      >
        See the boundary in the conversation
      </Link>
    </p>
  );
}
