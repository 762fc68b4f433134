/**
 * D23 — a run parked on a human approval. Daniel Friedman asks for a full refund of a
 * ₪1,860 dining table with one cracked leg. The refund goes through the approval gate:
 * Dor Gelless REJECTS the full amount ("refund the leg, not the table"), the agent asks
 * again for ₪420, and that second approval is still PENDING with two authorised
 * approvers — the run is WAITING_FOR_ASYNC on it (`waitingFor.kind: APPROVAL`). Both
 * approvals, with their audit events, are served by the approvals API (§8 of the API
 * reference); each step's `hitlTrace.requestId` is its approval's id. The words are
 * data/support-runs.json's D23; the clocks, the approval lifecycle and the draws are here.
 */
import type { DemoRun, WireObject } from "../dataset";
import { HOUR, MINUTE, SECOND, type DemoContext } from "../context";
import { CONNECTORS } from "../connectors";
import { MODELS } from "../llm-usage";
import { fillTemplate } from "../data/templates";
import { createRng } from "../prng";
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
} from "../scenarios/support-content";

const D23 = SUPPORT_RUNS.D23;
/** The approvals API answers in ms; the wait's TTL is a day from the second request. */
const TTL = 24 * HOUR;

export interface ApprovalStory {
  runs: DemoRun[];
  approvals: WireObject[];
  auditEvents: Map<string, WireObject[]>;
}

export function refundApprovalStory(ctx: DemoContext): ApprovalStory {
  const rng = createRng("refund-approval-d23");
  const daniel = ctx.people.byKey.danielFriedman;
  const start = ctx.now - 47 * MINUTE;
  const firstAsked = start + 9_400;
  const firstAnswered = firstAsked + 6 * MINUTE + 12 * SECOND;
  const secondAsked = firstAnswered + 21_300;
  const refund = (amount: number) => ({
    charge: D23.charge,
    amount,
    currency: D23.currency,
  });
  const route = {
    id: rng.uuid(),
    connectorId: CONNECTORS.slack,
    provider: "slack",
    integrationConfigId: null,
    environmentSlug: D23.gate.environmentSlug,
    parameters: null,
  };
  const common = {
    agentId: SUPPORT_AGENT,
    agentRevision: 23,
    flow: D23.gate.flow,
    sessionId: supportSession("daniel-3"),
    taskQueueId: 0,
    executionRecordId: DEMO_SCENARIOS.D23.runId,
    gateType: D23.gate.gateType,
    stepIdentifier: D23.gate.stepIdentifier,
    toolKey: D23.gate.toolKey,
    authorizedApprovers: D23.approvers,
    deliveryRoute: route,
  };
  const full = {
    ...common,
    id: rng.uuid(),
    toolCallId: `call_${rng.hex(16)}`,
    outboundMessage: D23.full.outboundMessage,
    proposedParameters: refund(D23.full.amount),
    deliveryMessageId: `slack_${rng.hex(12)}`,
    correlationToken: `apr_${rng.hex(20)}`,
    status: "RESPONDED",
    expiresAt: firstAsked + TTL,
    respondedAt: firstAnswered,
    respondedBy: D23.full.respondedBy,
    decision: D23.full.decision,
    responseText: D23.full.responseText,
    createdAt: firstAsked,
    modifiedAt: firstAnswered,
  };
  const partial = {
    ...common,
    id: rng.uuid(),
    toolCallId: `call_${rng.hex(16)}`,
    outboundMessage: D23.partial.outboundMessage,
    proposedParameters: refund(D23.partial.amount),
    deliveryMessageId: `slack_${rng.hex(12)}`,
    correlationToken: `apr_${rng.hex(20)}`,
    status: "PENDING",
    expiresAt: secondAsked + TTL,
    respondedAt: null,
    respondedBy: null,
    decision: null,
    responseText: null,
    createdAt: secondAsked,
    modifiedAt: secondAsked,
  };
  const event = (
    approval: typeof full | typeof partial,
    fields: WireObject,
  ): WireObject => ({
    id: rng.uuid(),
    approvalRequestId: approval.id,
    agentId: SUPPORT_AGENT,
    sessionId: approval.sessionId,
    taskQueueId: 0,
    toolKey: approval.toolKey,
    gateType: approval.gateType,
    channel: null,
    actor: null,
    decision: null,
    responseText: null,
    proposedParameters: approval.proposedParameters,
    detail: null,
    correlationId: approval.correlationToken,
    ...fields,
  });
  const auditEvents = new Map<string, WireObject[]>([
    [
      full.id,
      [
        event(full, {
          eventType: "REQUESTED",
          actor: "system",
          detail: D23.requestedDetail,
          createdAt: firstAsked,
        }),
        event(full, {
          eventType: "RESPONDED",
          channel: "WEB",
          actor: full.respondedBy,
          decision: full.decision,
          responseText: full.responseText,
          createdAt: firstAnswered,
        }),
      ],
    ],
    [
      partial.id,
      [
        event(partial, {
          eventType: "REQUESTED",
          actor: "system",
          detail: D23.requestedDetail,
          createdAt: secondAsked,
        }),
      ],
    ],
  ]);

  const gate = (approval: typeof full | typeof partial): WireObject => ({
    requestId: approval.id,
    gateType: approval.gateType,
    toolKey: approval.toolKey,
    stepIdentifier: approval.stepIdentifier,
    requestedAt: approval.createdAt,
    respondedAt: approval.respondedAt,
    respondedBy: approval.respondedBy,
    decision: approval.decision,
    responseText: approval.responseText,
    outboundMessage: approval.outboundMessage,
    proposedParameters: approval.proposedParameters,
    deliveryRoute: route,
    correlationToken: approval.correlationToken,
    durationMs:
      approval.respondedAt === null
        ? null
        : approval.respondedAt - approval.createdAt,
  });
  const lookup = lookupCall(daniel, "whatsapp", 8_231_904);
  const tools = [
    toolStep({
      id: rng.uuid(),
      name: lookup.name,
      tool: lookup.tool,
      parameters: lookup.parameters,
      result: lookup.result ?? null,
      start: start + 1_900,
      end: start + 2_540,
    }),
    toolStep({
      id: rng.uuid(),
      ...supportRunCall(D23.getOrder),
      result: jsonResult(D23.getOrder.result),
      start: start + 4_300,
      end: start + 5_120,
    }),
    toolStep({
      id: rng.uuid(),
      ...D23.refund,
      parameters: full.proposedParameters,
      result: textResult(
        fillTemplate("support-runs.json", D23.notApproved, full),
      ),
      hitl: gate(full),
      start: firstAsked - 300,
      end: firstAnswered + 400,
    }),
    // Still open: the run is parked on this approval until someone answers or it expires.
    toolStep({
      id: rng.uuid(),
      ...D23.refund,
      parameters: partial.proposedParameters,
      hitl: gate(partial),
      start: secondAsked - 300,
      end: 0,
    }),
  ];
  const llm = llmStep({
    id: rng.uuid(),
    model: MODELS.flash,
    tokens: { input: 15_482, output: 611, cached: 6_800, thinking: 902 },
    systemInstructions: SUPPORT_INSTRUCTIONS,
    reasoning: D23.reasoning,
    messages: [
      { role: "user", content: D23.question },
      { role: "assistant", content: D23.reply },
    ],
    tools: SUPPORT_TOOLS,
    steps: tools,
    start: start + 240,
    end: 0,
  });
  const run = assembleRun(ctx, {
    id: DEMO_SCENARIOS.D23.runId,
    agentId: SUPPORT_AGENT,
    revision: 23,
    start,
    end: 0,
    status: "WAITING_FOR_ASYNC",
    deliveryStatus: "PENDING",
    runType: "ROOT",
    subject: D23.subject,
    trigger: supportTrigger(daniel, "whatsapp"),
    destinations: supportDestinations("whatsapp"),
    sessionId: common.sessionId,
    topicId: daniel.topicId,
    parameters: { message: D23.question },
    output: null,
    traces: [flowStep({ id: rng.uuid(), start, end: 0, steps: [llm] })],
    waitingFor: {
      kind: "APPROVAL",
      ...D23.waitingFor,
      waitingSince: secondAsked,
      expiresAt: partial.expiresAt,
    },
  });
  return { runs: [run], approvals: [full, partial], auditEvents };
}
