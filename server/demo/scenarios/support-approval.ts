/**
 * D7: a refund behind a human approval gate. The run suspended for ~9 minutes while Dor
 * Gelless approved it in Slack, then resumed and finished. The outermost step was
 * re-entered on resume, so its `startTime` is the resume time and its `duration` (~1 min
 * 10 s) covers only that segment; the run span is `trace.endTime − trace.startTime`
 * (10 min 30 s). The approval itself is on the refund step's `hitlTrace` (docs/reference/fruxon-wire.md §11.6).
 * The words are data/support-runs.json's D7; the clocks and draws are here.
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
  SUPPORT_RUNS,
  SUPPORT_TOOLS,
  supportRunCall,
  supportDestinations,
  supportSession,
  supportTrigger,
} from "./support-content";

const RUN_SPAN = 10 * MINUTE + 30 * SECOND;
const RESUMED_AT = 9 * MINUTE + 20 * SECOND;
const APPROVAL_REQUESTED = 11_650;
const APPROVAL_WAIT = 9 * MINUTE + 2 * SECOND;

const D7 = SUPPORT_RUNS.D7;

function hitlTrace(rng: Rng, start: number): WireObject {
  const requestedAt = start + APPROVAL_REQUESTED;
  const { approval } = D7;
  return {
    requestId: rng.uuid(),
    gateType: approval.gateType,
    toolKey: approval.toolKey,
    stepIdentifier: approval.stepIdentifier,
    requestedAt,
    respondedAt: requestedAt + APPROVAL_WAIT,
    respondedBy: approval.respondedBy,
    decision: approval.decision,
    responseText: approval.responseText,
    outboundMessage: approval.outboundMessage,
    // The gate proposes exactly what the gated call then sends.
    proposedParameters: D7.refund.parameters,
    deliveryRoute: {
      id: rng.uuid(),
      connectorId: CONNECTORS.slack,
      provider: "slack",
      integrationConfigId: null,
      environmentSlug: approval.environmentSlug,
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
      ...supportRunCall(D7.getOrder),
      result: jsonResult(D7.getOrder.result),
      start: start + 4_900,
      end: start + 5_810,
    }),
    toolStep({
      id: rng.uuid(),
      ...supportRunCall(D7.refund),
      result: jsonResult(D7.refund.result),
      hitl: hitlTrace(rng, start),
      start: start + 11_200,
      end: start + RESUMED_AT + 1_900,
    }),
    toolStep({
      id: rng.uuid(),
      ...supportRunCall(D7.tagOrder),
      result: jsonResult(D7.tagOrder.result),
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
    reasoning: D7.reasoning,
    messages: [
      { role: "user", content: D7.question },
      { role: "assistant", content: D7.reply },
    ],
    tools: SUPPORT_TOOLS,
    steps: d7Tools(ctx, rng, start),
    result: textResult(D7.reply),
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
    subject: D7.subject,
    trigger: supportTrigger(omer, "whatsapp"),
    destinations: supportDestinations("whatsapp"),
    sessionId: supportSession("omer-2"),
    topicId: omer.topicId,
    parameters: { message: D7.question },
    output: textResult(D7.reply),
    traces,
  });
}
