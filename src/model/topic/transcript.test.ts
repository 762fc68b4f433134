import { describe, expect, it } from "vitest";
import { asMs } from "../run";
import {
  agentTurn,
  at,
  makeInbound,
  makeSession,
  makeTakeover,
  makeTurn,
  pagesOf,
} from "../testing/topic-builders";
import { assembleTranscript, turnsInTimeOrder } from "./transcript";
import { speakerOf, UNKNOWN_AUTHOR_LABEL } from "./turn-author";

const kinds = (input: Parameters<typeof assembleTranscript>[0]) =>
  assembleTranscript(input).entries.map((entry) =>
    entry.kind === "turn" ? entry.turn.text : entry.kind,
  );

describe("turnsInTimeOrder", () => {
  it("reverses the API's newest-first pages into time order", () => {
    const turns = [1, 2, 3, 4, 5].map((n) =>
      makeTurn({ text: `t${n}`, at: at(n) }),
    );
    const ordered = turnsInTimeOrder(pagesOf(turns, 2));
    expect(ordered.map((turn) => turn.text)).toEqual([
      "t1",
      "t2",
      "t3",
      "t4",
      "t5",
    ]);
  });

  it("drops a turn repeated across a shifted page boundary", () => {
    const turns = [1, 2, 3].map((n) => makeTurn({ text: `t${n}`, at: at(n) }));
    const [first, second] = pagesOf(turns, 2);
    const shifted = { ...second!, turns: [turns[1]!, ...second!.turns] };
    expect(turnsInTimeOrder([first!, shifted]).map((t) => t.text)).toEqual([
      "t1",
      "t2",
      "t3",
    ]);
  });

  it("keeps the API order for turns written in the same millisecond", () => {
    const a = makeTurn({ text: "question", at: at(5) });
    const b = agentTurn("answer", { at: at(5) });
    expect(
      turnsInTimeOrder([
        { turns: [b, a], nextPageToken: null, totalCount: 2 },
      ]).map((t) => t.text),
    ).toEqual(["question", "answer"]);
  });
});

describe("assembleTranscript", () => {
  it("draws a boundary where a new sessionId starts, with the previous session's end", () => {
    const first = makeSession({
      id: "ts_a",
      endedAt: at(20),
      endCause: "CONSOLE_ALREADY_RESOLVED",
    });
    const second = makeSession({ id: "ts_b", startedAt: at(60) });
    const turns = [
      makeTurn({ text: "q1", at: at(0), sessionId: "ts_a" }),
      agentTurn("a1", { at: at(10), sessionId: "ts_a" }),
      makeTurn({ text: "q2", at: at(60), sessionId: "ts_b" }),
    ];
    const transcript = assembleTranscript({
      pages: pagesOf(turns, 50),
      hasOlder: false,
      sessions: [first, second],
      withheld: [],
      takeovers: [],
    });
    expect(transcript.entries.map((e) => e.kind)).toEqual([
      "session",
      "turn",
      "turn",
      "session",
      "turn",
    ]);
    const boundary = transcript.entries[3]!;
    expect(boundary.kind === "session" && boundary.previous?.endCause).toBe(
      "CONSOLE_ALREADY_RESOLVED",
    );
    expect(boundary.kind === "session" && boundary.gapMs).toBe(40_000);
    expect(transcript.indexById.get("ts_b")).toBe(3);
  });

  it("does not open the first loaded session while older turns exist", () => {
    const turns = [makeTurn({ at: at(1) }), agentTurn("a", { at: at(2) })];
    expect(
      kinds({
        pages: pagesOf(turns, 50),
        hasOlder: true,
        sessions: null,
        withheld: null,
        takeovers: null,
      })[0],
    ).toBe("Hello");
  });

  it("interleaves withheld messages and takeover edges at their time", () => {
    const turns = [
      makeTurn({ text: "help", at: at(0) }),
      agentTurn("handing you to a colleague", { at: at(10) }),
      makeTurn({ text: "later", at: at(500) }),
    ];
    const takeover = makeTakeover({ openedAt: at(11), resolvedAt: at(400) });
    const order = kinds({
      pages: pagesOf(turns, 50),
      hasOlder: false,
      sessions: [],
      withheld: [
        makeInbound({ receivedAt: at(100) }),
        makeInbound({ receivedAt: at(200), delivery: "DELIVERED" }),
      ],
      takeovers: [takeover],
    });
    expect(order).toEqual([
      "session",
      "help",
      "handing you to a colleague",
      "takeover",
      "withheld",
      "takeover",
      "later",
    ]);
  });

  it("holds back events older than the loaded turns while older pages exist, and counts them", () => {
    const turns = [makeTurn({ at: at(100) })];
    const transcript = assembleTranscript({
      pages: pagesOf(turns, 50),
      hasOlder: true,
      sessions: [],
      withheld: [makeInbound({ receivedAt: at(5) })],
      takeovers: [],
    });
    expect(transcript.entries.map((e) => e.kind)).toEqual(["turn"]);
    expect(transcript.heldBack).toBe(1);
  });

  it("marks the turns the run produced and indexes every entry by id", () => {
    const reply = agentTurn("done", { at: at(3), runId: "run-1" });
    const other = agentTurn("other", { at: at(9), runId: "run-2" });
    const message = makeInbound({ receivedAt: at(5) });
    const transcript = assembleTranscript({
      pages: pagesOf([makeTurn({ at: at(1) }), reply, other], 2),
      hasOlder: false,
      sessions: null,
      withheld: [message],
      takeovers: null,
      runId: "run-1",
    });
    expect(transcript.runTurnIndexes).toEqual([
      transcript.indexById.get(reply.id),
    ]);
    expect(
      transcript.entries[transcript.indexById.get(message.id)!]!.kind,
    ).toBe("withheld");
  });

  it("assembles thousands of turns across many sessions", () => {
    const turns = Array.from({ length: 5000 }, (_, n) =>
      makeTurn({
        at: asMs(1_000_000 + n * 1000),
        sessionId: `ts_${Math.floor(n / 10)}`,
      }),
    );
    const transcript = assembleTranscript({
      pages: pagesOf(turns, 50),
      hasOlder: false,
      sessions: null,
      withheld: null,
      takeovers: null,
    });
    expect(transcript.turns).toHaveLength(5000);
    expect(transcript.entries.filter((e) => e.kind === "session")).toHaveLength(
      500,
    );
  });
});

describe("speakerOf", () => {
  it("labels an ASSISTANT turn by its author, and UNSPECIFIED never as the agent", () => {
    expect(speakerOf(agentTurn("x")).kind).toBe("agent");
    expect(
      speakerOf(makeTurn({ role: "ASSISTANT", author: "HUMAN_OPERATOR" }))
        .label,
    ).toBe("human operator (a person)");
    const unknown = speakerOf(
      makeTurn({ role: "ASSISTANT", author: "UNSPECIFIED" }),
    );
    expect(unknown).toEqual({ kind: "unknown", label: UNKNOWN_AUTHOR_LABEL });
    expect(speakerOf(makeTurn({ role: "USER" }), "Maya").label).toBe("Maya");
  });
});
