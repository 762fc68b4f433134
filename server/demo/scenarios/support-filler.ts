/**
 * Twenty ordinary support turns over the past six days for eight customers: several
 * runs per customer and per session, so the participant and session filters have
 * something to group. D4, D6 and D7 sit in the `yossi-2`, `michal-2` and `omer-2` sessions.
 */
import type { DemoRun } from "../dataset";
import { DAY, type DemoContext } from "../context";
import { MODELS } from "../llm-usage";
import { createRng } from "../prng";
import { assembleRun } from "../records";
import { textResult } from "../wire-builders";
import { simpleTrace, smallTokens } from "./simple-trace";
import {
  lookupCall,
  SUPPORT_AGENT,
  SUPPORT_INSTRUCTIONS,
  SUPPORT_TOOLS,
  supportDestinations,
  supportSession,
  supportTrigger,
} from "./support-content";
import { INTENTS } from "./support-intents";
import supportFillerJson from "../data/support-filler.json" with { type: "json" };
import { loadDataFile, SupportFillerPlan } from "../data/schemas";

/** Who asked what, in which session and channel, how long ago: data/support-filler.json. */
const PLAN = loadDataFile(
  "support-filler.json",
  SupportFillerPlan,
  supportFillerJson,
);
type PlannedTurn = (typeof PLAN)[number];

function fillerRun(
  ctx: DemoContext,
  planned: PlannedTurn,
  position: number,
): DemoRun {
  const rng = createRng(`support-filler-${position}`);
  const who = ctx.people.byKey[planned.who];
  const support = INTENTS[planned.intent](rng, who);
  const start = ctx.now - planned.ago + rng.int(0, 40_000);
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
    revision: planned.ago > 3 * DAY ? 22 : 23,
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
