/**
 * The support assistant's named runs: D4 parked on a consult with a person, D6 completed
 * but its reply withheld (only `deliveryStatus` says so), D7 suspended on an approval and
 * resumed (the outermost step's duration covers only the resumed minute) — plus filler.
 * Their words are data/support-runs.json; the clocks and draws are here.
 */
import type { DemoRun, WireObject } from "../dataset";
import { DAY, HOUR, MINUTE, SECOND, type DemoContext } from "../context";
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
import { simpleTrace } from "./simple-trace";
import { supportFillerRuns } from "./support-filler";
import { d7Run } from "./support-approval";
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

const D4 = SUPPORT_RUNS.D4;
/** When D4's calls after the customer lookup ran, ms after the run started. */
const D4_CALL_SPANS = [
  [4_900, 6_010],
  [7_600, 8_480],
] as const;
if (D4.calls.length !== D4_CALL_SPANS.length)
  throw new Error(
    "support-runs.json: D4 needs one span per call in support.ts",
  );

function d4Steps(
  ctx: DemoContext,
  rng: Rng,
  start: number,
  waitingSince: number,
): WireObject[] {
  const yossi = ctx.people.byKey.yossiMizrahi;
  const lookup = lookupCall(yossi, "whatsapp", 8_204_117);
  const tools = [
    toolStep({
      id: rng.uuid(),
      name: lookup.name,
      tool: lookup.tool,
      parameters: lookup.parameters,
      result: lookup.result ?? null,
      start: start + 2_050,
      end: start + 2_690,
    }),
    ...D4.calls.map((call, i) =>
      toolStep({
        id: rng.uuid(),
        ...supportRunCall(call),
        result: jsonResult(call.result),
        start: start + D4_CALL_SPANS[i]![0],
        end: start + D4_CALL_SPANS[i]![1],
      }),
    ),
    // Still open: the run is parked on this consult until Dor answers or it expires.
    toolStep({
      id: rng.uuid(),
      ...supportRunCall(D4.consult, {
        participantId: ctx.people.byKey.dorGelless.id,
      }),
      start: waitingSince,
      end: 0,
    }),
  ];
  const llm = llmStep({
    id: rng.uuid(),
    model: MODELS.flash,
    tokens: { input: 11_930, output: 402, cached: 4_200, thinking: 655 },
    systemInstructions: SUPPORT_INSTRUCTIONS,
    reasoning: D4.reasoning,
    messages: [
      { role: "user", content: D4.question },
      { role: "assistant", content: D4.reply },
    ],
    tools: SUPPORT_TOOLS,
    steps: tools,
    start: start + 260,
    end: 0,
  });
  return [flowStep({ id: rng.uuid(), start, end: 0, steps: [llm] })];
}

function d4Run(ctx: DemoContext): DemoRun {
  const rng = createRng("d4");
  const waitingSince = ctx.now - 23 * MINUTE;
  const start = waitingSince - 48_310;
  const yossi = ctx.people.byKey.yossiMizrahi;
  return assembleRun(ctx, {
    id: DEMO_SCENARIOS.D4.runId,
    agentId: SUPPORT_AGENT,
    revision: 23,
    start,
    end: 0,
    status: "WAITING_FOR_ASYNC",
    deliveryStatus: "PENDING",
    runType: "ROOT",
    subject: D4.subject,
    trigger: supportTrigger(yossi, "whatsapp"),
    destinations: supportDestinations("whatsapp"),
    sessionId: supportSession("yossi-2"),
    topicId: yossi.topicId,
    parameters: { message: D4.question },
    output: null,
    traces: d4Steps(ctx, rng, start, waitingSince),
    waitingFor: {
      kind: "CONSULT",
      ...D4.waitingFor,
      topicId: rng.uuid(),
      waitingSince,
      expiresAt: ctx.now + 4 * DAY + 20 * HOUR + 7 * MINUTE + 12 * SECOND,
    },
  });
}

const D6 = SUPPORT_RUNS.D6;

function d6Run(ctx: DemoContext): DemoRun {
  const rng = createRng("d6");
  const michal = ctx.people.byKey.michalCohen;
  const start = ctx.now - (3 * HOUR + 12 * MINUTE + 9 * SECOND);
  const { traces, end } = simpleTrace(rng, {
    start,
    model: MODELS.flash,
    tokens: { input: 9_862, output: 318, cached: 3_900, thinking: 402 },
    systemInstructions: SUPPORT_INSTRUCTIONS,
    reasoning: D6.reasoning,
    messages: [
      { role: "user", content: D6.question },
      { role: "assistant", content: D6.reply },
    ],
    tools: SUPPORT_TOOLS,
    calls: [
      lookupCall(michal, "whatsapp", 8_193_552),
      ...D6.calls.map((call) => ({
        ...supportRunCall(call),
        result: jsonResult(call.result),
        durationMs: call.durationMs,
      })),
    ],
    result: textResult(D6.reply),
  });
  return assembleRun(ctx, {
    id: DEMO_SCENARIOS.D6.runId,
    agentId: SUPPORT_AGENT,
    revision: 23,
    start,
    end,
    status: "COMPLETED",
    // The reply was withheld (a person owned the chat); nothing in the trace says so.
    deliveryStatus: "WITHHELD",
    runType: "ROOT",
    subject: D6.subject,
    trigger: supportTrigger(michal, "whatsapp"),
    destinations: supportDestinations("whatsapp"),
    sessionId: supportSession("michal-2"),
    topicId: michal.topicId,
    parameters: { message: D6.question },
    output: textResult(D6.reply),
    traces,
  });
}

export function supportRuns(ctx: DemoContext): DemoRun[] {
  return [d4Run(ctx), d6Run(ctx), d7Run(ctx), ...supportFillerRuns(ctx)];
}
