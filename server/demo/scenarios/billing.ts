/**
 * The billing reconciler, every 6 hours: eight ordinary passes, D9 (a Stripe outage ended
 * the run: FAILED, the tool step ERROR) and D5 (the next pass, REJECTED by the monthly
 * cost budget before it ran: a record and its reason, no trace, no result). The words are
 * data/billing.json; the schedule and the draws (counts, durations) are here, in order.
 */
import type { DemoRun } from "../dataset";
import { HOUR, MINUTE, SECOND, type DemoContext } from "../context";
import { destination, TRIGGERS } from "../connectors";
import { MODELS } from "../llm-usage";
import billingJson from "../data/billing.json" with { type: "json" };
import { BillingWords, loadDataFile } from "../data/schemas";
import {
  fillTemplate,
  filledCall,
  type TemplateValues,
  type ToolCallWords,
} from "../data/templates";
import { PROMPTS } from "../prompts";
import { createRng, type Rng } from "../prng";
import { assembleRejectedRun, assembleRun } from "../records";
import { DEMO_SCENARIOS } from "../scenarios";
import { jsonResult, textResult, type ChatMessage } from "../wire-builders";
import { simpleTrace, smallTokens, type SimpleToolCall } from "./simple-trace";

const AGENT = "billing_reconciler";
/** The reconciler's words, shared with D21/D22 (cancellation.ts). */
export const BILLING = loadDataFile("billing.json", BillingWords, billingJson);
const WORDS = BILLING;
const SUBJECT = WORDS.subject;
const FILLER_COUNT = 8;
const STRIPE_ERROR = WORDS.stripeError;

const INSTRUCTIONS: readonly ChatMessage[] = PROMPTS.billing_reconciler;

const trigger = () => ({
  type: "SCHEDULE",
  id: TRIGGERS.reconcileSchedule,
  provider: "schedule",
});
const PARAMETERS = WORDS.parameters;

/** Start of pass `k` (0 = the newest, D5): 6 hours apart, 17 minutes past the slot. */
const passStart = (ctx: DemoContext, k: number) =>
  ctx.now - k * 6 * HOUR - 17 * MINUTE - 3 * SECOND;

/** A call from billing.json with its placeholders filled; `durationMs` is drawn by the caller. */
export function billingCall(
  words: ToolCallWords & { result: Record<string, unknown> },
  values: TemplateValues,
  durationMs: number,
): SimpleToolCall {
  return {
    ...filledCall("billing.json", words, values),
    result: jsonResult(fillTemplate("billing.json", words.result, values)),
    durationMs,
  };
}

function passCalls(rng: Rng, failing: boolean): SimpleToolCall[] {
  const paid = {
    paymentCount: rng.int(18, 64),
    paymentTotal: rng.int(40_000, 180_000),
  };
  const payments = billingCall(WORDS.listPayments, paid, rng.int(1_100, 2_600));
  if (failing) {
    return [
      payments,
      {
        ...filledCall("billing.json", WORDS.listInvoices, {}),
        error: STRIPE_ERROR,
        durationMs: 14_200,
      },
    ];
  }
  const mismatches = rng.int(0, 3);
  const invoices = { invoiceCount: rng.int(18, 64) };
  return [
    payments,
    billingCall(WORDS.listInvoices, invoices, rng.int(1_400, 3_900)),
    billingCall(WORDS.appendMismatches, { mismatches }, rng.int(600, 1_300)),
    billingCall(WORDS.postSummary, { mismatches }, rng.int(400, 900)),
  ];
}

function pass(
  ctx: DemoContext,
  id: string,
  rng: Rng,
  start: number,
  failing: boolean,
): DemoRun {
  const { traces, end } = simpleTrace(rng, {
    start,
    model: MODELS.flashLite,
    tokens: smallTokens(rng),
    systemInstructions: INSTRUCTIONS,
    reasoning: [failing ? WORDS.reasoning.failed : WORDS.reasoning.passed],
    messages: WORDS.messages,
    calls: passCalls(rng, failing),
    fatalError: failing ? STRIPE_ERROR : null,
  });
  return assembleRun(ctx, {
    id,
    agentId: AGENT,
    revision: 8,
    start,
    end,
    status: failing ? "FAILED" : "COMPLETED",
    deliveryStatus: failing ? "NOT_APPLICABLE" : "DELIVERED",
    runType: "ROOT",
    subject: SUBJECT,
    trigger: trigger(),
    destinations: [destination("slack")],
    sessionId: `ts_${rng.hex(24)}`,
    topicId: null,
    parameters: PARAMETERS,
    output: failing ? null : textResult(WORDS.output),
    traces,
  });
}

export function billingRuns(ctx: DemoContext): DemoRun[] {
  const d5 = assembleRejectedRun(ctx, {
    id: DEMO_SCENARIOS.D5.runId,
    agentId: AGENT,
    revision: 8,
    start: passStart(ctx, 0),
    runType: "ROOT",
    subject: SUBJECT,
    trigger: trigger(),
    destinations: [destination("slack")],
    sessionId: null,
    topicId: null,
    parameters: PARAMETERS,
    rejectionReason: WORDS.rejectionReason,
  });
  const d9 = pass(
    ctx,
    DEMO_SCENARIOS.D9.runId,
    createRng("d9"),
    passStart(ctx, 1),
    true,
  );
  const fillers: DemoRun[] = [];
  for (let k = 2; k < 2 + FILLER_COUNT; k++) {
    const rng = createRng(`billing-filler-${k}`);
    fillers.push(
      pass(
        ctx,
        rng.uuid(),
        rng,
        passStart(ctx, k) + rng.int(0, 90) * SECOND,
        false,
      ),
    );
  }
  return [d5, d9, ...fillers];
}
