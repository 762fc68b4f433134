/**
 * D1's fan-out: the two sub-task runs it spawned (D3a parsed its policy, D3b failed on
 * the PDF) and the CONSULT run the Underwriting Desk answered. All three point back to
 * D1 (`parentId`, `rootExecutionId`), so D1's tree has four nodes.
 */
import type { DemoRun } from "../dataset";
import type { DemoContext } from "../context";
import { PROMPTS } from "../prompts";
import { MODELS } from "../llm-usage";
import { createRng, type Rng } from "../prng";
import { assembleRun } from "../records";
import { D1_CONSULT_RUN, DEMO_SCENARIOS } from "../scenarios";
import {
  createTimeline,
  encodedResult,
  fileResult,
  flowStep,
  jsonResult,
  llmStep,
  textResult,
  toolStep,
  type Span,
} from "../wire-builders";
import {
  POLICY_AGENT,
  spawnPrompt,
  type GmailMessage,
} from "./email-policies-content";
import type { SpawnedChild } from "./email-policies-steps";

export const PDF_ERROR =
  "pdf_extract_failed: POL-20413.pdf is encrypted (AES-256, owner password set); no text layer could be read";

/** What D3a and D3b answered, as D1's spawn result carries it. */
export function d1Children(messages: readonly GmailMessage[]): SpawnedChild[] {
  const rng = createRng("d1-children");
  const [parsed, failed] = messages;
  return [
    {
      runId: DEMO_SCENARIOS.D3a.runId,
      status: "COMPLETED",
      sessionId: `ts_${rng.hex(24)}`,
      response: {
        policy_id: parsed!.policyId,
        holder: parsed!.holder.name,
        insurer: parsed!.insurer,
        contents_cover_ils: 250_000,
        premium_ils: 4_820,
        effective_from: "2026-08-15",
        status: "parsed",
      },
    },
    {
      runId: DEMO_SCENARIOS.D3b.runId,
      status: "FAILED",
      sessionId: `ts_${rng.hex(24)}`,
      response: {
        policy_id: failed!.policyId,
        holder: failed!.holder.name,
        status: "failed",
        error: PDF_ERROR,
      },
    },
  ];
}

const SUBTASK_INSTRUCTIONS = PROMPTS["email_policies_parser/subtask"];

function subtaskRun(
  ctx: DemoContext,
  rng: Rng,
  child: SpawnedChild,
  message: GmailMessage,
  span: Span,
): DemoRun {
  const failed = child.status === "FAILED";
  const line = createTimeline(span.start + 180);
  const fetch = line.span(1_400, 900);
  const attachment = line.span(1_100, 1_500);
  const extract = line.span(
    900,
    failed ? span.end - span.start - 8_200 : 11_300,
  );
  const steps = [
    toolStep({
      id: rng.uuid(),
      name: "Get Email",
      tool: "google_gmail/get_message",
      parameters: { messageId: message.id, format: "metadata" },
      result: jsonResult({
        id: message.id,
        threadId: message.threadId,
        subject: `New policy ${message.policyId}`,
      }),
      ...fetch,
    }),
    toolStep({
      id: rng.uuid(),
      name: "Fetch Attachment",
      tool: "google_gmail/get_attachment",
      parameters: { messageId: message.id, attachmentId: message.attachmentId },
      result: fileResult(
        `https://files.fruxon.com/v1/attachments/${rng.uuid()}/${message.policyId}.pdf`,
      ),
      ...attachment,
    }),
    toolStep({
      id: rng.uuid(),
      name: "Extract PDF Text",
      tool: "documents/extract_pdf_text",
      parameters: { fileName: `${message.policyId}.pdf`, pages: "1-4" },
      result: failed
        ? null
        : textResult(
            `${message.insurer} Home Insurance — Policy Schedule\nPolicy no. ${message.policyId} …`,
          ),
      error: failed ? PDF_ERROR : null,
      ...extract,
    }),
  ];
  const llmEnd = span.end - 250;
  const traces = [
    flowStep({
      id: rng.uuid(),
      start: span.start,
      end: span.end,
      error: failed ? PDF_ERROR : null,
      steps: [
        llmStep({
          id: rng.uuid(),
          model: MODELS.flashLite,
          tokens: failed
            ? { input: 3_412, output: 96, cached: 0, thinking: 310 }
            : { input: 6_980, output: 412, cached: 0, thinking: 540 },
          systemInstructions: SUBTASK_INSTRUCTIONS,
          reasoning: failed
            ? [
                "The PDF is encrypted and no text could be extracted; I cannot parse it without the owner password.",
              ]
            : [
                "Schedule page found on page 1; contents cover ₪250,000, annual premium ₪4,820, effective 2026-08-15.",
              ],
          messages: [{ role: "user", content: spawnPrompt(message) }],
          tools: [
            "google_gmail/get_message",
            "google_gmail/get_attachment",
            "documents/extract_pdf_text",
          ],
          steps,
          error: failed ? PDF_ERROR : null,
          start: span.start + 180,
          end: llmEnd,
        }),
      ],
    }),
  ];
  return assembleRun(ctx, {
    id: child.runId,
    agentId: POLICY_AGENT,
    revision: 59,
    start: span.start,
    end: span.end,
    status: child.status,
    deliveryStatus: "NOT_APPLICABLE",
    runType: "SUBTASK",
    rootExecutionId: DEMO_SCENARIOS.D1.runId,
    subject: `${message.policyId} · ${message.holder.name} · policy email`,
    trigger: {
      type: "UNSPECIFIED",
      id: rng.uuid(),
      provider: "spawn_subtasks",
    },
    destinations: [],
    sessionId: child.sessionId,
    topicId: null,
    parameters: { prompt: spawnPrompt(message) },
    output: failed ? null : encodedResult(child.response),
    traces,
    parentId: DEMO_SCENARIOS.D1.runId,
    parentAsyncOperationId: rng.uuid(),
  });
}

/** D3a and D3b, timed inside D1's spawn step. */
export function d1SubtaskRuns(
  ctx: DemoContext,
  children: readonly SpawnedChild[],
  messages: readonly GmailMessage[],
  spans: readonly Span[],
): DemoRun[] {
  const rng = createRng("d1-subtask-runs");
  return children.map((child, i) =>
    subtaskRun(ctx, rng, child, messages[i]!, spans[i]!),
  );
}

/** The Underwriting Desk's answer to D1's `consult_for_role underwriter`, inside that step's span. */
export function d1ConsultRun(
  ctx: DemoContext,
  message: GmailMessage,
  consultStep: Span,
): DemoRun {
  const rng = createRng("d1-consult-run");
  const span = { start: consultStep.start + 1_200, end: consultStep.end - 800 };
  const question = `${message.policyId}: raise contents cover from ₪250,000 to ₪400,000 mid-term?`;
  const line = createTimeline(span.start + 300);
  const rules = line.span(2_100, 1_300);
  const answer =
    "Approved: contents cover ₪400,000 from 2026-08-15, premium +₪612 a year.";
  const traces = [
    flowStep({
      id: rng.uuid(),
      ...span,
      steps: [
        llmStep({
          id: rng.uuid(),
          model: MODELS.sonnet,
          tokens: { input: 9_214, output: 388, cached: 6_100, thinking: 1_020 },
          systemInstructions: [
            {
              role: "system",
              content:
                "You are the underwriting desk. Answer coverage questions from other agents with a decision and its conditions.",
            },
          ],
          reasoning: [
            "Home office added; contents up to ₪400,000 is within the Harel home-plus band. Premium delta from the rate table: +₪612.",
          ],
          messages: [{ role: "user", content: question }],
          tools: ["google_sheets/read_range"],
          steps: [
            toolStep({
              id: rng.uuid(),
              name: "Read Rate Table",
              tool: "google_sheets/read_range",
              parameters: {
                spreadsheetId: "1uWRatesHomePlus2026",
                range: "Contents!A1:F40",
              },
              result: jsonResult({
                range: "Contents!A1:F40",
                rows: 39,
                band: "home-plus",
                premium_delta_ils: 612,
              }),
              ...rules,
            }),
          ],
          start: span.start + 300,
          end: span.end - 200,
        }),
      ],
    }),
  ];
  return assembleRun(ctx, {
    id: D1_CONSULT_RUN.runId,
    agentId: D1_CONSULT_RUN.agentId,
    revision: 14,
    start: span.start,
    end: span.end,
    status: "COMPLETED",
    deliveryStatus: "DELIVERED",
    runType: "CONSULT",
    rootExecutionId: DEMO_SCENARIOS.D1.runId,
    subject: `Email Policies Parser · consult: ${message.policyId} cover change`,
    trigger: {
      type: "UNSPECIFIED",
      id: rng.uuid(),
      provider: "consult_for_role",
    },
    destinations: [],
    sessionId: `ts_${rng.hex(24)}`,
    topicId: rng.uuid(),
    parameters: { role: "underwriter", question },
    output: textResult(answer),
    traces,
    parentId: DEMO_SCENARIOS.D1.runId,
    parentAsyncOperationId: rng.uuid(),
  });
}
