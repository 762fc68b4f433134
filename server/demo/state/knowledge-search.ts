/**
 * D20 — a knowledge search worth replaying. A customer asks whether a burst pipe that
 * flooded their basement storage unit is covered; the agent sends the whole question to
 * `system/search_assets` (a long query: the full-text leg wants every term in one chunk),
 * gets back chunks about garden sheds and roof leaks — the top one scoring 1.0, as HYBRID
 * always does — and answers that basement storage is not covered. The knowledge base id
 * is in the run's `<knowledge_bases>` system block, not in the step.
 */
import type { DemoRun } from "../dataset";
import { HOUR, MINUTE, type DemoContext } from "../context";
import { MODELS } from "../llm-usage";
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
export const HELPDESK_KB = "kb_home_policy_wording_2026";
const QUESTION =
  "A pipe burst while I was away and flooded my basement storage unit, is the water damage to the things stored there covered by my home contents policy?";
const REPLY =
  "I'm sorry about the flood. Unfortunately items kept in basement storage units are not covered by the home contents policy.";

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
    question: "Is a flooded basement covered?",
    reasoning: ["No wording to quote: hand it to a person."],
    calls: () => [],
    reply: "A colleague will check your policy and follow up today.",
    topic: "flooded basement",
  });
}

function d20(ctx: DemoContext): DemoRun {
  const rng = createRng("helpdesk-d20");
  return helpdeskRun(ctx, rng, {
    id: DEMO_SCENARIOS.D20.runId,
    revision: 7,
    start: ctx.now - 3 * HOUR - 12 * MINUTE,
    question: QUESTION,
    reasoning: [
      "The customer asks about water damage in basement storage. Searching the wording with their question.",
      "The hits are about garden sheds and roof leaks; nothing mentions basement storage, so it is not covered.",
    ],
    calls: () => [
      {
        name: "Search Assets",
        tool: "system/search_assets",
        parameters: { query: QUESTION, limit: 5 },
        result: jsonResult({
          results: [
            {
              score: 1.0,
              document: "home-wording-2026.pdf",
              chunk:
                "§7.2 Outbuildings: garden sheds and detached garages are covered up to ₪15,000…",
            },
            {
              score: 0.94,
              document: "home-wording-2026.pdf",
              chunk: "§4.1 Storm: water entering through a damaged roof…",
            },
            {
              score: 0.91,
              document: "claims-faq.md",
              chunk: "How do I report a claim while abroad?…",
            },
          ],
        }),
        durationMs: rng.int(600, 1_400),
      },
    ],
    reply: REPLY,
    topic: "basement flood coverage",
  });
}

interface HelpdeskTurn {
  /** Fixed for the named run; drawn after the trace otherwise. */
  id?: string;
  revision: 6 | 7;
  start: number;
  question: string;
  reasoning: string[];
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
