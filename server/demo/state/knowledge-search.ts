/**
 * D20 — a knowledge search worth replaying. A customer asks whether a burst pipe that
 * flooded their basement storage unit is covered; the agent sends the whole question to
 * `system/search_assets` (a long query: the full-text leg wants every term in one chunk),
 * gets back chunks about garden sheds and roof leaks — the top one scoring 1.0, as HYBRID
 * always does — and answers that basement storage is not covered. The knowledge base id
 * is in the run's `<knowledge_bases>` system block, not in the step. The words are
 * data/helpdesk.json; the clocks and draws are here.
 */
import type { DemoRun } from "../dataset";
import { HOUR, MINUTE, type DemoContext } from "../context";
import { MODELS } from "../llm-usage";
import helpdeskJson from "../data/helpdesk.json" with { type: "json" };
import { HelpdeskWords, loadDataFile } from "../data/schemas";
import { fillTemplate, filledCall } from "../data/templates";
import { PROMPTS } from "../prompts";
import { createRng, type Rng } from "../prng";
import { assembleRun } from "../records";
import { DEMO_SCENARIOS } from "../scenarios";
import { jsonResult, textResult } from "../wire-builders";
import {
  simpleTrace,
  smallTokens,
  type SimpleToolCall,
} from "../scenarios/simple-trace";
import { personTrigger } from "../scenarios/participants";
import { TRIGGERS } from "../connectors";
import { STATE_IDS } from "./state-ids";

export const HELPDESK_AGENT = "coverage_helpdesk";
const WORDS = loadDataFile("helpdesk.json", HelpdeskWords, helpdeskJson);
export const HELPDESK_KB = WORDS.knowledgeBase;

/** The system block of revision 7 (D20); revision 6 (the run before) had no knowledge base. */
const instructions = (revision: 6 | 7) =>
  PROMPTS[`coverage_helpdesk@${revision}`];

export function knowledgeSearchStory(ctx: DemoContext): DemoRun[] {
  return [earlierRun(ctx), d20(ctx)];
}

/** The same customer's question a day earlier, on revision 6: no knowledge base, a hedged answer. */
function earlierRun(ctx: DemoContext): DemoRun {
  const rng = createRng("helpdesk-d20-previous");
  return helpdeskRun(ctx, rng, {
    revision: 6,
    start: ctx.now - 27 * HOUR,
    ...WORDS.previous,
    calls: () => [],
  });
}

function d20(ctx: DemoContext): DemoRun {
  const rng = createRng("helpdesk-d20");
  const { search, ...words } = WORDS.D20;
  return helpdeskRun(ctx, rng, {
    id: DEMO_SCENARIOS.D20.runId,
    revision: 7,
    start: ctx.now - 3 * HOUR - 12 * MINUTE,
    ...words,
    calls: () => [
      {
        ...filledCall("helpdesk.json", search, words),
        result: jsonResult(fillTemplate("helpdesk.json", search.result, words)),
        durationMs: rng.int(600, 1_400),
      },
    ],
  });
}

interface HelpdeskTurn {
  /** Fixed for the named run; drawn after the trace otherwise. */
  id?: string;
  revision: 6 | 7;
  start: number;
  question: string;
  reasoning: readonly string[];
  /** Drawn after the token counts, from the same stream. */
  calls: () => SimpleToolCall[];
  reply: string;
  /** What the subject says after the customer's name. */
  topic: string;
}

/** One helpdesk run: Noa's WhatsApp question, answered on `revision`'s instructions. */
function helpdeskRun(ctx: DemoContext, rng: Rng, turn: HelpdeskTurn): DemoRun {
  const who = ctx.people.byKey.noaBarak;
  const { traces, end } = simpleTrace(rng, {
    start: turn.start,
    model: MODELS.flash,
    tokens: smallTokens(rng),
    systemInstructions: instructions(turn.revision),
    reasoning: turn.reasoning,
    messages: [{ role: "user", content: turn.question }],
    calls: turn.calls(),
    result: textResult(turn.reply),
  });
  return assembleRun(ctx, {
    id: turn.id ?? rng.uuid(),
    agentId: HELPDESK_AGENT,
    revision: turn.revision,
    start: turn.start,
    end,
    status: "COMPLETED",
    deliveryStatus: "DELIVERED",
    runType: "ROOT",
    subject: `${who.displayName} · ${turn.topic}`,
    trigger: personTrigger(
      "INTEGRATION_EVENT",
      TRIGGERS.whatsappInbound,
      "whatsapp",
      who,
    ),
    destinations: [],
    sessionId: `ts_${rng.hex(24)}`,
    topicId: STATE_IDS.helpdeskTopic,
    parameters: { message: turn.question },
    output: textResult(turn.reply),
    traces,
  });
}
