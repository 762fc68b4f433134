/**
 * Two session shapes worth checking while reading a topic's sessions:
 * - a session still RUNNING on a RESOLVED topic — an episode nothing ever closed, which is
 *   also why nothing handed the conversation back to its console;
 * - an `endCause` with no `endedAt` — an end requested and never applied (a new inbound
 *   message voids it), so not an ended episode and never counted as one.
 * O(sessions).
 */
import { makeFinding, type Finding } from "./finding";
import {
  entryRef,
  type ConversationFindingInput,
} from "./conversation-finding";

export function findSessionOpenOnResolvedTopic(
  input: ConversationFindingInput,
): Finding[] {
  if (!input.sessions || input.topic.state !== "RESOLVED") return [];
  return input.sessions
    .filter(
      (session) => session.state === "RUNNING" && session.endedAt === null,
    )
    .map((session) =>
      makeFinding({
        kind: "session-open-on-resolved-topic",
        severity: "warning",
        title: `Session ${session.id} is still RUNNING on a RESOLVED topic`,
        detail:
          "An episode nothing ever closed: the topic was resolved, but its session never ended — which is also why nothing handed the conversation back to its console.",
        entries: [entryRef(input, session.id, "the session")],
        facts: [
          { label: "Topic state", text: "RESOLVED" },
          ...(input.topic.resolvedAt !== null
            ? [{ label: "Resolved", at: input.topic.resolvedAt }]
            : []),
          ...(session.startedAt !== null
            ? [{ label: "Session started", at: session.startedAt }]
            : []),
        ],
      }),
    );
}

export function findSessionEndNotApplied(
  input: ConversationFindingInput,
): Finding[] {
  if (!input.sessions) return [];
  return input.sessions
    .filter((session) => session.endCause !== null && session.endedAt === null)
    .map((session) =>
      makeFinding({
        kind: "session-end-not-applied",
        severity: "info",
        title: `Session ${session.id}: an end was requested (${session.endCause}) but never applied (endCause without endedAt)`,
        detail:
          "A new inbound message voids a requested end, so this session went on with its transcript: it is not an ended episode and is not counted as one.",
        entries: [entryRef(input, session.id, "the session")],
        facts: [{ label: "End requested (endCause)", text: session.endCause! }],
      }),
    );
}
