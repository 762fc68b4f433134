/**
 * Years of ordinary exchanges in one customer's home topic: thousands of turns in short
 * sessions a few days apart, so the conversation view pages and virtualises for real. The
 * oldest two thirds predate authorship stamping (assistant turns `UNSPECIFIED`); the runs
 * behind these turns are past retention, so the turns link to none.
 */
import type { WireObject } from "../dataset";
import { DAY, HOUR, MINUTE, type DemoContext } from "../context";
import { createRng } from "../prng";
import type { Person } from "../scenarios/participants";
import { INTENTS, type IntentName } from "../scenarios/support-intents";
import { wireSession, wireTurn } from "./conversation-data";

export const HISTORY_SESSIONS = 400;
const INTENT_NAMES: IntentName[] = [
  "orderStatus",
  "returnPolicy",
  "changeAddress",
  "invoiceCopy",
  "warranty",
  "availability",
];

export function longHistory(
  _ctx: DemoContext,
  who: Person,
  before: number,
): { turns: WireObject[]; sessions: WireObject[]; startedAt: number } {
  const rng = createRng(`long-history:${who.key}`);
  const turns: WireObject[] = [];
  const sessions: WireObject[] = [];
  const stampedFrom = Math.floor(HISTORY_SESSIONS * (2 / 3));
  let at = before - HISTORY_SESSIONS * 2 * DAY;
  const startedAt = at;
  for (let s = 0; s < HISTORY_SESSIONS; s++) {
    at += rng.int(30, 60) * HOUR;
    const sessionId = `ts_${rng.hex(24)}`;
    const start = at;
    const exchanges = rng.int(2, 4);
    for (let e = 0; e < exchanges; e++) {
      const intent = INTENTS[rng.pick(INTENT_NAMES)](rng, who);
      turns.push(
        wireTurn({
          id: rng.uuid(),
          role: "USER",
          author: "UNSPECIFIED",
          agentId: "support_assistant",
          content: intent.question,
          createdAt: at,
          sessionId,
        }),
      );
      at += rng.int(8, 40) * 1000;
      turns.push(
        wireTurn({
          id: rng.uuid(),
          role: "ASSISTANT",
          author: s < stampedFrom ? "UNSPECIFIED" : "AGENT",
          agentId: "support_assistant",
          content: intent.reply,
          createdAt: at,
          sessionId,
        }),
      );
      at += rng.int(1, 6) * MINUTE;
    }
    sessions.push(
      wireSession({
        id: sessionId,
        topicId: who.topicId,
        state: "ENDED",
        startedAt: start,
        endedAt: at + 30 * MINUTE,
        endCause: "IDLE_TIMEOUT",
      }),
    );
  }
  return { turns, sessions, startedAt };
}
