/**
 * D15 — "the agent went quiet". Yael's delivery never came; the agent (D15) escalated to a
 * person. Nobody was ever seen holding the chat (humanObservedAt null), yet the takeover
 * reports RESOLVED three hours later — and the session was never closed, so the chat stayed
 * human-owned in the console: Yael's three messages since were WITHHELD
 * (HUMAN_OWNED_CONVERSATION), none consumed. No run exists for them: only the
 * conversation tells the story.
 */
import type { DemoRun, WireObject } from "../dataset";
import { HOUR, MINUTE, SECOND, type DemoContext } from "../context";
import { DEMO_SCENARIOS } from "../scenarios";
import { createRng } from "../prng";
import { supportSession } from "../scenarios/support-content";
import {
  emptyConversations,
  wireSession,
  wireTopic,
  type DemoConversations,
} from "./conversation-data";
import { supportExchange } from "./support-exchange";
import { exchangeWords, STORY_WORDS } from "./story-words";

const WORDS = STORY_WORDS.D15;

export function d15Conversation(ctx: DemoContext): {
  runs: DemoRun[];
  conversations: DemoConversations;
} {
  const yael = ctx.people.byKey.yaelOhana;
  const sessionId = supportSession("yael-delivery");
  const t1 = ctx.now - 9 * HOUR;
  const escalated = supportExchange(ctx, {
    id: DEMO_SCENARIOS.D15.runId,
    label: "d15-escalate",
    who: yael,
    start: t1,
    sessionId,
    history: [],
    ...exchangeWords(WORDS.exchanges.escalate),
  });
  const resolvedAt = t1 + 3 * HOUR;
  const rng = createRng("d15-withheld");
  const withheld = (
    after: number,
    content: string,
    delivery: "WITHHELD" | "WITHHELD_PENDING",
  ): WireObject => ({
    id: `msg_in_${rng.hex(16)}`,
    agentId: "support_assistant",
    participantId: yael.id,
    topicId: yael.topicId,
    channel: { kind: "WHATSAPP", address: yael.phone },
    content,
    receivedAt: t1 + after,
    delivery,
    withheldReason: "HUMAN_OWNED_CONVERSATION",
    withheldConsumedAt: null,
  });
  const conversations = emptyConversations();
  conversations.turnsByTopic.set(yael.topicId, [...escalated.turns].reverse());
  conversations.inbound.push(
    ...WORDS.withheld.map((message) =>
      withheld(
        message.afterMinutes * MINUTE,
        message.content,
        message.delivery,
      ),
    ),
  );
  conversations.sessions.push(
    wireSession({
      id: sessionId,
      topicId: yael.topicId,
      state: "RUNNING",
      startedAt: t1,
    }),
  );
  conversations.takeovers.push({
    id: WORDS.takeoverId,
    agentId: "support_assistant",
    topicId: yael.topicId,
    address: yael.phone,
    status: "RESOLVED",
    openedAt: escalated.end + SECOND,
    humanObservedAt: null,
    openDurationMs: resolvedAt - (escalated.end + SECOND),
    resolvedAt,
  });
  conversations.topics.push(
    wireTopic({
      id: yael.topicId,
      agentId: "support_assistant",
      participantId: yael.id,
      state: "RESOLVED",
      channels: [{ kind: "WHATSAPP", address: yael.phone! }],
      createdAt: t1 - 200 * 24 * HOUR,
      // The last message it withheld.
      lastActivityAt: t1 + WORDS.withheld.at(-1)!.afterMinutes * MINUTE,
      resolvedAt,
      outcomeOneLiner: WORDS.outcome,
    }),
  );
  conversations.policies.set("support_assistant", {
    mode: "NATIVE_HANDOFF",
    ladder: [],
    configuredOperators: [
      { id: ctx.people.byKey.dorGelless.id, displayName: "Dor Gelless" },
      { id: "op_noam_rosen", displayName: "Noam Rosen" },
    ],
    offerableOperators: [],
  });
  return { runs: [escalated.run], conversations };
}
