/**
 * What a transcript row shows, in words, computed once per entry (rows only render it).
 * Session boundaries say how the previous session ended — or that its end was requested
 * and never applied — and what the new one was seeded with; withheld messages say why they
 * never reached an agent; takeovers say whether a person was ever seen holding the chat.
 */
import { formatDuration } from "../../model/format/duration";
import { describeHumanPresence } from "../../model/topic/takeover-evidence";
import type { TranscriptEntry } from "../../model/topic/transcript";
import { speakerOf, type SpeakerKind } from "../../model/topic/turn-author";

export interface RowView {
  kind: TranscriptEntry["kind"];
  speaker: { kind: SpeakerKind; label: string } | null;
  /** The headline of a non-turn row. */
  title: string;
  /** Lines under the headline. */
  notes: string[];
  text: string | null;
  at: number | null;
}

export function rowView(
  entry: TranscriptEntry,
  participantName: string | null,
): RowView {
  switch (entry.kind) {
    case "turn":
      return {
        kind: "turn",
        speaker: speakerOf(entry.turn, participantName),
        title: entry.turn.role,
        notes: [],
        text: entry.turn.text,
        at: entry.at,
      };
    case "session":
      return {
        kind: "session",
        speaker: null,
        title: `Session ${entry.sessionId ?? "(none)"} starts${entry.previousSessionId ? " — with an empty transcript" : ""}`,
        notes: sessionNotes(entry),
        text: null,
        at: entry.at,
      };
    case "withheld": {
      const m = entry.message;
      return {
        kind: "withheld",
        speaker: null,
        title: `${m.delivery ?? "WITHHELD"} · ${m.withheldReason ?? "no reason given"} — never reached an agent`,
        notes: [
          m.withheldConsumedAt === null
            ? "Not consumed: never replayed into a run, never discarded."
            : "Consumed later (replayed into a run or discarded).",
        ],
        text: m.text,
        at: entry.at,
      };
    }
    case "takeover": {
      const t = entry.takeover;
      const observed = describeHumanPresence(t, entry.operatorTurns);
      return {
        kind: "takeover",
        speaker: null,
        title:
          entry.edge === "opened"
            ? `Takeover opened on ${t.address ?? "this address"}: the agent is muted`
            : `Takeover ${t.status ?? "ended"}${t.openDurationMs !== null ? ` after ${formatDuration(t.openDurationMs)}` : ""}: ${observed}`,
        notes: entry.edge === "opened" ? [`Then ${observed}.`] : [],
        text: null,
        at: entry.at,
      };
    }
  }
}

function sessionNotes(
  entry: Extract<TranscriptEntry, { kind: "session" }>,
): string[] {
  const notes: string[] = [];
  const previous = entry.previous;
  if (entry.previousSessionId) {
    if (!previous)
      notes.push(
        `Previous session ${entry.previousSessionId}: how it ended is not known here.`,
      );
    else if (previous.endCause && previous.endedAt !== null)
      notes.push(
        `Previous session ended ${previous.endCause}${entry.gapMs !== null ? `, ${formatDuration(Math.max(0, entry.gapMs))} before` : ""}.`,
      );
    else if (previous.endCause)
      notes.push(
        `Previous session: end requested (${previous.endCause}) but never applied — not an ended session.`,
      );
    else
      notes.push(
        `Previous session ${previous.state === "RUNNING" ? "is still RUNNING" : "has no recorded end"}.`,
      );
  }
  const seed = entry.session?.seed;
  if (seed?.state === "present")
    notes.push(
      `Seeded with the resolved case ${seed.handoff.supportCaseId ?? "(no id)"} from topic ${seed.handoff.sourceTopicId ?? "?"} (recentSupportHandoff).`,
    );
  else if (seed?.state === "absent" && entry.previousSessionId)
    notes.push(
      "It started with nothing: no resolved case was handed over (seedContextIn without recentSupportHandoff).",
    );
  return notes;
}
