/**
 * The billing reconciler, every 6 hours: eight ordinary passes, D9 (a Stripe outage ended
 * the run: FAILED, the tool step ERROR) and D5 (the next pass, REJECTED by the monthly
 * cost budget before it ran: a record and its reason, no trace, no result).
 */
import type { DemoRun } from "../dataset";
import { HOUR, MINUTE, SECOND, type DemoContext } from "../context";
import { destination, TRIGGERS } from "../connectors";
import { MODELS } from "../llm-usage";
import { PROMPTS } from "../prompts";
import { createRng, type Rng } from "../prng";
import { assembleRejectedRun, assembleRun } from "../records";
import { DEMO_SCENARIOS } from "../scenarios";
import { jsonResult, textResult, type ChatMessage } from "../wire-builders";
import { simpleTrace, smallTokens, type SimpleToolCall } from "./simple-trace";

const AGENT = "billing_reconciler";
const SUBJECT = "Stripe vs QuickBooks · 6-hour reconciliation";
const FILLER_COUNT = 8;
const STRIPE_ERROR =
  "Stripe API 503 Service Unavailable after 3 retries (GET /v1/invoices?status=paid&limit=100)";

const INSTRUCTIONS: readonly ChatMessage[] = PROMPTS.billing_reconciler;

const trigger = () => ({
  type: "SCHEDULE",
  id: TRIGGERS.reconcileSchedule,
  provider: "schedule",
});
const PARAMETERS = { window_hours: 6, currency: "ILS" };

/** Start of pass `k` (0 = the newest, D5): 6 hours apart, 17 minutes past the slot. */
const passStart = (ctx: DemoContext, k: number) =>
  ctx.now - k * 6 * HOUR - 17 * MINUTE - 3 * SECOND;

function passCalls(rng: Rng, failing: boolean): SimpleToolCall[] {
  const payments: SimpleToolCall = {
    name: "List Payments",
    tool: "quickbooks/list_payments",
    parameters: { since_hours: 6, limit: 200 },
    result: jsonResult({
      count: rng.int(18, 64),
      total: rng.int(40_000, 180_000),
    }),
    durationMs: rng.int(1_100, 2_600),
  };
  if (failing) {
    return [
      payments,
      {
        name: "List Invoices",
        tool: "stripe/list_invoices",
        parameters: { status: "paid", limit: 100 },
        error: STRIPE_ERROR,
        durationMs: 14_200,
      },
    ];
  }
  const mismatches = rng.int(0, 3);
  return [
    payments,
    {
      name: "List Invoices",
      tool: "stripe/list_invoices",
      parameters: { status: "paid", limit: 100 },
      result: jsonResult({ count: rng.int(18, 64), has_more: false }),
      durationMs: rng.int(1_400, 3_900),
    },
    {
      name: "Append Mismatches",
      tool: "google_sheets/append_rows",
      parameters: {
        spreadsheetId: "1FinRecon2026Q3xY",
        range: "Reconciliation!A:F",
        rows: mismatches,
      },
      result: jsonResult({ updates: { updatedRows: mismatches } }),
      durationMs: rng.int(600, 1_300),
    },
    {
      name: "Post Summary",
      tool: "slack/post_message",
      parameters: {
        channel: "#finance",
        text: `Reconciliation: ${mismatches} mismatch(es) in the last 6 hours.`,
      },
      result: jsonResult({ ok: true }),
      durationMs: rng.int(400, 900),
    },
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
    reasoning: [
      failing
        ? "Stripe keeps returning 503; without the invoices I cannot reconcile."
        : "Payments and invoices listed; matching by invoice number and amount.",
    ],
    messages: [
      {
        role: "user",
        content: "Scheduled reconciliation for the last 6 hours.",
      },
    ],
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
    output: failing ? null : textResult("Reconciliation posted to #finance."),
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
    rejectionReason: "Monthly cost budget exhausted: $500.00 of $500.00 used",
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
