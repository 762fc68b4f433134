/**
 * The support assistant's named runs: D4 parked on a consult with a person, D6 completed
 * but its reply withheld (only `deliveryStatus` says so), D7 suspended on an approval and
 * resumed (the outermost step's duration covers only the resumed minute) — plus filler.
 */
import type { DemoRun, WireObject } from "../dataset";
import { DAY, HOUR, MINUTE, SECOND, type DemoContext } from "../context";
import { MODELS } from "../llm-usage";
import { createRng, type Rng } from "../prng";
import { assembleRun } from "../records";
import { DEMO_SCENARIOS } from "../scenarios";
import {
  flowStep,
  jsonResult,
  llmStep,
  textResult,
  toolStep,
} from "../wire-builders";
import { simpleTrace } from "./simple-trace";
import { supportFillerRuns } from "./support-filler";
import { d7Run } from "./support-approval";
import {
  lookupCall,
  SUPPORT_AGENT,
  SUPPORT_INSTRUCTIONS,
  SUPPORT_TOOLS,
  supportDestinations,
  supportSession,
  supportTrigger,
} from "./support-content";

const D4_QUESTION =
  "Yossi Mizrahi (order #10517) asks for a ₪1,240 refund: the sofa arrived with a torn cushion, photos attached. That is above my ₪500 limit. Approve a full refund, a partial one, or a replacement cushion?";

function d4Steps(
  ctx: DemoContext,
  rng: Rng,
  start: number,
  waitingSince: number,
): WireObject[] {
  const yossi = ctx.people.byKey.yossiMizrahi;
  const lookup = lookupCall(yossi, "whatsapp", 8_204_117);
  const tools = [
    toolStep({
      id: rng.uuid(),
      name: lookup.name,
      tool: lookup.tool,
      parameters: lookup.parameters,
      result: lookup.result ?? null,
      start: start + 2_050,
      end: start + 2_690,
    }),
    toolStep({
      id: rng.uuid(),
      name: "Get Order",
      tool: "shopify/get_order",
      parameters: { order: "#10517" },
      result: jsonResult({
        name: "#10517",
        financial_status: "paid",
        fulfillment_status: "fulfilled",
        delivered_at: "2026-08-05T15:12:00+03:00",
        line_items: [
          { title: "Linen 3-seat sofa, sand", quantity: 1, price: "1240.00" },
        ],
        total_price: "1240.00",
        currency: "ILS",
      }),
      start: start + 4_900,
      end: start + 6_010,
    }),
    toolStep({
      id: rng.uuid(),
      name: "List Charges",
      tool: "stripe/list_charges",
      parameters: { customer: "cus_Qy8mZ3rTq1Lw2D", limit: 5 },
      result: jsonResult({
        data: [
          {
            id: "ch_3PmQ8r2eZvKYlo2C1x9Qw7Ab",
            amount: 124000,
            currency: "ils",
            paid: true,
          },
        ],
      }),
      start: start + 7_600,
      end: start + 8_480,
    }),
    // Still open: the run is parked on this consult until Dor answers or it expires.
    toolStep({
      id: rng.uuid(),
      name: "Consult Participant",
      tool: "system/consult_participant",
      parameters: {
        participant: "Dor Gelless",
        participantId: ctx.people.byKey.dorGelless.id,
        question: D4_QUESTION,
      },
      start: waitingSince,
      end: 0,
    }),
  ];
  const llm = llmStep({
    id: rng.uuid(),
    model: MODELS.flash,
    tokens: { input: 11_930, output: 402, cached: 4_200, thinking: 655 },
    systemInstructions: SUPPORT_INSTRUCTIONS,
    reasoning: [
      "Found Yossi Mizrahi by phone; order #10517 was delivered yesterday and ₪1,240 was charged.",
      "A ₪1,240 refund is above my ₪500 limit. The instructions say to consult Dor Gelless before promising anything, so I tell Yossi we are checking and ask Dor.",
    ],
    messages: [
      {
        role: "user",
        content:
          "Hi, my sofa arrived yesterday with a torn cushion (order #10517). I want a full refund, ₪1,240.",
      },
      {
        role: "assistant",
        content:
          "I'm sorry about that, Yossi. I'm checking with our team about the refund and will get back to you here shortly.",
      },
    ],
    tools: SUPPORT_TOOLS,
    steps: tools,
    start: start + 260,
    end: 0,
  });
  return [flowStep({ id: rng.uuid(), start, end: 0, steps: [llm] })];
}

function d4Run(ctx: DemoContext): DemoRun {
  const rng = createRng("d4");
  const waitingSince = ctx.now - 23 * MINUTE;
  const start = waitingSince - 48_310;
  const yossi = ctx.people.byKey.yossiMizrahi;
  return assembleRun(ctx, {
    id: DEMO_SCENARIOS.D4.runId,
    agentId: SUPPORT_AGENT,
    revision: 23,
    start,
    end: 0,
    status: "WAITING_FOR_ASYNC",
    deliveryStatus: "PENDING",
    runType: "ROOT",
    subject: "Yossi Mizrahi · refund request for order #10517",
    trigger: supportTrigger(yossi, "whatsapp"),
    destinations: supportDestinations("whatsapp"),
    sessionId: supportSession("yossi-2"),
    topicId: yossi.topicId,
    parameters: {
      message:
        "Hi, my sofa arrived yesterday with a torn cushion (order #10517). I want a full refund, ₪1,240.",
    },
    output: null,
    traces: d4Steps(ctx, rng, start, waitingSince),
    waitingFor: {
      kind: "CONSULT",
      displayName: "Dor Gelless",
      participantKind: "PERSON",
      topicId: rng.uuid(),
      waitingSince,
      expiresAt: ctx.now + 4 * DAY + 20 * HOUR + 7 * MINUTE + 12 * SECOND,
    },
  });
}

const D6_QUESTION = "היי, ההזמנה שלי 10498 עדיין לא הגיעה. מתי היא תגיע?";
const D6_REPLY =
  "היי מיכל! הזמנה 10498 יצאה מהמחסן אתמול ונמצאת אצל חברת השליחויות (מספר מעקב CH4471920). מועד מסירה משוער: יום ראשון עד 14:00.";

function d6Run(ctx: DemoContext): DemoRun {
  const rng = createRng("d6");
  const michal = ctx.people.byKey.michalCohen;
  const start = ctx.now - (3 * HOUR + 12 * MINUTE + 9 * SECOND);
  const { traces, end } = simpleTrace(rng, {
    start,
    model: MODELS.flash,
    tokens: { input: 9_862, output: 318, cached: 3_900, thinking: 402 },
    systemInstructions: SUPPORT_INSTRUCTIONS,
    reasoning: [
      "Michal Cohen found by phone. Order 10498 shipped yesterday with Cheetah; give the tracking number and the estimated delivery, in Hebrew.",
    ],
    messages: [
      { role: "user", content: D6_QUESTION },
      { role: "assistant", content: D6_REPLY },
    ],
    tools: SUPPORT_TOOLS,
    calls: [
      lookupCall(michal, "whatsapp", 8_193_552),
      {
        name: "List Orders",
        tool: "shopify/list_orders",
        parameters: {
          customer_id: "gid://shopify/Customer/7340021875",
          status: "open",
        },
        result: jsonResult({
          orders: [{ name: "#10498", fulfillment_status: "in_transit" }],
        }),
        durationMs: 880,
      },
      {
        name: "Get Order",
        tool: "shopify/get_order",
        parameters: { order: "#10498" },
        result: jsonResult({
          name: "#10498",
          fulfillment_status: "in_transit",
          tracking: {
            company: "Cheetah",
            number: "CH4471920",
            estimated_delivery: "2026-08-09T14:00:00+03:00",
          },
        }),
        durationMs: 1_020,
      },
    ],
    result: textResult(D6_REPLY),
  });
  return assembleRun(ctx, {
    id: DEMO_SCENARIOS.D6.runId,
    agentId: SUPPORT_AGENT,
    revision: 23,
    start,
    end,
    status: "COMPLETED",
    // The reply was withheld (a person owned the chat); nothing in the trace says so.
    deliveryStatus: "WITHHELD",
    runType: "ROOT",
    subject: "מיכל כהן · where is order #10498",
    trigger: supportTrigger(michal, "whatsapp"),
    destinations: supportDestinations("whatsapp"),
    sessionId: supportSession("michal-2"),
    topicId: michal.topicId,
    parameters: { message: D6_QUESTION },
    output: textResult(D6_REPLY),
    traces,
  });
}

export function supportRuns(ctx: DemoContext): DemoRun[] {
  return [d4Run(ctx), d6Run(ctx), d7Run(ctx), ...supportFillerRuns(ctx)];
}
