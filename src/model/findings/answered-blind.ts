/**
 * A session reset after a resolved handoff: the agent answered blind. A topic outlives its
 * sessions, and a fresh session starts with an empty transcript; when a person closes the
 * chat in the provider's console (`endCause: CONSOLE_ALREADY_RESOLVED`), a follow-up sent
 * moments later lands in a new session, and the agent answers it without the exchange
 * directly above it. `seedContextIn.recentSupportHandoff` says whether the runtime at least
 * pointed the new session at the resolved case; its absence is the agent going in with
 * nothing.
 *
 * Only a session that started within `BLIND_FOLLOW_UP_MS` of the previous one's applied end
 * counts (an end without `endedAt` was never applied). O(sessions + turns).
 */
import type { Ms } from "../run";
import type { TopicSession, Turn } from "../topic/topic";
import { formatDuration } from "../format/duration";
import { fruxonCommand, offer } from "./cli-command";
import { makeFinding, type Finding, type FindingFact } from "./finding";
import {
  entryRef,
  excerpt,
  turnRunRef,
  type ConversationFindingInput,
} from "./conversation-finding";

export const CONSOLE_ALREADY_RESOLVED = "CONSOLE_ALREADY_RESOLVED";
/** A follow-up this soon after the console closed the chat is still the same exchange. */
export const BLIND_FOLLOW_UP_MS = 60 * 60 * 1000;

export interface BlindStart {
  previous: TopicSession;
  session: TopicSession;
  /** From the previous session's `endedAt` to this one's start. */
  gapMs: number;
  /** The first turn of the new session (the customer's follow-up), when loaded. */
  firstTurn: Turn | null;
  /** The first reply of the new session that a run produced, when loaded. */
  reply: Turn | null;
}

/** Every session that started blind after a console-resolved one. */
export function findBlindStarts(
  sessions: readonly TopicSession[],
  turns: readonly Turn[],
): BlindStart[] {
  const ordered = sessions
    .filter((session) => session.startedAt !== null)
    .sort((a, b) => a.startedAt! - b.startedAt!);
  const starts: BlindStart[] = [];
  for (let i = 1; i < ordered.length; i++) {
    const previous = ordered[i - 1]!;
    const session = ordered[i]!;
    if (previous.endCause !== CONSOLE_ALREADY_RESOLVED) continue;
    if (previous.endedAt === null) continue;
    const gapMs = session.startedAt! - previous.endedAt;
    if (gapMs < 0 || gapMs > BLIND_FOLLOW_UP_MS) continue;
    const inSession = turns.filter((turn) => turn.sessionId === session.id);
    starts.push({
      previous,
      session,
      gapMs,
      firstTurn: inSession[0] ?? null,
      reply:
        inSession.find((turn) => turn.role === "ASSISTANT" && turn.runId) ??
        null,
    });
  }
  return starts;
}

export function findAnsweredBlind(input: ConversationFindingInput): Finding[] {
  if (!input.sessions) return [];
  return findBlindStarts(input.sessions, input.turns).map((start) => {
    const gap = formatDuration(start.gapMs);
    const seed = start.session.seed;
    const facts: FindingFact[] = [
      { label: "Previous session", text: start.previous.id },
      { label: "It ended", at: start.previous.endedAt! },
      { label: "New session", text: start.session.id },
      { label: "It started", at: start.session.startedAt as Ms },
      {
        label: "Seeded with (seedContextIn)",
        text:
          seed.state === "present"
            ? `the resolved case ${seed.handoff.supportCaseId ?? "?"}, from topic ${seed.handoff.sourceTopicId ?? "?"} (recentSupportHandoff)`
            : seed.state === "absent"
              ? "nothing: the session went in with no resolved case (no recentSupportHandoff)"
              : "not reported by this source",
      },
    ];
    const entries = [];
    if (start.firstTurn)
      entries.push(
        entryRef(
          input,
          start.firstTurn.id,
          "the follow-up",
          excerpt(start.firstTurn.text),
        ),
      );
    if (start.reply)
      entries.push(
        entryRef(
          input,
          start.reply.id,
          "the blind reply",
          excerpt(start.reply.text),
        ),
      );
    const run = start.reply
      ? turnRunRef(start.reply, input.agentId, "the run that answered blind")
      : null;
    return makeFinding({
      kind: "answered-blind",
      severity: seed.state === "present" ? "info" : "warning",
      title: `Answered without the earlier exchange: the previous session ended ${CONSOLE_ALREADY_RESOLVED} ${gap} before`,
      detail:
        "A person closed the chat in the provider's console, which ended the session that knew about the exchange; the follow-up landed in a fresh session with an empty transcript. " +
        (seed.state === "present"
          ? "The new session was pointed at the resolved case (recentSupportHandoff), not given the transcript: read sourceTopicId with `topics get` for what the agent was shown."
          : seed.state === "absent"
            ? "The agent went in with nothing: no resolved case was handed over (seedContextIn without recentSupportHandoff)."
            : "Whether the runtime seeded it with the resolved case is not known from this source."),
      entries,
      runs: run ? [run] : [],
      facts,
      commands: offer([
        {
          command: fruxonCommand`fruxon agents topics sessions ${input.agentId} ${input.topic.id}`,
          note: "why each session ended, and what the next one was seeded with",
        },
      ]),
    });
  });
}
