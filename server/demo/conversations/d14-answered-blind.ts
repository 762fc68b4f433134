/**
 * D14 — "it answered as if it had never seen the conversation". Maya's table arrived with
 * a cracked leg; the agent escalated, and Noam arranged a technician from the WhatsApp
 * console, then closed the chat there: the session ended CONSOLE_ALREADY_RESOLVED. Maya's
 * follow-up 40 seconds later opened a fresh session whose seedContextIn carries no
 * recentSupportHandoff, and the agent (D14) answered it blind.
 */
import type { DemoRun } from "../dataset";
import { HOUR, MINUTE, SECOND, type DemoContext } from "../context";
import { DEMO_SCENARIOS } from "../scenarios";
import { supportSession } from "../scenarios/support-content";
import {
  emptyConversations,
  wireSession,
  wireTopic,
  type DemoConversations,
} from "./conversation-data";
import { plainTurn, supportExchange } from "./support-exchange";
import { exchangeWords, STORY_WORDS } from "./story-words";

const WORDS = STORY_WORDS.D14;

export function d14Conversation(ctx: DemoContext): {
  runs: DemoRun[];
  conversations: DemoConversations;
} {
  const maya = ctx.people.byKey.mayaAzoulay;
  const firstSession = supportSession("maya-table");
  const freshSession = supportSession("maya-follow-up");
  const t1 = ctx.now - 5 * HOUR;
  const first = supportExchange(ctx, {
    label: "d14-escalate",
    who: maya,
    start: t1,
    sessionId: firstSession,
    history: [],
    ...exchangeWords(WORDS.exchanges.escalate),
  });
  const noam = plainTurn("d14-noam", {
    role: "ASSISTANT",
    author: "HUMAN_OPERATOR",
    content: WORDS.turns.operator,
    at: t1 + 6 * MINUTE,
    sessionId: firstSession,
  });
  const ok = plainTurn("d14-ok", {
    role: "USER",
    author: "UNSPECIFIED",
    content: WORDS.turns.ok,
    at: t1 + 15 * MINUTE,
    sessionId: firstSession,
  });
  const closedAt = t1 + 16 * MINUTE;
  const followUpAt = closedAt + 40 * SECOND;
  const blind = supportExchange(ctx, {
    id: DEMO_SCENARIOS.D14.runId,
    label: "d14-blind",
    who: maya,
    start: followUpAt,
    sessionId: freshSession,
    // A fresh session: the model is shown nothing of the exchange above.
    history: [],
    ...exchangeWords(WORDS.exchanges.blind),
  });
  const conversations = emptyConversations();
  conversations.turnsByTopic.set(
    maya.topicId,
    [...blind.turns, ok, noam, ...first.turns].sort(
      (a, b) => (b.createdAt as number) - (a.createdAt as number),
    ),
  );
  conversations.sessions.push(
    wireSession({
      id: firstSession,
      topicId: maya.topicId,
      state: "ENDED",
      startedAt: t1,
      endedAt: closedAt,
      endCause: "CONSOLE_ALREADY_RESOLVED",
    }),
    // seedContextIn without recentSupportHandoff: the runtime did not point it at the case.
    wireSession({
      id: freshSession,
      topicId: maya.topicId,
      state: "RUNNING",
      startedAt: followUpAt,
    }),
  );
  conversations.takeovers.push({
    id: WORDS.takeoverId,
    agentId: "support_assistant",
    topicId: maya.topicId,
    address: maya.phone,
    status: "RESOLVED",
    openedAt: first.end + SECOND,
    humanObservedAt: t1 + 2 * MINUTE,
    openDurationMs: closedAt - (first.end + SECOND),
    resolvedAt: closedAt,
  });
  conversations.topics.push(
    wireTopic({
      id: maya.topicId,
      agentId: "support_assistant",
      participantId: maya.id,
      state: "OPEN",
      channels: [{ kind: "WHATSAPP", address: maya.phone! }],
      createdAt: t1 - 90 * 24 * HOUR,
      lastActivityAt: blind.end,
    }),
  );
  return { runs: [first.run, blind.run], conversations };
}
