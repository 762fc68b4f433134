/**
 * D7: a refund behind a human approval gate. The run suspended for ~9 minutes while Dor
 * Gelless approved it in Slack, then resumed and finished. The outermost step was
 * re-entered on resume, so its `startTime` is the resume time and its `duration` (~1 min
 * 10 s) covers only that segment; the run span is `trace.endTime − trace.startTime`
 * (10 min 30 s). The approval itself is on the refund step's `hitlTrace` (docs/reference/fruxon-wire.md §11.6).
 */
import type { DemoRun, WireObject } from "../dataset";
import { HOUR, MINUTE, SECOND, type DemoContext } from "../context";
import { CONNECTORS } from "../connectors";
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
import {
  lookupCall,
  SUPPORT_AGENT,
  SUPPORT_INSTRUCTIONS,
  SUPPORT_TOOLS,
  supportDestinations,
  supportSession,
  supportTrigger,
} from "./support-content";

const RUN_SPAN = 10 * MINUTE + 30 * SECOND;
const RESUMED_AT = 9 * MINUTE + 20 * SECOND;
const APPROVAL_REQUESTED = 11_650;
const APPROVAL_WAIT = 9 * MINUTE + 2 * SECOND;

const QUESTION =
  "Hi, I returned the brass floor lamp last week (order #10503). When do I get my ₪389 back?";
const REPLY =
  "Hi Omer, your return for order #10503 was received and I've refunded ₪389.00 to your card ending 7719. It usually shows up within 5 business days.";

function hitlTrace(rng: Rng, start: number): WireObject {
  const requestedAt = start + APPROVAL_REQUESTED;
  return {
    requestId: rng.uuid(),
    gateType: "TOOL_FLOW_STEP",
    toolKey: "stripe.create_refund",
    stepIdentifier: "refund_gate",
    requestedAt,
    respondedAt: requestedAt + APPROVAL_WAIT,
    respondedBy: "Dor Gelless",
    decision: "APPROVE",
    responseText: "Approved, the lamp is back in the warehouse.",
    outboundMessage:
      "Support Assistant wants to refund ₪389.00 to Omer Ben-David (order #10503). Approve?",
    proposedParameters: {
      charge: "ch_3PkT2m2eZvKYlo2C0d4Hq8Rz",
      amount: 38_900,
      currency: "ils",
      reason: "requested_by_customer",
    },
    deliveryRoute: {
      id: rng.uuid(),
      connectorId: CONNECTORS.slack,
      provider: "slack",
      integrationConfigId: null,
      environmentSlug: "production",
      parameters: null,
    },
    correlationToken: `apr_${rng.hex(20)}`,
    durationMs: APPROVAL_WAIT,
  };
}

function d7Tools(ctx: DemoContext, rng: Rng, start: number): WireObject[] {
  const lookup = lookupCall(
    ctx.people.byKey.omerBenDavid,
    "whatsapp",
    8_177_035,
  );
  return [
    toolStep({
      id: rng.uuid(),
      name: lookup.name,
      tool: lookup.tool,
      parameters: lookup.parameters,
      result: lookup.result ?? null,
      start: start + 2_100,
      end: start + 2_740,
    }),
    toolStep({
      id: rng.uuid(),
      name: "Get Order",
      tool: "shopify/get_order",
      parameters: { order: "#10503" },
      result: jsonResult({
        name: "#10503",
        return_status: "received",
        total_price: "389.00",
        currency: "ILS",
      }),
      start: start + 4_900,
      end: start + 5_810,
    }),
    toolStep({
      id: rng.uuid(),
      name: "Issue Refund",
      tool: "stripe/create_refund",
      parameters: {
        charge: "ch_3PkT2m2eZvKYlo2C0d4Hq8Rz",
        amount: 38_900,
        currency: "ils",
        reason: "requested_by_customer",
      },
      result: jsonResult({
        id: "re_3PkT2m2eZvKYlo2C1a7Nn0Wd",
        status: "succeeded",
        amount: 38_900,
      }),
      hitl: hitlTrace(rng, start),
      start: start + 11_200,
      end: start + RESUMED_AT + 1_900,
    }),
    toolStep({
      id: rng.uuid(),
      name: "Tag Order Refunded",
      tool: "shopify/update_order",
      parameters: { order: "#10503", tags: ["refunded", "return-received"] },
      result: jsonResult({ ok: true }),
      start: start + RESUMED_AT + 6_000,
      end: start + RESUMED_AT + 7_100,
    }),
  ];
}

export function d7Run(ctx: DemoContext): DemoRun {
  const rng = createRng("d7");
  const omer = ctx.people.byKey.omerBenDavid;
  const start = ctx.now - (5 * HOUR + 41 * MINUTE + 17 * SECOND);
  const end = start + RUN_SPAN;
  const llm = llmStep({
    id: rng.uuid(),
    model: MODELS.flash,
    tokens: { input: 14_306, output: 521, cached: 6_800, thinking: 733 },
    systemInstructions: SUPPORT_INSTRUCTIONS,
    reasoning: [
      "Omer Ben-David found; order #10503 return is marked received, ₪389 is within my ₪500 limit. Refunds go through the approval gate.",
      "The refund was approved and succeeded; tag the order and confirm to Omer with the card ending.",
    ],
    messages: [
      { role: "user", content: QUESTION },
      { role: "assistant", content: REPLY },
    ],
    tools: SUPPORT_TOOLS,
    steps: d7Tools(ctx, rng, start),
    result: textResult(REPLY),
    start: start + 310,
    end: end - 1_100,
  });
  // Re-entered on resume: starts at the resume time, so its duration is the last segment only.
  const traces = [
    flowStep({ id: rng.uuid(), start: start + RESUMED_AT, end, steps: [llm] }),
  ];
  return assembleRun(ctx, {
    id: DEMO_SCENARIOS.D7.runId,
    agentId: SUPPORT_AGENT,
    revision: 23,
    start,
    end,
    status: "COMPLETED",
    deliveryStatus: "DELIVERED",
    runType: "ROOT",
    subject: "Omer Ben-David · refund for returned lamp #10503",
    trigger: supportTrigger(omer, "whatsapp"),
    destinations: supportDestinations("whatsapp"),
    sessionId: supportSession("omer-2"),
    topicId: omer.topicId,
    parameters: { message: QUESTION },
    output: textResult(REPLY),
    traces,
  });
}
