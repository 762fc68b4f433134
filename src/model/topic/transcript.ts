/**
 * One topic's transcript, assembled for reading: turns in time order with the session
 * boundaries drawn between them, withheld inbound messages and takeovers interleaved at
 * their time.
 *
 * Approach: the API pages turns newest first, so the loaded pages are concatenated (ids
 * de-duplicated — a page boundary shifts when a turn arrives between two reads), reversed
 * and stably sorted by time. A boundary goes before the first turn of each new `sessionId`,
 * carrying the previous session's end (`endCause`, `endedAt`; an `endCause` without
 * `endedAt` is an end requested and never applied, so not an end) and the new session's
 * seed. Context events older than the oldest loaded turn are held back while older pages
 * exist (they would otherwise sit above turns that have not loaded yet) and counted.
 *
 * O(n log n) in turns plus events; one pass builds the id → position index that `?message=`
 * and findings use. It does not judge anything: findings live in `findings/`.
 */
import type { Ms } from "../run";
import type {
  InboundMessage,
  Takeover,
  TopicSession,
  Turn,
  TurnPage,
} from "./topic";
import { isWithheld } from "./topic";
import { operatorTurnsDuring } from "./takeover-evidence";

export type TranscriptEntry =
  | { kind: "turn"; key: string; at: Ms | null; turn: Turn; isThisRun: boolean }
  | {
      kind: "session";
      key: string;
      at: Ms | null;
      sessionId: string | null;
      session: TopicSession | null;
      previousSessionId: string | null;
      previous: TopicSession | null;
      /** From the previous session's end (or its last turn) to this session's first turn. */
      gapMs: number | null;
    }
  | { kind: "withheld"; key: string; at: Ms | null; message: InboundMessage }
  | {
      kind: "takeover";
      key: string;
      at: Ms | null;
      edge: "opened" | "resolved";
      takeover: Takeover;
      /** The operator turns written while it was open (`takeover-evidence.ts`). */
      operatorTurns: Turn[];
    };

export interface TranscriptInput {
  pages: readonly TurnPage[];
  /** Whether older turns exist that are not loaded. */
  hasOlder: boolean;
  /** null when the sessions are not known (not exposed, failed, loading). */
  sessions: readonly TopicSession[] | null;
  withheld: readonly InboundMessage[] | null;
  takeovers: readonly Takeover[] | null;
  /** The run whose turns are highlighted. */
  runId?: string | null;
}

export interface Transcript {
  entries: TranscriptEntry[];
  /** Turns, oldest first. */
  turns: Turn[];
  /** Entry position by turn id, withheld message id, takeover id and session id. */
  indexById: ReadonlyMap<string, number>;
  /** Positions of the turns the run produced. */
  runTurnIndexes: number[];
  /** Withheld messages and takeover events before the oldest loaded turn, not shown yet. */
  heldBack: number;
}

const RANK: Record<TranscriptEntry["kind"], number> = {
  session: 0,
  takeover: 1,
  withheld: 2,
  turn: 3,
};

export function assembleTranscript(input: TranscriptInput): Transcript {
  const turns = turnsInTimeOrder(input.pages);
  const sessionsById = new Map(
    (input.sessions ?? []).map((session) => [session.id, session]),
  );
  const windowStart = input.hasOlder ? (turns[0]?.at ?? null) : null;
  const sorted: { entry: TranscriptEntry; time: number; seq: number }[] = [];
  const push = (entry: TranscriptEntry, time: number) =>
    sorted.push({ entry, time, seq: sorted.length });

  let lastTime = 0;
  let previousTurn: Turn | null = null;
  for (const [position, turn] of turns.entries()) {
    const time = turn.at ?? lastTime;
    lastTime = time;
    const startsSession =
      position === 0
        ? !input.hasOlder
        : turn.sessionId !== previousTurn?.sessionId;
    if (startsSession) push(boundary(turn, previousTurn, sessionsById), time);
    push(
      {
        kind: "turn",
        key: `turn:${turn.id}`,
        at: turn.at,
        turn,
        isThisRun: Boolean(input.runId) && turn.runId === input.runId,
      },
      time,
    );
    previousTurn = turn;
  }

  let heldBack = 0;
  const inWindow = (at: Ms | null) => {
    if (at === null) return false;
    if (windowStart !== null && at < windowStart) {
      heldBack++;
      return false;
    }
    return true;
  };
  for (const message of input.withheld ?? []) {
    if (isWithheld(message) && inWindow(message.receivedAt))
      push(
        {
          kind: "withheld",
          key: `withheld:${message.id}`,
          at: message.receivedAt,
          message,
        },
        message.receivedAt!,
      );
  }
  for (const takeover of input.takeovers ?? []) {
    const operatorTurns = operatorTurnsDuring(takeover, turns);
    if (inWindow(takeover.openedAt))
      push(
        {
          kind: "takeover",
          key: `takeover:${takeover.id}:opened`,
          at: takeover.openedAt,
          edge: "opened",
          takeover,
          operatorTurns,
        },
        takeover.openedAt!,
      );
    if (inWindow(takeover.resolvedAt))
      push(
        {
          kind: "takeover",
          key: `takeover:${takeover.id}:resolved`,
          at: takeover.resolvedAt,
          edge: "resolved",
          takeover,
          operatorTurns,
        },
        takeover.resolvedAt!,
      );
  }

  sorted.sort(
    (a, b) =>
      a.time - b.time ||
      RANK[a.entry.kind] - RANK[b.entry.kind] ||
      a.seq - b.seq,
  );
  const entries = sorted.map((item) => item.entry);
  const indexById = new Map<string, number>();
  const runTurnIndexes: number[] = [];
  entries.forEach((entry, index) => {
    const id = entryId(entry);
    if (id !== null && !indexById.has(id)) indexById.set(id, index);
    if (entry.kind === "turn" && entry.isThisRun) runTurnIndexes.push(index);
  });
  return { entries, turns, indexById, runTurnIndexes, heldBack };
}

/** The id `?message=` and findings use for an entry: a turn's, message's, takeover's or session's. */
export function entryId(entry: TranscriptEntry): string | null {
  switch (entry.kind) {
    case "turn":
      return entry.turn.id;
    case "withheld":
      return entry.message.id;
    case "takeover":
      return entry.takeover.id;
    case "session":
      return entry.sessionId;
  }
}

/** Loaded pages (newest first, each newest first) → turns oldest first, ids unique. */
export function turnsInTimeOrder(pages: readonly TurnPage[]): Turn[] {
  const seen = new Set<string>();
  const newestFirst: Turn[] = [];
  for (const page of pages)
    for (const turn of page.turns) {
      if (seen.has(turn.id)) continue;
      seen.add(turn.id);
      newestFirst.push(turn);
    }
  const oldestFirst = newestFirst.reverse();
  // Stable: turns with equal times (or none) keep the API's order, reversed.
  return oldestFirst
    .map((turn, position) => ({ turn, position }))
    .sort(
      (a, b) => (a.turn.at ?? 0) - (b.turn.at ?? 0) || a.position - b.position,
    )
    .map((item) => item.turn);
}

function boundary(
  turn: Turn,
  previousTurn: Turn | null,
  sessionsById: ReadonlyMap<string, TopicSession>,
): TranscriptEntry {
  const previous = previousTurn?.sessionId
    ? (sessionsById.get(previousTurn.sessionId) ?? null)
    : null;
  const endedAt = previous?.endedAt ?? previousTurn?.at ?? null;
  return {
    kind: "session",
    key: `session:${turn.sessionId ?? "none"}:${turn.id}`,
    at: turn.at,
    sessionId: turn.sessionId,
    session: turn.sessionId ? (sessionsById.get(turn.sessionId) ?? null) : null,
    previousSessionId: previousTurn?.sessionId ?? null,
    previous,
    gapMs: endedAt !== null && turn.at !== null ? turn.at - endedAt : null,
  };
}
