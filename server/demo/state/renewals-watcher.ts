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
import renewalsJson from "../data/renewals.json" with { type: "json" };
import { loadDataFile, RenewalsWords } from "../data/schemas";
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
import { jsonResult, textResult } from "../wire-builders";
import {
  simpleTrace,
  smallTokens,
  type SimpleToolCall,
} from "../scenarios/simple-trace";
import { STATE_IDS } from "./state-ids";
import type { DemoState } from "./state-data";

export const RENEWALS_AGENT = "renewals_watcher";
const FILE = "renewals.json";
/** The passes' words, the trigger's and the watermark's title (data/renewals.json). */
const WORDS = loadDataFile(FILE, RenewalsWords, renewalsJson);
const TITLE = WORDS.watermark.title;
const call = (words: ToolCallWords, values: TemplateValues) =>
  filledCall(FILE, words, values);
const fill = <T>(value: T, values: TemplateValues): T =>
  fillTemplate(FILE, value, values);

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
    timeZone: WORDS.trigger.timezone,
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
    displayName: WORDS.trigger.displayName,
    active: true,
    timeout: WORDS.trigger.timeout,
    scheduleFrequency: "DAILY",
    scheduleHour: part("hour"),
    scheduleMinute: part("minute"),
    timezone: WORDS.trigger.timezone,
    lastFiredAt,
    agentIds: [RENEWALS_AGENT],
    bindings: [
      {
        agentId: RENEWALS_AGENT,
        parameterMappings: WORDS.trigger.parameterMappings,
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
      ...WORDS.passes.w0,
    },
    {
      id: DEMO_SCENARIOS.D16.runId,
      label: "d16",
      fire: d16Fire,
      // Reset by hand to a week before W0's write: not what W0 left.
      read: `last_seen=${iso(w0Fire - 7 * DAY)}; notified=[]`,
      policies: ids.slice(3, 15),
      ...WORDS.passes.d16,
    },
    {
      id: createRng("renewals-r1-id").uuid(),
      label: "r1",
      fire: r1Fire,
      read: d16Write,
      policies: [],
      ...WORDS.passes.r1,
    },
    {
      id: DEMO_SCENARIOS.D18.runId,
      label: "d18",
      fire: f,
      read: d16Write,
      policies: ids.slice(15, 17),
      written: [ids[15]!, garbled],
      ...WORDS.passes.d18,
    },
    {
      id: DEMO_SCENARIOS.D17.runId,
      label: "d17",
      fire: d17Fire,
      read: d18Write,
      policies: ids.slice(17, 18),
      ...WORDS.passes.d17,
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
              tags: WORDS.watermark.tags,
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
    subject: WORDS.subject,
    trigger: scheduleFire(rng.uuid(), fire),
    destinations: [],
    sessionId: null,
    topicId: null,
    parameters: WORDS.parameters,
    rejectionReason: WORDS.rejectionReason,
  });
}

function renewalsRun(ctx: DemoContext, pass: Pass): DemoRun {
  const rng = createRng(`renewals-${pass.label}`);
  const start = pass.fire + rng.int(1_200, 4_000);
  const written = pass.written ?? pass.policies;
  const failure = pass.failure ?? null;
  const output = fill(WORDS.output, { count: pass.policies.length });
  const { traces, end } = simpleTrace(rng, {
    start,
    model: MODELS.flash,
    tokens: smallTokens(rng),
    systemInstructions: PROMPTS.renewals_watcher,
    reasoning: [pass.reasoning],
    messages: WORDS.messages,
    calls: [
      {
        ...call(WORDS.memorySearch, { title: TITLE }),
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
        ...call(WORDS.listRenewals, { since: pass.read.slice(10, 30) }),
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
    result: failure ? null : textResult(output),
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
    subject: WORDS.subject,
    trigger: scheduleFire(rng.uuid(), pass.fire),
    destinations: [],
    sessionId: null,
    topicId: null,
    parameters: WORDS.parameters,
    output: failure ? null : textResult(output),
    traces,
  });
}

/** Notifying the brokers and writing the watermark back: a pass that listed its renewals. */
function afterListing(
  rng: Rng,
  pass: Pass,
  written: string[],
): SimpleToolCall[] {
  const sent = { count: pass.policies.length };
  const watermark = {
    title: TITLE,
    content: `last_seen=${iso(pass.fire)}; notified=[${written.join(", ")}]`,
    memoryId: STATE_IDS.renewalsMemory,
  };
  return [
    {
      ...call(WORDS.sendEmails, sent),
      result: jsonResult(fill(WORDS.sendEmails.result, sent)),
      durationMs: rng.int(1_500, 3_800),
    },
    {
      ...call(WORDS.memoryWrite, watermark),
      result: jsonResult(fill(WORDS.memoryWrite.result, watermark)),
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
