/**
 * Twenty ordinary support turns over the past six days for eight customers: several
 * runs per customer and per session, so the participant and session filters have
 * something to group. D4, D6 and D7 sit in the `yossi-2`, `michal-2` and `omer-2` sessions.
 */
import type { DemoRun } from "../dataset";
import { DAY, HOUR, MINUTE, type DemoContext } from "../context";
import { MODELS } from "../llm-usage";
import { createRng } from "../prng";
import { assembleRun } from "../records";
import { textResult } from "../wire-builders";
import type { PersonKey } from "./participants";
import { simpleTrace, smallTokens } from "./simple-trace";
import {
  lookupCall,
  SUPPORT_AGENT,
  SUPPORT_INSTRUCTIONS,
  SUPPORT_TOOLS,
  supportDestinations,
  supportSession,
  supportTrigger,
  type SupportChannel,
} from "./support-content";
import { INTENTS, type IntentName } from "./support-intents";

interface PlannedTurn {
  who: PersonKey;
  session: string;
  agoMs: number;
  intent: IntentName;
  channel: SupportChannel;
}

const turn = (
  who: PersonKey,
  session: string,
  agoMs: number,
  intent: IntentName,
  channel: SupportChannel = "whatsapp",
): PlannedTurn => ({ who, session, agoMs, intent, channel });

const PLAN: readonly PlannedTurn[] = [
  turn("michalCohen", "michal-1", 2 * DAY + 4 * HOUR, "orderStatus"),
  turn(
    "michalCohen",
    "michal-1",
    2 * DAY + 3 * HOUR + 52 * MINUTE,
    "invoiceCopy",
  ),
  turn("michalCohen", "michal-2", 3 * HOUR + 40 * MINUTE, "availability"),
  turn("michalCohen", "michal-2", 3 * HOUR + 25 * MINUTE, "changeAddress"),
  turn(
    "yossiMizrahi",
    "yossi-1",
    4 * DAY + 6 * HOUR,
    "orderStatus",
    "telegram",
  ),
  turn(
    "yossiMizrahi",
    "yossi-1",
    4 * DAY + 5 * HOUR + 48 * MINUTE,
    "warranty",
    "telegram",
  ),
  turn("yossiMizrahi", "yossi-2", HOUR + 2 * MINUTE, "returnPolicy"),
  turn("omerBenDavid", "omer-1", 5 * DAY + 2 * HOUR, "returnPolicy"),
  turn("omerBenDavid", "omer-2", 5 * HOUR + 58 * MINUTE, "orderStatus"),
  turn("sarahGoldstein", "sarah-1", 6 * DAY + HOUR, "deliveryDelay", "web"),
  turn(
    "sarahGoldstein",
    "sarah-1",
    6 * DAY + 50 * MINUTE,
    "invoiceCopy",
    "web",
  ),
  turn("sarahGoldstein", "sarah-2", DAY + 9 * HOUR, "warranty", "web"),
  turn("aviPeretz", "avi-1", 3 * DAY + 7 * HOUR, "availability"),
  turn("aviPeretz", "avi-1", 3 * DAY + 6 * HOUR + 51 * MINUTE, "orderStatus"),
  turn("noaBarak", "noa-1", 2 * DAY + 20 * HOUR, "changeAddress", "telegram"),
  turn("noaBarak", "noa-2", 20 * HOUR, "escalate"),
  turn("danielFriedman", "daniel-1", 4 * DAY + HOUR, "orderStatus", "web"),
  turn(
    "danielFriedman",
    "daniel-1",
    4 * DAY + 45 * MINUTE,
    "returnPolicy",
    "web",
  ),
  turn("talAmsalem", "tal-1", DAY + 2 * HOUR, "availability"),
  turn("talAmsalem", "tal-1", DAY + HOUR + 54 * MINUTE, "orderStatus"),
];

function fillerRun(
  ctx: DemoContext,
  planned: PlannedTurn,
  position: number,
): DemoRun {
  const rng = createRng(`support-filler-${position}`);
  const who = ctx.people.byKey[planned.who];
  const support = INTENTS[planned.intent](rng, who);
  const start = ctx.now - planned.agoMs + rng.int(0, 40_000);
  const { traces, end } = simpleTrace(rng, {
    start,
    model: MODELS.flash,
    tokens: smallTokens(rng),
    systemInstructions: SUPPORT_INSTRUCTIONS,
    reasoning: [support.reasoning],
    messages: [
      { role: "user", content: support.question },
      { role: "assistant", content: support.reply },
    ],
    tools: SUPPORT_TOOLS,
    calls: [
      lookupCall(who, planned.channel, rng.int(8_100_000, 8_299_999)),
      ...support.calls,
    ],
    result: textResult(support.reply),
  });
  return assembleRun(ctx, {
    id: rng.uuid(),
    agentId: SUPPORT_AGENT,
    revision: planned.agoMs > 3 * DAY ? 22 : 23,
    start,
    end,
    status: "COMPLETED",
    deliveryStatus: "DELIVERED",
    runType: "ROOT",
    subject: `${who.displayName} · ${support.topic}`,
    trigger: supportTrigger(who, planned.channel),
    destinations: supportDestinations(planned.channel),
    sessionId: supportSession(planned.session),
    topicId: who.topicId,
    parameters: { message: support.question },
    output: textResult(support.reply),
    traces,
    isSample: position % 7 === 3,
  });
}

export function supportFillerRuns(ctx: DemoContext): DemoRun[] {
  return PLAN.map((planned, position) => fillerRun(ctx, planned, position));
}
