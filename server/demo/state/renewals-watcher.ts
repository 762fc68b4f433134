/**
 * The renewals watcher, daily at a fixed time Europe/Berlin (this morning's fire, five
 * hours before the anchor): it reads its watermark from memory,
 * lists the policies renewing in the next 30 days since then, emails the brokers and writes
 * the watermark and the ids it notified back. Four runs, oldest first:
 *
 * - W0 (two days ago, on schedule) writes the watermark.
 * - D16 (yesterday, on schedule): its search read a watermark a week older than W0 wrote —
 *   someone reset it in between, so it re-notified a week of renewals.
 * - R1 (last night, off schedule): a manual fire that read the watermark, then FAILED on
 *   the policy store before writing anything back.
 * - R2 (three hours later, off schedule): a retry REJECTED by the cost budget — it never
 *   ran, so it consumed no backlog (the previous-run choice passes over it).
 * - D18 (today, on schedule): the ids it wrote back hold one garbled id, one hex character
 *   off the policy the store returned. Its previous run is R1, so the value it read was
 *   last written two runs back, by D16.
 * - D17 (today, three hours later): an off-schedule fire that found almost nothing left.
 *
 * The memories API answers with D17's write: the value now.
 */
import type { DemoRun, WireObject } from "../dataset";
import { DAY, HOUR, SECOND, type DemoContext } from "../context";
import { MODELS } from "../llm-usage";
import { PROMPTS } from "../prompts";
import { createRng, type Rng } from "../prng";
import { assembleRejectedRun, assembleRun } from "../records";
import { DEMO_SCENARIOS } from "../scenarios";
import { jsonResult, textResult } from "../wire-builders";
import {
  simpleTrace,
  smallTokens,
  type SimpleToolCall,
} from "../scenarios/simple-trace";
import { STATE_IDS } from "./state-ids";
import type { DemoState } from "./state-data";

export const RENEWALS_AGENT = "renewals_watcher";
const TITLE = "renewals watermark";

/**
 * Every demo time is `now ± offset` (so the data set shifts whole with its anchor): the
 * schedule is set to the Berlin wall-clock time of this morning's fire rather than the
 * fires being moved to a fixed hour.
 */
export function renewalsTrigger(
  morning: number,
  lastFiredAt: number,
): WireObject {
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    hourCycle: "h23",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(new Date(morning));
  const part = (type: string) =>
    String(Number(clock.find((item) => item.type === type)?.value ?? 0));
  return {
    id: STATE_IDS.renewalsTrigger,
    kind: "SCHEDULE",
    integrationId: "schedule",
    displayName: "Renewals — every morning",
    active: true,
    timeout: 900,
    scheduleFrequency: "DAILY",
    scheduleHour: part("hour"),
    scheduleMinute: part("minute"),
    timezone: "Europe/Berlin",
    lastFiredAt,
    agentIds: [RENEWALS_AGENT],
    bindings: [
      {
        agentId: RENEWALS_AGENT,
        parameterMappings: [
          { parameterName: "window_days", kind: "LITERAL", value: "30" },
          { parameterName: "max_notices", kind: "LITERAL", value: "20" },
        ],
      },
    ],
  };
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, "Z");
const policyId = (rng: Rng) => `pol_${rng.hex(16)}`;

interface Pass {
  id: string;
  label: string;
  fire: number;
  read: string;
  policies: string[];
  /** What it writes back as the notified ids (D18 garbles one). */
  written?: string[];
  /** The policy store's error: the run stops there, before notifying or writing. */
  failure?: string;
  reasoning: string;
}

export function renewalsStory(ctx: DemoContext): {
  runs: DemoRun[];
  state: Pick<DemoState, "memories" | "triggers">;
} {
  // This morning's on-schedule fire, five hours ago (to the minute, as a schedule fires).
  const f = Math.floor((ctx.now - 5 * HOUR) / 60_000) * 60_000;
  const rng = createRng("renewals-policies");
  const ids = Array.from({ length: 18 }, () => policyId(rng));
  const w0Fire = f - 2 * DAY;
  const d16Fire = f - DAY;
  const d17Fire = f + 3 * HOUR;
  const d16Write = `last_seen=${iso(d16Fire)}; notified=[${ids.slice(3, 15).join(", ")}]`;
  // One hex character off: the model re-emitted the list and garbled the last id.
  const real = ids[16]!;
  const garbled = `${real.slice(0, -2)}${real.at(-2) === "b" ? "c" : "b"}${real.at(-1)}`;
  const d18Write = `last_seen=${iso(f)}; notified=[${ids[15]}, ${garbled}]`;
  const d17Write = `last_seen=${iso(d17Fire)}; notified=[${ids[17]}]`;
  const r1Fire = f - 6 * HOUR;
  const passes: Pass[] = [
    {
      id: createRng("renewals-w0").uuid(),
      label: "w0",
      fire: w0Fire,
      read: `last_seen=${iso(w0Fire - DAY)}; notified=[]`,
      policies: ids.slice(0, 3),
      reasoning:
        "Three renewals since the watermark; emailing their brokers and advancing the watermark.",
    },
    {
      id: DEMO_SCENARIOS.D16.runId,
      label: "d16",
      fire: d16Fire,
      // Reset by hand to a week before W0's write: not what W0 left.
      read: `last_seen=${iso(w0Fire - 7 * DAY)}; notified=[]`,
      policies: ids.slice(3, 15),
      reasoning:
        "The watermark is eight days old, so twelve policies renew in the window since then. Notifying all twelve brokers.",
    },
    {
      id: createRng("renewals-r1-id").uuid(),
      label: "r1",
      fire: r1Fire,
      read: d16Write,
      policies: [],
      failure:
        "policy_store 503 Service Unavailable (GET /renewals?window_days=30)",
      reasoning:
        "Manual pass: listing the renewals since the watermark before notifying.",
    },
    {
      id: DEMO_SCENARIOS.D18.runId,
      label: "d18",
      fire: f,
      read: d16Write,
      policies: ids.slice(15, 17),
      written: [ids[15]!, garbled],
      reasoning:
        "Two renewals since yesterday. Notifying both and recording their ids.",
    },
    {
      id: DEMO_SCENARIOS.D17.runId,
      label: "d17",
      fire: d17Fire,
      read: d18Write,
      policies: ids.slice(17, 18),
      reasoning: "Only one renewal since this morning's pass: notifying it.",
    },
  ];
  const runs = passes.map((pass) => renewalsRun(ctx, pass));
  const r2 = rejectedFire(ctx, f - 3 * HOUR);

  return {
    runs: [...runs, r2],
    state: {
      memories: new Map([
        [
          RENEWALS_AGENT,
          [
            {
              id: STATE_IDS.renewalsMemory,
              title: TITLE,
              content: d17Write,
              tags: ["watermark"],
              createdAt: w0Fire - 40 * DAY,
              modifiedAt: (runs[4]!.record.endTime as number) - SECOND,
            },
          ],
        ],
      ]),
      triggers: [renewalsTrigger(f, d17Fire)],
    },
  };
}

/** The id of R2, the rejected retry (e2e opens it). */
export const RENEWALS_REJECTED_RUN_ID = createRng("renewals-r2-id").uuid();

/** A fire of the schedule's trigger blocked pre-flight: a record with no trace. */
function rejectedFire(ctx: DemoContext, fire: number): DemoRun {
  const rng = createRng("renewals-r2");
  return assembleRejectedRun(ctx, {
    id: RENEWALS_REJECTED_RUN_ID,
    agentId: RENEWALS_AGENT,
    revision: 12,
    start: fire + rng.int(1_200, 4_000),
    runType: "ROOT",
    subject: "Renewals · daily broker notices",
    trigger: scheduleFire(rng.uuid(), fire),
    destinations: [],
    sessionId: null,
    topicId: null,
    parameters: { window_days: 30, max_notices: 20 },
    rejectionReason: "Monthly cost budget exhausted: $200.00 of $200.00 used",
  });
}

function renewalsRun(ctx: DemoContext, pass: Pass): DemoRun {
  const rng = createRng(`renewals-${pass.label}`);
  const start = pass.fire + rng.int(1_200, 4_000);
  const written = pass.written ?? pass.policies;
  const failure = pass.failure ?? null;
  const { traces, end } = simpleTrace(rng, {
    start,
    model: MODELS.flash,
    tokens: smallTokens(rng),
    systemInstructions: PROMPTS.renewals_watcher,
    reasoning: [pass.reasoning],
    messages: [{ role: "user", content: "Scheduled renewals pass." }],
    calls: [
      {
        name: "Memory Search",
        tool: "system/memory_search",
        parameters: { query: TITLE },
        result: jsonResult({
          memories: [
            {
              id: STATE_IDS.renewalsMemory,
              title: TITLE,
              content: `${pass.read.slice(0, 60)}…`,
              truncated: true,
            },
          ],
        }),
        durationMs: rng.int(300, 700),
      },
      {
        name: "List Renewals",
        tool: "policy_store/list_renewals",
        parameters: { window_days: 30, since: pass.read.slice(10, 30) },
        ...(failure
          ? { error: failure }
          : {
              result: jsonResult({
                policies: pass.policies.map((id, i) => ({
                  id,
                  renews_on: iso(pass.fire + (10 + i) * DAY).slice(0, 10),
                })),
                more: false,
              }),
            }),
        durationMs: rng.int(900, 2_400),
      },
      ...(failure ? [] : afterListing(rng, pass, written)),
    ],
    fatalError: failure,
    result: failure
      ? null
      : textResult(`Notified ${pass.policies.length} renewal(s).`),
  });
  return assembleRun(ctx, {
    id: pass.id,
    agentId: RENEWALS_AGENT,
    revision: 12,
    start,
    end,
    status: failure ? "FAILED" : "COMPLETED",
    deliveryStatus: "NOT_APPLICABLE",
    runType: "ROOT",
    subject: "Renewals · daily broker notices",
    trigger: scheduleFire(rng.uuid(), pass.fire),
    destinations: [],
    sessionId: null,
    topicId: null,
    parameters: { window_days: 30, max_notices: 20 },
    output: failure
      ? null
      : textResult(`Notified ${pass.policies.length} renewal(s).`),
    traces,
  });
}

/** Notifying the brokers and writing the watermark back: a pass that listed its renewals. */
function afterListing(
  rng: Rng,
  pass: Pass,
  written: string[],
): SimpleToolCall[] {
  return [
    {
      name: "Send Emails",
      tool: "google_gmail/send_batch",
      parameters: { template: "renewal_notice", count: pass.policies.length },
      result: jsonResult({ sent: pass.policies.length }),
      durationMs: rng.int(1_500, 3_800),
    },
    {
      name: "Memory Write",
      tool: "system/memory_write",
      parameters: {
        title: TITLE,
        content: `last_seen=${iso(pass.fire)}; notified=[${written.join(", ")}]`,
      },
      result: jsonResult({ id: STATE_IDS.renewalsMemory }),
      durationMs: rng.int(200, 500),
    },
  ];
}

/** A record's trigger: the renewals schedule, fired at `firedAt` as attempt `attemptId`. */
function scheduleFire(attemptId: string, firedAt: number): WireObject {
  return {
    type: "SCHEDULE",
    id: STATE_IDS.renewalsTrigger,
    provider: "schedule",
    triggerFireAttemptId: attemptId,
    firedAt,
  };
}
