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
import claimsLedgerJson from "../data/claims-ledger.json" with { type: "json" };
import { ClaimsLedger, loadDataFile } from "../data/schemas";
import { createRng } from "../prng";
import { assembleRun } from "../records";
import { DEMO_SCENARIOS } from "../scenarios";
import { jsonResult, textResult } from "../wire-builders";
import { simpleTrace, smallTokens } from "../scenarios/simple-trace";
import { STATE_IDS } from "./state-ids";
import type { DemoLedger, DemoState } from "./state-data";

export const CLAIMS_AGENT = "claims_triage";

/** The claim, its attempts, batch, passes and exclusions: data/claims-ledger.json. */
const LEDGER = loadDataFile(
  "claims-ledger.json",
  ClaimsLedger,
  claimsLedgerJson,
);
const ITEM_KEY = LEDGER.itemKey;
const CLAIM = LEDGER.claim;

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
  const t0 = ctx.now - LEDGER.admittedHoursAgo * HOUR;
  const attempts: Attempt[] = LEDGER.attempts.map(
    ({ named, at, ...attempt }) => ({
      ...attempt,
      id: named
        ? DEMO_SCENARIOS[named].runId
        : createRng(`claims-${attempt.label}`).uuid(),
      start:
        "minutesAgo" in at
          ? ctx.now - at.minutesAgo * MINUTE
          : t0 + at.minutesAfterAdmitted * MINUTE,
    }),
  );
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
  // Each attempt moves the item 40 s after it starts; a failed one is redriven 6 hours later.
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
  const last = attempts.at(-1)!;
  const batchCreated = last.start + 41_000;
  const ledger: DemoLedger = {
    items: [
      {
        id: STATE_IDS.claimItem,
        itemKey: ITEM_KEY,
        stage: last.toStage,
        status: last.toStatus,
        batchId: STATE_IDS.claimBatch,
        ignoreReason: null,
        data: { ...CLAIM, triage: LEDGER.triage },
        updatedAt: batchCreated,
      },
      {
        id: createRng("claims-ignored").uuid(),
        itemKey: LEDGER.ignored.itemKey,
        stage: LEDGER.ignored.stage,
        status: "IGNORED",
        batchId: null,
        ignoreReason: LEDGER.ignored.ignoreReason,
        data: LEDGER.ignored.data,
        updatedAt: t0 + LEDGER.ignored.minutesAfterAdmitted * MINUTE,
      },
    ],
    transitions: new Map([[STATE_IDS.claimItem, transitions]]),
    batches: [
      {
        id: STATE_IDS.claimBatch,
        stage: LEDGER.batch.stage,
        delivery: LEDGER.batch.delivery,
        itemCount: LEDGER.batch.itemCount,
        createdAt: batchCreated,
        expiresAt: batchCreated + LEDGER.batch.expiresAfterDays * DAY,
      },
    ],
    // One sweep interval apart; the newest has one run parked on a person, one still running.
    passes: LEDGER.passes.map((pass, k) => ({
      id: createRng(`claims-pass-${k}`).uuid(),
      firedAt:
        ctx.now -
        k * LEDGER.trigger.intervalHours * HOUR -
        LEDGER.lastPassMinutesAgo * MINUTE,
      ...pass,
    })),
    exclusions: LEDGER.exclusions,
  };
  return {
    runs,
    state: {
      triggers: [
        {
          id: STATE_IDS.claimsTrigger,
          kind: "SCHEDULE",
          integrationId: "ledger",
          displayName: LEDGER.trigger.displayName,
          active: true,
          intervalValue: LEDGER.trigger.intervalHours,
          intervalUnit: "HOURS",
          timezone: LEDGER.trigger.timezone,
          lastFiredAt: ledger.passes[0]!.firedAt,
          agentIds: [CLAIMS_AGENT],
          bindings: [
            {
              agentId: CLAIMS_AGENT,
              parameterMappings: [
                {
                  parameterName: "stage",
                  kind: "LITERAL",
                  value: LEDGER.trigger.stage,
                },
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
          : jsonResult({ id: CLAIM.policy, ...LEDGER.policyAnswer }),
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
    parameters: { stage: LEDGER.trigger.stage, item_key: ITEM_KEY },
    output: textResult(attempt.reason),
    traces,
  });
}
