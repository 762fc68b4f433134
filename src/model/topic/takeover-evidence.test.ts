/**
 * Who held a takeover: the runtime's observation (`humanObservedAt`) and the operator turns
 * written while it was open are said together, plain words first, the field after.
 */
import { describe, expect, it } from "vitest";
import { asMs } from "../run";
import { at, makeTakeover, makeTurn, pagesOf } from "../testing/topic-builders";
import {
  describeHumanPresence,
  operatorTurnsDuring,
} from "./takeover-evidence";
import { assembleTranscript } from "./transcript";

const operatorAt = (seconds: number) =>
  makeTurn({ role: "ASSISTANT", author: "HUMAN_OPERATOR", at: at(seconds) });

describe("takeover evidence", () => {
  it("finds the operator turns between opening and resolution, not the agent's or later ones", () => {
    const takeover = makeTakeover({ humanObservedAt: null });
    const inside = operatorAt(300);
    const turns = [
      operatorAt(-10),
      inside,
      makeTurn({ role: "ASSISTANT", author: "AGENT", at: at(310) }),
      operatorAt(601),
    ];
    expect(operatorTurnsDuring(takeover, turns)).toEqual([inside]);
  });

  it("takes an open takeover as reaching onwards", () => {
    const open = makeTakeover({
      status: "OPEN",
      resolvedAt: null,
      openDurationMs: null,
    });
    expect(operatorTurnsDuring(open, [operatorAt(90_000)])).toHaveLength(1);
    expect(
      operatorTurnsDuring(
        makeTakeover({ resolvedAt: null, openDurationMs: asMs(60_000) }),
        [operatorAt(120)],
      ),
    ).toEqual([]);
  });

  it("says both when the runtime saw nobody and an operator turn is inside", () => {
    const unobserved = makeTakeover({ humanObservedAt: null });
    expect(describeHumanPresence(unobserved, [])).toBe(
      "nobody was seen holding the chat (humanObservedAt: null)",
    );
    expect(describeHumanPresence(unobserved, [operatorAt(300)])).toBe(
      "the runtime never observed a person holding the chat (humanObservedAt: null), but an operator turn is inside it (author: HUMAN_OPERATOR)",
    );
    expect(describeHumanPresence(makeTakeover(), [])).toBe(
      "a person was seen holding the chat",
    );
  });

  it("gives the transcript's takeover rows the operator turns inside them", () => {
    const inside = operatorAt(300);
    const { entries } = assembleTranscript({
      pages: pagesOf([makeTurn({ at: at(-5) }), inside], 10),
      hasOlder: false,
      sessions: null,
      withheld: null,
      takeovers: [makeTakeover({ humanObservedAt: null })],
    });
    const takeovers = entries.filter((entry) => entry.kind === "takeover");
    expect(takeovers).toHaveLength(2);
    for (const entry of takeovers)
      expect(entry.operatorTurns).toEqual([inside]);
  });
});
