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
  consultSteps,
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
  const approver = variant.advisorFails ? "Underwriting Desk" : "Dor Gelless";
  return `Policy batch: ${parsed} parsed, ${failed} failed (${ids.join(", ")}). ${ids[0]} cover change approved by ${approver}. Watermark → ${variant.watermarkWritten}.`;
}

function digestStep(
  rng: Rng,
  variant: PolicyBatchVariant,
  timing: PolicyBatchTiming,
): WireObject {
  const text = digestText(variant);
  const recipients = variant.roster.map((broker) => broker.email);
  return llmStep({
    id: rng.uuid(),
    name: "Compose digest",
    model: MODELS.flash,
    tokens: { input: 4_120, output: 612, cached: 0, thinking: 240 },
    systemInstructions: DIGEST_INSTRUCTIONS,
    reasoning: [
      "Summarise parsed and failed policies, name who approved the cover change, then notify the brokers.",
    ],
    messages: [{ role: "user", content: "Compose the digest for this batch." }],
    tools: DIGEST_TOOLS,
    result: textResult(text),
    ...timing.digest,
    steps: [
      toolStep({
        id: rng.uuid(),
        name: "Post to Slack",
        tool: "slack/post_message",
        parameters: { channel: "#policies", text },
        result: jsonResult({
          ok: true,
          channel: "C04P0L1C13S",
          ts: `${Math.floor(timing.slack.end / 1000)}.${rng.int(100000, 999999)}`,
        }),
        ...timing.slack,
      }),
      toolStep({
        id: rng.uuid(),
        name: "Send Broker Summary",
        tool: "google_gmail/send_email",
        parameters: {
          to: recipients,
          subject: "Policies filed in the last batch",
          body: text,
        },
        result: jsonResult({
          id: `18f${rng.hex(13)}`,
          threadId: `18f${rng.hex(13)}`,
          labelIds: ["SENT"],
        }),
        ...timing.email,
      }),
      toolStep({
        id: rng.uuid(),
        name: "Update Run Log",
        tool: "google_sheets/update_cell",
        parameters: {
          spreadsheetId: POLICY_SHEET_ID,
          range: "RunLog!B2",
          value: variant.watermarkWritten,
        },
        result: jsonResult({ updatedCells: 1 }),
        ...timing.runLog,
      }),
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
  const messages = inboxMessages(
    createRng("d1-inbox"),
    20412,
    22,
    "Thu, 06 Aug 2026",
  );
  return {
    runId: DEMO_SCENARIOS.D1.runId,
    rngLabel: "d1",
    start: ctx.now - (26 * MINUTE + 41 * SECOND),
    spanMs: 11 * MINUTE + 23 * SECOND,
    memoryId: MEMORY_ID,
    watermarkRead: "2026-08-06T07:42:10Z",
    watermarkWritten: "2026-08-06T09:18:55Z",
    searchAfter: "2026/08/06",
    messages,
    truncatedSearch: true,
    roster: BROKERS.slice(0, 2),
    children: d1Children(messages),
    advisorFails: true,
    consultRunId: D1_CONSULT_RUN.runId,
    advisorId: ctx.people.byKey.dorGelless.id,
    tokens: { input: 31_842, output: 1_206, cached: 18_400, thinking: 2_315 },
    reasoning: [
      "Memory says last_processed_at=2026-08-06T07:42:10Z. Searching label:policies after 2026/08/06; Gmail's after: is day-granular, so I skip anything already in processed_ids.",
      "The search result I can see lists 2 policy emails with PDF attachments: POL-20412 and POL-20413. The instructions say to process at most 20 per run, so both fit. Spawning one sub-task per email.",
      "POL-20412 parsed; POL-20413 failed (its PDF could not be read). The roster has 2 brokers. The holder of POL-20412 asks for ₪400,000 contents cover, above ₪300,000, so it needs a sign-off: consulting 'advisor'.",
      "Nobody holds 'advisor' (no_match). Falling back to 'underwriter' as instructed; the Underwriting Desk approved. Advancing the watermark to 2026-08-06T09:18:55Z.",
    ],
  };
}

function d2Variant(ctx: DemoContext, d1Start: number): PolicyBatchVariant {
  const rng = createRng("d2-children");
  const messages = inboxMessages(
    createRng("d2-inbox"),
    20410,
    2,
    "Wed, 05 Aug 2026",
  );
  return {
    runId: DEMO_SCENARIOS.D2.runId,
    rngLabel: "d2",
    // The previous fire of the 30-minute schedule.
    start: d1Start - 30 * MINUTE + 2_917,
    spanMs: 9 * MINUTE + 41 * SECOND,
    memoryId: MEMORY_ID,
    watermarkRead: "2026-08-05T16:05:31Z",
    watermarkWritten: "2026-08-06T07:42:10Z",
    searchAfter: "2026/08/05",
    messages,
    truncatedSearch: false,
    roster: BROKERS,
    children: messages.map((message) => ({
      runId: rng.uuid(),
      status: "COMPLETED" as const,
      sessionId: `ts_${rng.hex(24)}`,
      response: {
        policy_id: message.policyId,
        holder: message.holder.name,
        insurer: message.insurer,
        status: "parsed",
      },
    })),
    advisorFails: false,
    consultRunId: null,
    advisorId: ctx.people.byKey.dorGelless.id,
    tokens: { input: 29_377, output: 1_034, cached: 18_400, thinking: 1_988 },
    reasoning: [
      "Memory says last_processed_at=2026-08-05T16:05:31Z. Searching label:policies after 2026/08/05.",
      "The search returned 2 policy emails: POL-20410 and POL-20411. Within the limit of 20 per run; spawning one sub-task per email.",
      "Both sub-tasks parsed their policies. The roster has 20 brokers. POL-20410 asks for ₪400,000 contents cover, above ₪300,000: consulting 'advisor'.",
      "Dor Gelless (advisor) approved. Advancing the watermark to 2026-08-06T07:42:10Z.",
    ],
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
