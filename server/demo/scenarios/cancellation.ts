/**
 * Two billing-reconciler runs for the cancellation notes (issue 10): D21, a TEST run someone
 * cancelled part-way (CANCELLED, its last tool call the one that was cut off), and D22, a
 * run still IN_PROGRESS (its trace open: `endTime: 0`, the last tool call still running).
 * D21 is older than every ordinary pass and D22 newer, so neither becomes another run's
 * "previous run". Their words are billing.json's (`cancellation`, and the passes' calls).
 */
import type { DemoRun, WireObject } from "../dataset";
import { DAY, SECOND, type DemoContext } from "../context";
import { TRIGGERS } from "../connectors";
import { MODELS } from "../llm-usage";
import { PROMPTS } from "../prompts";
import { createRng } from "../prng";
import { assembleRun } from "../records";
import { DEMO_SCENARIOS } from "../scenarios";
import { filledCall } from "../data/templates";
import { BILLING, billingCall } from "./billing";
import { simpleTrace, smallTokens } from "./simple-trace";

const AGENT = "billing_reconciler";
const INSTRUCTIONS = PROMPTS["billing_reconciler/draft"];
const WORDS = BILLING.cancellation;

function reconcileTrace(seed: string, start: number) {
  const rng = createRng(seed);
  return simpleTrace(rng, {
    start,
    model: MODELS.flash,
    tokens: smallTokens(rng),
    systemInstructions: INSTRUCTIONS,
    reasoning: [WORDS.reasoning],
    messages: WORDS.messages,
    calls: [
      billingCall(BILLING.listPayments, WORDS.payments, 1_800),
      // Cut off before it answered.
      {
        ...filledCall("billing.json", BILLING.listInvoices, {}),
        result: null,
        durationMs: 40_000,
      },
    ],
  });
}

/** Every step whose end is at or after `cut` is still open (`endTime: 0`), iteratively. */
function openFrom(traces: WireObject[], cut: number): void {
  const stack: WireObject[] = [...traces];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if ((step.endTime as number) >= cut) {
      step.endTime = 0;
      step.duration = 0;
      step.status = "UNSPECIFIED";
      step.result = null;
    }
    stack.push(...((step.steps as WireObject[] | undefined) ?? []));
  }
}

const SCHEDULE = {
  type: "SCHEDULE",
  id: TRIGGERS.reconcileSchedule,
  provider: "schedule",
};

export function cancellationRuns(ctx: DemoContext): DemoRun[] {
  const cancelledStart = ctx.now - 3 * DAY - 41 * SECOND;
  const cancelled = reconcileTrace("d16-cancelled", cancelledStart);
  const cancelledAt = cancelledStart + 12 * SECOND;
  openFrom(cancelled.traces, cancelledAt);
  const liveStart = ctx.now - 20 * SECOND;
  const live = reconcileTrace("d17-in-progress", liveStart);
  openFrom(live.traces, ctx.now - 2 * SECOND);
  return [
    assembleRun(ctx, {
      id: DEMO_SCENARIOS.D21.runId,
      agentId: AGENT,
      revision: 12,
      start: cancelledStart,
      end: cancelledAt,
      status: "CANCELLED",
      deliveryStatus: "NOT_APPLICABLE",
      runType: "ROOT",
      subject: WORDS.subjects.D21,
      trigger: { type: "MANUAL", id: null, provider: "draft" },
      origin: "TEST",
      destinations: [],
      sessionId: null,
      topicId: null,
      parameters: BILLING.parameters,
      output: null,
      traces: cancelled.traces,
    }),
    assembleRun(ctx, {
      id: DEMO_SCENARIOS.D22.runId,
      agentId: AGENT,
      revision: 12,
      start: liveStart,
      end: 0,
      status: "IN_PROGRESS",
      deliveryStatus: "PENDING",
      runType: "ROOT",
      subject: WORDS.subjects.D22,
      trigger: SCHEDULE,
      destinations: [],
      sessionId: null,
      topicId: null,
      parameters: BILLING.parameters,
      output: null,
      traces: live.traces,
    }),
  ];
}
