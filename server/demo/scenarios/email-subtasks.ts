/**
 * D1's fan-out: the two sub-task runs it spawned (D3a parsed its policy, D3b failed on
 * the PDF) and the CONSULT run the Underwriting Desk answered. All three point back to
 * D1 (`parentId`, `rootExecutionId`), so D1's tree has four nodes. Their words are
 * data/policy-subtasks.json; the attachment step is the batch run's (policy-batch.json).
 */
import type { DemoRun } from "../dataset";
import type { DemoContext } from "../context";
import policySubtasksJson from "../data/policy-subtasks.json" with { type: "json" };
import { loadDataFile, PolicySubtaskWords } from "../data/schemas";
import {
  fillTemplate,
  filledCall,
  type TemplateValues,
} from "../data/templates";
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
import {
  BATCH,
  batchCall,
  fillBatch,
  type SpawnedChild,
} from "./email-policies-steps";

const FILE = "policy-subtasks.json";
const WORDS = loadDataFile(FILE, PolicySubtaskWords, policySubtasksJson);
const fill = <T>(value: T, values: TemplateValues): T =>
  fillTemplate(FILE, value, values);
const PDF_ERROR = WORDS.pdfError;

/** The message's values the sub-task's words name. */
const messageValues = (message: GmailMessage) => ({
  policyId: message.policyId,
  holder: message.holder.name,
  insurer: message.insurer,
  messageId: message.id,
  threadId: message.threadId,
  attachmentId: message.attachmentId,
  pdfError: PDF_ERROR,
});

/** What D3a and D3b answered, as D1's spawn result carries it. */
export function d1Children(messages: readonly GmailMessage[]): SpawnedChild[] {
  const rng = createRng("d1-children");
  const [parsed, failed] = messages;
  return [
    {
      runId: DEMO_SCENARIOS.D3a.runId,
      status: "COMPLETED",
      sessionId: `ts_${rng.hex(24)}`,
      response: fill(WORDS.responses.parsed, messageValues(parsed!)),
    },
    {
      runId: DEMO_SCENARIOS.D3b.runId,
      status: "FAILED",
      sessionId: `ts_${rng.hex(24)}`,
      response: fill(WORDS.responses.failed, messageValues(failed!)),
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
  const values = messageValues(message);
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
      ...filledCall(FILE, WORDS.getEmail, values),
      result: jsonResult(fill(WORDS.getEmail.result, values)),
      ...fetch,
    }),
    toolStep({
      id: rng.uuid(),
      ...batchCall(BATCH.fetchAttachment, values),
      result: fileResult(
        fillBatch(BATCH.attachmentLink, {
          fileUuid: rng.uuid(),
          fileName: `${message.policyId}.pdf`,
        }),
      ),
      ...attachment,
    }),
    toolStep({
      id: rng.uuid(),
      ...filledCall(FILE, WORDS.extractText, values),
      result: failed ? null : textResult(fill(WORDS.extractText.text, values)),
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
          reasoning: failed ? WORDS.reasoning.failed : WORDS.reasoning.parsed,
          messages: [{ role: "user", content: spawnPrompt(message) }],
          tools: WORDS.tools,
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
    subject: fill(WORDS.subject, values),
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
  const values = messageValues(message);
  const question = fill(WORDS.consult.question, values);
  const line = createTimeline(span.start + 300);
  const rules = line.span(2_100, 1_300);
  const { answer } = WORDS.consult;
  const traces = [
    flowStep({
      id: rng.uuid(),
      ...span,
      steps: [
        llmStep({
          id: rng.uuid(),
          model: MODELS.sonnet,
          tokens: { input: 9_214, output: 388, cached: 6_100, thinking: 1_020 },
          systemInstructions: WORDS.consult.systemInstructions,
          reasoning: WORDS.consult.reasoning,
          messages: [{ role: "user", content: question }],
          tools: [WORDS.consult.readRates.tool],
          steps: [
            toolStep({
              id: rng.uuid(),
              ...filledCall(FILE, WORDS.consult.readRates, values),
              result: jsonResult(WORDS.consult.readRates.result),
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
    subject: fill(WORDS.consult.subject, values),
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
