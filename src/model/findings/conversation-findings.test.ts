import { describe, expect, it } from "vitest";
import {
  agentTurn,
  at,
  conversationInput,
  makeInbound,
  makeSession,
  makeTakeover,
  makeTopic,
  makeTurn,
} from "../testing/topic-builders";
import { findAnsweredBlind } from "./answered-blind";
import { collectConversationFindings } from "./collect-conversation-findings";
import { findOperatorWordsQuoted } from "./operator-words-quoted";
import {
  findSessionEndNotApplied,
  findSessionOpenOnResolvedTopic,
} from "./session-state";
import { findUnobservedTakeovers } from "./unobserved-takeover";
import { findWithheldUnconsumed } from "./withheld-unconsumed";

const REFUND =
  "I refunded the duplicate ₪380 charge to your card ending 4471, it shows within 5 business days";

/** A follow-up answered in a fresh session 40 s after the console resolved the last one. */
const resolved = makeSession({
  id: "ts_a",
  startedAt: at(0),
  endedAt: at(100),
  endCause: "CONSOLE_ALREADY_RESOLVED",
});
const fresh = makeSession({
  id: "ts_b",
  startedAt: at(140),
  state: "RUNNING",
});
const followUp = makeTurn({
  text: "Will the technician take the old leg?",
  at: at(140),
  sessionId: "ts_b",
});
const reply = agentTurn("Which order is this about?", {
  at: at(150),
  sessionId: "ts_b",
  runId: "run-blind",
});

describe("answered blind", () => {
  it("names the session that started 40 s after the console resolved the last one, linked to the reply's run", () => {
    const [finding, ...rest] = findAnsweredBlind(
      conversationInput({
        sessions: [resolved, fresh],
        turns: [followUp, reply],
      }),
    );
    expect(rest).toEqual([]);
    expect(finding!.title).toBe(
      "Answered without the earlier exchange: the previous session ended CONSOLE_ALREADY_RESOLVED 40s before",
    );
    expect(finding!.severity).toBe("warning");
    expect(finding!.runs[0]!.runId).toBe("run-blind");
    expect(finding!.entries.map((entry) => entry.entryId)).toEqual([
      followUp.id,
      reply.id,
    ]);
  });

  it("is only informative when the new session was seeded with the resolved case", () => {
    const seeded = {
      ...fresh,
      seed: {
        state: "present" as const,
        handoff: {
          supportCaseId: "case-1",
          sourceTopicId: "t-9",
          handoffId: "h-1",
          resolvedAt: at(100),
        },
      },
    };
    const [finding] = findAnsweredBlind(
      conversationInput({ sessions: [resolved, seeded], turns: [] }),
    );
    expect(finding!.severity).toBe("info");
  });

  it("says nothing for another end cause, an end never applied, a late follow-up, or unknown sessions", () => {
    const idle = { ...resolved, endCause: "IDLE_TIMEOUT" };
    const requested = { ...resolved, endedAt: null };
    const nextDay = { ...fresh, startedAt: at(100 + 2 * 3600) };
    for (const sessions of [
      [idle, fresh],
      [requested, fresh],
      [resolved, nextDay],
    ])
      expect(findAnsweredBlind(conversationInput({ sessions }))).toEqual([]);
    expect(findAnsweredBlind(conversationInput({ sessions: null }))).toEqual(
      [],
    );
  });
});

describe("withheld and never consumed", () => {
  it("groups unconsumed withheld messages by reason, each linked", () => {
    const messages = [
      makeInbound({ text: "Hello?" }),
      makeInbound({ text: "Anyone?", delivery: "WITHHELD_PENDING" }),
      makeInbound({ withheldReason: "ADMISSION_REFUSED" }),
    ];
    const findings = findWithheldUnconsumed(
      conversationInput({ withheld: messages }),
    );
    expect(findings.map((f) => f.title)).toEqual([
      "2 inbound messages withheld (HUMAN_OWNED_CONVERSATION) and never consumed",
      "1 inbound message withheld (ADMISSION_REFUSED) and never consumed",
    ]);
    expect(findings[0]!.entries.map((e) => e.entryId)).toEqual([
      messages[0]!.id,
      messages[1]!.id,
    ]);
  });

  it("ignores consumed, delivered and unknown messages", () => {
    const withheld = [
      makeInbound({ withheldConsumedAt: at(50) }),
      makeInbound({ delivery: "DELIVERED", withheldReason: null }),
    ];
    expect(findWithheldUnconsumed(conversationInput({ withheld }))).toEqual([]);
    expect(
      findWithheldUnconsumed(conversationInput({ withheld: null })),
    ).toEqual([]);
  });
});

describe("takeover nobody was seen holding", () => {
  it("fires on a RESOLVED takeover with humanObservedAt null", () => {
    const takeover = makeTakeover({ humanObservedAt: null });
    const [finding] = findUnobservedTakeovers(
      conversationInput({ takeovers: [takeover] }),
    );
    expect(finding!.title).toBe(
      "A takeover (RESOLVED) that nobody was seen holding (humanObservedAt: null)",
    );
    expect(finding!.severity).toBe("warning");
    expect(finding!.entries[0]!.entryId).toBe(takeover.id);
  });

  it("says both when an operator turn is inside a takeover the runtime never observed", () => {
    const takeover = makeTakeover({ humanObservedAt: null });
    const operator = makeTurn({
      role: "ASSISTANT",
      author: "HUMAN_OPERATOR",
      text: "Hi, Dor from billing here.",
      at: at(120),
    });
    const after = makeTurn({
      role: "ASSISTANT",
      author: "HUMAN_OPERATOR",
      text: "Later, another takeover.",
      at: at(900),
    });
    const [finding] = findUnobservedTakeovers(
      conversationInput({ takeovers: [takeover], turns: [operator, after] }),
    );
    expect(finding!.title).toBe(
      "A takeover (RESOLVED) the runtime never saw a person holding (humanObservedAt: null), but an operator turn is inside it",
    );
    expect(finding!.severity).toBe("info");
    expect(finding!.entries.map((entry) => entry.entryId)).toEqual([
      takeover.id,
      operator.id,
    ]);
    expect(finding!.facts).toContainEqual({
      label: "Operator turn",
      at: operator.at,
    });
  });

  it("stays quiet when a person was observed, or takeovers did not load", () => {
    expect(
      findUnobservedTakeovers(
        conversationInput({ takeovers: [makeTakeover()] }),
      ),
    ).toEqual([]);
    expect(
      findUnobservedTakeovers(conversationInput({ takeovers: null })),
    ).toEqual([]);
  });
});

describe("operator words quoted by the agent", () => {
  const operator = makeTurn({
    role: "ASSISTANT",
    author: "HUMAN_OPERATOR",
    text: `Hi Lior, Dor from billing here. ${REFUND}. Ref RF-22817.`,
    at: at(10),
  });
  const quote = agentTurn(`As I told you yesterday, ${REFUND}.`, {
    at: at(90_000),
    runId: "run-quote",
  });

  it("links the operator's turn and the agent's turn that repeats it", () => {
    const [finding] = findOperatorWordsQuoted(
      conversationInput({ turns: [makeTurn({ at: at(0) }), operator, quote] }),
    );
    expect(finding!.title).toBe(
      "The agent repeated a human operator's words as its own",
    );
    expect(finding!.entries.map((e) => e.entryId)).toEqual([
      operator.id,
      quote.id,
    ]);
    expect(finding!.runs[0]!.runId).toBe("run-quote");
  });

  it("treats an UNSPECIFIED author as could-be-a-person", () => {
    const unknown = { ...operator, author: "UNSPECIFIED" as const };
    const [finding] = findOperatorWordsQuoted(
      conversationInput({ turns: [unknown, quote] }),
    );
    expect(finding!.title).toMatch(/unknown author/);
  });

  it("does not fire when the agent wrote the words, said them first, or they are boilerplate", () => {
    const ownWords = agentTurn(operator.text, { at: at(10) });
    expect(
      findOperatorWordsQuoted(conversationInput({ turns: [ownWords, quote] })),
    ).toEqual([]);
    const agentFirst = agentTurn(`Earlier: ${REFUND}`, { at: at(1) });
    expect(
      findOperatorWordsQuoted(
        conversationInput({ turns: [agentFirst, operator, quote] }),
      ),
    ).toEqual([]);
    const twice = { ...operator, id: "again", at: at(20) };
    expect(
      findOperatorWordsQuoted(
        conversationInput({ turns: [operator, twice, quote] }),
      ),
    ).toEqual([]);
  });

  it("does not count a person's turn from an earlier session, which the agent never read", () => {
    const later = { ...quote, sessionId: "ts_later" };
    expect(
      findOperatorWordsQuoted(conversationInput({ turns: [operator, later] })),
    ).toEqual([]);
  });

  it("does not count a short overlap as a quote", () => {
    const short = agentTurn("Hi Lior, Dor from billing here", { at: at(99) });
    expect(
      findOperatorWordsQuoted(conversationInput({ turns: [operator, short] })),
    ).toEqual([]);
  });
});

describe("session shapes", () => {
  it("flags a RUNNING session on a RESOLVED topic, and not on an open one", () => {
    const running = makeSession({ state: "RUNNING" });
    const resolvedTopic = makeTopic({ state: "RESOLVED", resolvedAt: at(5) });
    expect(
      findSessionOpenOnResolvedTopic(
        conversationInput({ topic: resolvedTopic, sessions: [running] }),
      )[0]!.entries[0]!.entryId,
    ).toBe(running.id);
    expect(
      findSessionOpenOnResolvedTopic(
        conversationInput({ sessions: [running] }),
      ),
    ).toEqual([]);
    expect(
      findSessionOpenOnResolvedTopic(
        conversationInput({
          topic: resolvedTopic,
          sessions: [makeSession({ endedAt: at(3) })],
        }),
      ),
    ).toEqual([]);
  });

  it("flags an endCause without endedAt as never applied, and not an applied end", () => {
    const requested = makeSession({
      endCause: "IDLE_TIMEOUT",
      state: "RUNNING",
    });
    const [finding] = findSessionEndNotApplied(
      conversationInput({ sessions: [requested] }),
    );
    expect(finding!.title).toBe(
      `Session ${requested.id}: an end was requested (IDLE_TIMEOUT) but never applied (endCause without endedAt)`,
    );
    expect(
      findSessionEndNotApplied(
        conversationInput({
          sessions: [makeSession({ endCause: "IDLE_TIMEOUT", endedAt: at(9) })],
        }),
      ),
    ).toEqual([]);
  });
});

it("computes nothing from parts that did not load", () => {
  expect(
    collectConversationFindings(
      conversationInput({ sessions: null, withheld: null, takeovers: null }),
    ),
  ).toEqual([]);
});

/**
 * A support engineer reads the words; the wire field is the evidence, in brackets after.
 * A sentence, clause or fact label that opens with a camelCase field name reads the other
 * way round.
 */
const LEADING_FIELD = /(^|[.:;—]\s+)[a-z]+[A-Z][A-Za-z]*\b/;

describe("plain words lead, field names follow", () => {
  it("in every conversation finding's title, detail and fact labels", () => {
    const findings = collectConversationFindings(
      conversationInput({
        sessions: [
          resolved,
          fresh,
          makeSession({
            endCause: "IDLE_TIMEOUT",
            state: "RUNNING",
            startedAt: at(500),
          }),
        ],
        turns: [followUp, reply],
        withheld: [makeInbound()],
        takeovers: [makeTakeover({ humanObservedAt: null })],
      }),
    );
    expect(new Set(findings.map((f) => f.kind))).toEqual(
      new Set([
        "withheld-unconsumed",
        "unobserved-takeover",
        "answered-blind",
        "session-end-not-applied",
      ]),
    );
    for (const finding of findings) {
      const texts = [
        finding.title,
        finding.detail,
        ...finding.facts.flatMap((fact) => [
          fact.label,
          "text" in fact ? fact.text : "",
        ]),
      ];
      for (const text of texts) expect(text).not.toMatch(LEADING_FIELD);
    }
  });
});
