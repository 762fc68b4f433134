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
import { escalateCall, plainTurn, supportExchange } from "./support-exchange";

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
    question: "השולחן החדש (הזמנה 10588) הגיע עם רגל סדוקה.",
    history: [],
    reasoning:
      "Damaged furniture on delivery: a person arranges repairs or replacements. Escalate.",
    calls: [
      escalateCall("Table from order #10588 arrived with a cracked leg."),
    ],
    reply: "אני מצטער לשמוע! אני מעביר את זה לנציג שיוכל לתאם תיקון.",
    subject: "מאיה אזולאי · cracked table leg, order #10588",
  });
  const noam = plainTurn("d14-noam", {
    role: "ASSISTANT",
    author: "HUMAN_OPERATOR",
    content:
      "היי מאיה, כאן נועם מצוות השירות של נורדווד. טכנאי יגיע ביום חמישי בין 10:00 ל-12:00 עם רגל חלופית, ללא עלות.",
    at: t1 + 6 * MINUTE,
    sessionId: firstSession,
  });
  const ok = plainTurn("d14-ok", {
    role: "USER",
    author: "UNSPECIFIED",
    content: "חמישי בבוקר מתאים, תודה.",
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
    question: "הטכנאי ייקח גם את הרגל השבורה?",
    // A fresh session: the model is shown nothing of the exchange above.
    history: [],
    reasoning:
      "The customer asks whether 'the technician' will take 'the broken leg'. I have no earlier messages in this conversation and no open case: ask which order and what happened.",
    calls: [],
    reply:
      "אשמח לעזור! על איזו הזמנה מדובר ומה צריך לאסוף? אבדוק את הפרטים בשבילך.",
    subject: "מאיה אזולאי · will the technician take the broken leg",
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
    id: "esc_2c7e91b0f4d84a14",
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
