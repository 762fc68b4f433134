/**
 * Transcript rows in words: plain words lead, the wire field follows in brackets; a
 * takeover the runtime never observed says so beside the operator turns inside it.
 */
import { describe, expect, it } from "vitest";
import {
  at,
  makeSession,
  makeTakeover,
  makeTurn,
} from "../../model/testing/topic-builders";
import { rowView } from "./transcript-row-view";

describe("transcript row words", () => {
  it("says a session seeded with nothing in words first", () => {
    const view = rowView(
      {
        kind: "session",
        key: "s",
        at: at(0),
        sessionId: "ts_b",
        session: makeSession({ id: "ts_b" }),
        previousSessionId: "ts_a",
        previous: makeSession({ id: "ts_a", endedAt: at(-5), endCause: "X" }),
        gapMs: 5_000,
      },
      null,
    );
    expect(view.notes).toContain(
      "It started with nothing: no resolved case was handed over (seedContextIn without recentSupportHandoff).",
    );
  });

  it("says both on a takeover row with an operator turn inside", () => {
    const takeover = makeTakeover({ humanObservedAt: null });
    const operator = makeTurn({ author: "HUMAN_OPERATOR", at: at(120) });
    const view = rowView(
      {
        kind: "takeover",
        key: "t",
        at: takeover.resolvedAt,
        edge: "resolved",
        takeover,
        operatorTurns: [operator],
      },
      null,
    );
    expect(view.title).toBe(
      "Takeover RESOLVED after 10m 00s: the runtime never observed a person holding the chat (humanObservedAt: null), but an operator turn is inside it (author: HUMAN_OPERATOR)",
    );
  });
});
