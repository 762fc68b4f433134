/**
 * D13 — "it quoted my colleague back as its own words". Lior was charged twice; the agent
 * escalated, and Dor (billing) answered from the console: stored as an ASSISTANT turn by
 * HUMAN_OPERATOR. An end of the session was requested (IDLE_TIMEOUT) but never applied —
 * Lior wrote again the next day, which voids it — so the session kept its transcript, and
 * the agent (D13) repeated Dor's refund statement as if it had issued the refund itself.
 * Lior's home topic also carries a long history (thousands of turns; the oldest predate
 * authorship stamping).
 */
import type { DemoRun } from "../dataset";
import { DAY, HOUR, MINUTE, SECOND, type DemoContext } from "../context";
import { DEMO_SCENARIOS } from "../scenarios";
import { supportSession } from "../scenarios/support-content";
import {
  emptyConversations,
  wireSession,
  wireTopic,
  type DemoConversations,
} from "./conversation-data";
import { longHistory } from "./long-history";
import { plainTurn, supportExchange } from "./support-exchange";
import { exchangeWords, STORY_WORDS } from "./story-words";

const WORDS = STORY_WORDS.D13;

export function d13Conversation(ctx: DemoContext): {
  runs: DemoRun[];
  conversations: DemoConversations;
} {
  const lior = ctx.people.byKey.liorShapiro;
  const sessionId = supportSession("lior-refund");
  const t1 = ctx.now - (DAY + 6 * HOUR);
  const first = supportExchange(ctx, {
    label: "d13-escalate",
    who: lior,
    start: t1,
    sessionId,
    history: [],
    ...exchangeWords(WORDS.exchanges.escalate),
  });
  const operator = plainTurn("d13-dor", {
    role: "ASSISTANT",
    author: "HUMAN_OPERATOR",
    content: WORDS.turns.operator,
    at: t1 + 9 * MINUTE,
    sessionId,
  });
  const thanks = plainTurn("d13-thanks", {
    role: "USER",
    author: "UNSPECIFIED",
    content: WORDS.turns.thanks,
    at: t1 + 11 * MINUTE,
    sessionId,
  });
  const t2 = ctx.now - 2 * HOUR;
  const quoted = supportExchange(ctx, {
    id: DEMO_SCENARIOS.D13.runId,
    label: "d13-quote",
    who: lior,
    start: t2,
    sessionId,
    ...exchangeWords(WORDS.exchanges.quote),
    history: [
      {
        role: "user",
        content: WORDS.exchanges.escalate.question,
      },
      {
        role: "assistant",
        author: "AGENT",
        content: String(first.turns[1]!.content),
      },
      {
        role: "assistant",
        author: "HUMAN_OPERATOR",
        content: String(operator.content),
      },
      { role: "user", content: String(thanks.content) },
    ],
  });
  const conversations = emptyConversations();
  const history = longHistory(ctx, lior, t1 - 30 * DAY);
  conversations.turnsByTopic.set(
    lior.topicId,
    [...quoted.turns, thanks, operator, ...first.turns, ...history.turns].sort(
      (a, b) => (b.createdAt as number) - (a.createdAt as number),
    ),
  );
  conversations.sessions.push(
    ...history.sessions,
    wireSession({
      id: sessionId,
      topicId: lior.topicId,
      state: "RUNNING",
      startedAt: t1,
      endedAt: null,
      // Requested after Dor's reply went quiet; Lior's message the next day voided it.
      endCause: "IDLE_TIMEOUT",
    }),
  );
  conversations.takeovers.push({
    id: WORDS.takeoverId,
    agentId: "support_assistant",
    topicId: lior.topicId,
    address: lior.phone,
    status: "RESOLVED",
    openedAt: first.end + SECOND,
    humanObservedAt: t1 + 4 * MINUTE,
    openDurationMs: t1 + 22 * MINUTE - (first.end + SECOND),
    resolvedAt: t1 + 22 * MINUTE,
  });
  conversations.topics.push(
    wireTopic({
      id: lior.topicId,
      agentId: "support_assistant",
      participantId: lior.id,
      state: "OPEN",
      channels: [{ kind: "WHATSAPP", address: lior.phone! }],
      createdAt: history.startedAt,
      lastActivityAt: quoted.end,
    }),
  );
  return { runs: [first.run, quoted.run], conversations };
}
