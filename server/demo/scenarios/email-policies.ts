/**
 * The email policies parser: D1 (the complaint "it only processed 2 of my 20 emails"),
 * D2 (the run just before it, same flow, different inputs), D1's fan-out (D3a, D3b and
 * the underwriting consult) and ~24 scheduled filler runs before D2.
 */
import type { DemoRun, WireObject } from "../dataset";
import { MINUTE, SECOND, type DemoContext } from "../context";
import { destination } from "../connectors";
import { MODELS, type TokenCounts } from "../llm-usage";
import { createRng, type Rng } from "../prng";
import { assembleRun } from "../records";
import { D1_CONSULT_RUN, DEMO_SCENARIOS } from "../scenarios";
import {
  flowStep,
  jsonResult,
  llmStep,
  textResult,
  toolStep,
  type Span,
} from "../wire-builders";
import {
  BROKERS,
  DIGEST_INSTRUCTIONS,
  DIGEST_TOOLS,
  inboxMessages,
  POLICY_AGENT,
  POLICY_MESSAGES,
  POLICY_PARAMETERS,
  POLICY_SUBJECT,
  POLICY_SHEET_ID,
  POLICY_SYSTEM_INSTRUCTIONS,
  POLICY_TOOLS,
  policyTrigger,
} from "./email-policies-content";
import {
  policyBatchTiming,
  type PolicyBatchTiming,
} from "./email-policies-layout";
import {
  BATCH,
  batchCall,
  consultSteps,
  fillBatch,
  filingSteps,
  memorySearchStep,
  memoryWriteStep,
  rosterStep,
  searchStep,
  spawnStep,
  type PolicyBatchInputs,
} from "./email-policies-steps";
import { policyFillerRuns } from "./email-filler";
import { d1Children, d1ConsultRun, d1SubtaskRuns } from "./email-subtasks";

export interface PolicyBatchVariant extends PolicyBatchInputs {
  runId: string;
  rngLabel: string;
  start: number;
  spanMs: number;
  reasoning: readonly string[];
  tokens: TokenCounts;
}

function digestText(variant: PolicyBatchVariant): string {
  const parsed = variant.children.filter(
    (child) => child.status === "COMPLETED",
  ).length;
  const failed = variant.children.length - parsed;
  const ids = variant.messages
    .slice(0, variant.children.length)
    .map((message) => message.policyId);
  const { approvers } = BATCH.digest;
  return fillBatch(BATCH.digest.text, {
    parsed,
    failed,
    policyIds: ids.join(", "),
    firstPolicyId: ids[0],
    approver: variant.advisorFails ? approvers.fallback : approvers.advisor,
    watermarkWritten: variant.watermarkWritten,
  });
}

function digestStep(
  rng: Rng,
  variant: PolicyBatchVariant,
  timing: PolicyBatchTiming,
): WireObject {
  const text = digestText(variant);
  const values: Record<string, unknown> = {
    text,
    recipients: variant.roster.map((broker) => broker.email),
    sheetId: POLICY_SHEET_ID,
    watermarkWritten: variant.watermarkWritten,
  };
  const id = rng.uuid();
  const slackId = rng.uuid();
  values.slackTs = `${Math.floor(timing.slack.end / 1000)}.${rng.int(100000, 999999)}`;
  const emailId = rng.uuid();
  values.mailHex = rng.hex(13);
  values.threadHex = rng.hex(13);
  const step = (
    words: (typeof BATCH)["postToSlack"],
    stepId: string,
    span: Span,
  ) =>
    toolStep({
      id: stepId,
      ...batchCall(words, values),
      result: jsonResult(fillBatch(words.result, values)),
      ...span,
    });
  return llmStep({
    id,
    name: BATCH.digest.name,
    model: MODELS.flash,
    tokens: { input: 4_120, output: 612, cached: 0, thinking: 240 },
    systemInstructions: DIGEST_INSTRUCTIONS,
    reasoning: BATCH.digest.reasoning,
    messages: BATCH.digest.messages,
    tools: DIGEST_TOOLS,
    result: textResult(text),
    ...timing.digest,
    steps: [
      step(BATCH.postToSlack, slackId, timing.slack),
      step(BATCH.sendSummary, emailId, timing.email),
      step(BATCH.updateRunLog, rng.uuid(), timing.runLog),
    ],
  });
}

export function buildPolicyBatchRun(
  ctx: DemoContext,
  variant: PolicyBatchVariant,
): { run: DemoRun; timing: PolicyBatchTiming } {
  const rng = createRng(variant.rngLabel);
  const timing = policyBatchTiming(
    variant.start,
    variant.spanMs,
    variant.advisorFails,
  );
  const toolSteps = [
    memorySearchStep(rng, variant, timing.memorySearch),
    searchStep(rng, variant, timing.search),
    spawnStep(rng, variant, timing),
    rosterStep(rng, variant, timing.roster),
    ...filingSteps(rng, variant, timing),
    ...consultSteps(rng, variant, timing),
    memoryWriteStep(rng, variant, timing.memoryWrite, timing.memoryWrite.end),
  ];
  const main = llmStep({
    id: rng.uuid(),
    model: MODELS.flash,
    tokens: variant.tokens,
    systemInstructions: POLICY_SYSTEM_INSTRUCTIONS,
    reasoning: variant.reasoning,
    messages: POLICY_MESSAGES,
    tools: POLICY_TOOLS,
    steps: toolSteps,
    ...timing.llm,
  });
  const traces = [
    flowStep({
      id: rng.uuid(),
      ...timing.flow,
      steps: [main, digestStep(rng, variant, timing)],
    }),
  ];
  const run = assembleRun(ctx, {
    id: variant.runId,
    agentId: POLICY_AGENT,
    revision: 59,
    start: timing.flow.start,
    end: timing.flow.end,
    status: "COMPLETED",
    deliveryStatus: "DELIVERED",
    runType: "ROOT",
    subject: POLICY_SUBJECT,
    trigger: policyTrigger(ctx),
    destinations: [destination("slack")],
    sessionId: `ts_${rng.hex(24)}`,
    topicId: null,
    parameters: POLICY_PARAMETERS,
    output: textResult(digestText(variant)),
    traces,
  });
  return { run, timing };
}

const MEMORY_ID = createRng("email-memory").uuid();

function d1Variant(ctx: DemoContext): PolicyBatchVariant {
  const words = BATCH.runs.D1;
  const messages = inboxMessages(
    createRng("d1-inbox"),
    words.firstPolicy,
    words.emails,
    words.inboxDay,
  );
  return {
    runId: DEMO_SCENARIOS.D1.runId,
    rngLabel: "d1",
    start: ctx.now - (26 * MINUTE + 41 * SECOND),
    spanMs: 11 * MINUTE + 23 * SECOND,
    memoryId: MEMORY_ID,
    watermarkRead: words.watermarkRead,
    watermarkWritten: words.watermarkWritten,
    searchAfter: words.searchAfter,
    messages,
    truncatedSearch: true,
    roster: BROKERS.slice(0, 2),
    children: d1Children(messages),
    advisorFails: true,
    consultRunId: D1_CONSULT_RUN.runId,
    advisorId: ctx.people.byKey.dorGelless.id,
    tokens: { input: 31_842, output: 1_206, cached: 18_400, thinking: 2_315 },
    reasoning: words.reasoning,
  };
}

function d2Variant(ctx: DemoContext, d1Start: number): PolicyBatchVariant {
  const rng = createRng("d2-children");
  const words = BATCH.runs.D2;
  const messages = inboxMessages(
    createRng("d2-inbox"),
    words.firstPolicy,
    words.emails,
    words.inboxDay,
  );
  return {
    runId: DEMO_SCENARIOS.D2.runId,
    rngLabel: "d2",
    // The previous fire of the 30-minute schedule.
    start: d1Start - 30 * MINUTE + 2_917,
    spanMs: 9 * MINUTE + 41 * SECOND,
    memoryId: MEMORY_ID,
    watermarkRead: words.watermarkRead,
    watermarkWritten: words.watermarkWritten,
    searchAfter: words.searchAfter,
    messages,
    truncatedSearch: false,
    roster: BROKERS,
    children: messages.map((message) => ({
      runId: rng.uuid(),
      status: "COMPLETED" as const,
      sessionId: `ts_${rng.hex(24)}`,
      response: fillBatch(words.childResponse, {
        policyId: message.policyId,
        holder: message.holder.name,
        insurer: message.insurer,
      }),
    })),
    advisorFails: false,
    consultRunId: null,
    advisorId: ctx.people.byKey.dorGelless.id,
    tokens: { input: 29_377, output: 1_034, cached: 18_400, thinking: 1_988 },
    reasoning: words.reasoning,
  };
}

export function emailPolicyRuns(ctx: DemoContext): DemoRun[] {
  const d1Inputs = d1Variant(ctx);
  const d1 = buildPolicyBatchRun(ctx, d1Inputs);
  const d2 = buildPolicyBatchRun(ctx, d2Variant(ctx, d1Inputs.start));
  return [
    d1.run,
    d2.run,
    ...d1SubtaskRuns(
      ctx,
      d1Inputs.children,
      d1Inputs.messages,
      d1.timing.childRuns,
    ),
    d1ConsultRun(ctx, d1Inputs.messages[0]!, d1.timing.underwriter!),
    ...policyFillerRuns(ctx, d2.timing.flow.start),
  ];
}
