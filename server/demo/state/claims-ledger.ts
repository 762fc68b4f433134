/**
 * The claims triage automation (a ledger: each new claim is an item; `triage` classifies
 * it, `ask_adjuster` asks the on-call adjuster on WhatsApp). D19 is the third attempt at
 * claim-4471: the first failed on a policy-store timeout, the second got no verdict from
 * the model, the third moved it to `ask_adjuster` — where it is WAITING on a batch whose
 * delivery is UNDELIVERABLE: nobody was asked and nobody will answer. The sweep's passes
 * (the newest still running: its cost a floor) and the exclusion reasons come with it.
 */
import type { DemoRun, WireObject } from "../dataset";
import { DAY, HOUR, MINUTE, type DemoContext } from "../context";
import { MODELS } from "../llm-usage";
import { PROMPTS } from "../prompts";
import { createRng } from "../prng";
import { assembleRun } from "../records";
import { DEMO_SCENARIOS } from "../scenarios";
import { jsonResult, textResult } from "../wire-builders";
import { simpleTrace, smallTokens } from "../scenarios/simple-trace";
import { STATE_IDS } from "./state-ids";
import type { DemoLedger, DemoState } from "./state-data";

export const CLAIMS_AGENT = "claims_triage";
const ITEM_KEY = "claim-4471";
const CLAIM = {
  claim_id: "CLM-4471",
  policy: "HOME-88213",
  loss: "water damage, kitchen ceiling",
  amount_ils: 23_800,
  reported_at: "2026-08-04",
};

interface Attempt {
  id: string;
  label: string;
  start: number;
  fromStage: string;
  toStage: string;
  toStatus: string;
  reason: string;
  error: string | null;
}

export function claimsStory(ctx: DemoContext): {
  runs: DemoRun[];
  state: Pick<DemoState, "triggers" | "ledgers">;
} {
  const t0 = ctx.now - 2 * DAY - 3 * HOUR;
  const attempts: Attempt[] = [
    {
      id: createRng("claims-a1").uuid(),
      label: "a1",
      start: t0 + 15 * MINUTE,
      fromStage: "triage",
      toStage: "triage",
      toStatus: "FAILED",
      reason: "tool error: policy_store/get_policy timed out",
      error: "policy_store/get_policy: timeout after 30s",
    },
    {
      id: createRng("claims-a2").uuid(),
      label: "a2",
      start: t0 + DAY + 15 * MINUTE,
      fromStage: "triage",
      toStage: "triage",
      toStatus: "FAILED",
      reason: "no verdict: the model's answer named no route",
      error: null,
    },
    {
      id: DEMO_SCENARIOS.D19.runId,
      label: "d19",
      start: ctx.now - 2 * HOUR - 14 * MINUTE,
      fromStage: "triage",
      toStage: "ask_adjuster",
      toStatus: "WAITING",
      reason: "above ₪20,000: asking the on-call adjuster",
      error: null,
    },
  ];
  const runs = attempts.map((attempt) => claimsRun(ctx, attempt));
  const transitions: WireObject[] = [
    {
      at: t0,
      fromStage: null,
      fromStatus: null,
      toStage: "triage",
      toStatus: "READY",
      executionRecordId: null,
      reason: "admitted",
    },
  ];
  attempts.forEach((attempt, i) => {
    transitions.push({
      at: attempt.start + 40_000,
      fromStage: attempt.fromStage,
      fromStatus: "READY",
      toStage: attempt.toStage,
      toStatus: attempt.toStatus,
      executionRecordId: attempt.id,
      reason: attempt.reason,
    });
    if (i < attempts.length - 1)
      transitions.push({
        at: attempt.start + 6 * HOUR,
        fromStage: "triage",
        fromStatus: "FAILED",
        toStage: "triage",
        toStatus: "READY",
        executionRecordId: null,
        reason: "redrive",
      });
  });
  const batchCreated = attempts[2]!.start + 41_000;
  const ledger: DemoLedger = {
    items: [
      {
        id: STATE_IDS.claimItem,
        itemKey: ITEM_KEY,
        stage: "ask_adjuster",
        status: "WAITING",
        batchId: STATE_IDS.claimBatch,
        ignoreReason: null,
        data: { ...CLAIM, triage: { route: "adjuster", confidence: 0.82 } },
        updatedAt: batchCreated,
      },
      {
        id: createRng("claims-ignored").uuid(),
        itemKey: "claim-4468",
        stage: "triage",
        status: "IGNORED",
        batchId: null,
        ignoreReason: "duplicate of an open claim",
        data: { claim_id: "CLM-4468", policy: "HOME-88213" },
        updatedAt: t0 + 20 * MINUTE,
      },
    ],
    transitions: new Map([[STATE_IDS.claimItem, transitions]]),
    batches: [
      {
        id: STATE_IDS.claimBatch,
        stage: "ask_adjuster",
        delivery: "UNDELIVERABLE",
        itemCount: 3,
        createdAt: batchCreated,
        expiresAt: batchCreated + 2 * DAY,
      },
    ],
    passes: [0, 1, 2, 3].map((k) => {
      const firedAt = ctx.now - k * 6 * HOUR - 2 * HOUR - 15 * MINUTE;
      return {
        id: createRng(`claims-pass-${k}`).uuid(),
        firedAt,
        admitted: [4, 6, 3, 5][k],
        dispatched: [4, 6, 3, 5][k],
        // The newest pass: one run parked on a person, one still running.
        completed: [2, 6, 3, 5][k],
        runs: [3, 6, 3, 5][k],
        cost: [0.0412, 0.0935, 0.0388, 0.0701][k],
      };
    }),
    exclusions: [
      { stage: "triage", reason: "duplicate of an open claim", count: 41 },
      {
        stage: "triage",
        reason: "policy not active on the loss date",
        count: 12,
      },
    ],
  };
  return {
    runs,
    state: {
      triggers: [
        {
          id: STATE_IDS.claimsTrigger,
          kind: "SCHEDULE",
          integrationId: "ledger",
          displayName: "Claims sweep",
          active: true,
          intervalValue: 6,
          intervalUnit: "HOURS",
          timezone: "Asia/Jerusalem",
          lastFiredAt: ledger.passes[0]!.firedAt,
          agentIds: [CLAIMS_AGENT],
          bindings: [
            {
              agentId: CLAIMS_AGENT,
              parameterMappings: [
                { parameterName: "stage", kind: "LITERAL", value: "triage" },
              ],
            },
          ],
        },
      ],
      ledgers: new Map([[STATE_IDS.claimsTrigger, ledger]]),
    },
  };
}

function claimsRun(ctx: DemoContext, attempt: Attempt): DemoRun {
  const rng = createRng(`claims-run-${attempt.label}`);
  const { traces, end } = simpleTrace(rng, {
    start: attempt.start,
    model: MODELS.flash,
    tokens: smallTokens(rng),
    systemInstructions: PROMPTS.claims_triage,
    reasoning: [attempt.reason],
    messages: [{ role: "user", content: JSON.stringify(CLAIM) }],
    calls: [
      {
        name: "Get Policy",
        tool: "policy_store/get_policy",
        parameters: { policy_id: CLAIM.policy },
        result: attempt.error
          ? null
          : jsonResult({
              id: CLAIM.policy,
              active: true,
              deductible_ils: 1_500,
            }),
        error: attempt.error,
        durationMs: attempt.error ? 30_000 : rng.int(800, 1_900),
      },
    ],
    result: textResult(attempt.reason),
  });
  return assembleRun(ctx, {
    id: attempt.id,
    agentId: CLAIMS_AGENT,
    revision: 4,
    start: attempt.start,
    end,
    status: "COMPLETED",
    deliveryStatus: "NOT_APPLICABLE",
    runType: "ROOT",
    subject: `Claims triage · ${ITEM_KEY}`,
    trigger: {
      type: "LEDGER_ITEM",
      id: STATE_IDS.claimsTrigger,
      provider: "ledger",
      ledgerItemId: STATE_IDS.claimItem,
      itemKey: ITEM_KEY,
      firedAt: attempt.start - 1_500,
    },
    destinations: [],
    sessionId: null,
    topicId: null,
    parameters: { stage: "triage", item_key: ITEM_KEY },
    output: textResult(attempt.reason),
    traces,
  });
}
