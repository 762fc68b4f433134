/**
 * The tool steps of a policy batch run (D1, D2). Each builder takes the variant (what
 * the run read) and the timing; parameters that do not depend on what the run read are
 * identical between runs, so the first differing input in D1 vs D2 is the search. The
 * steps' names, parameters and answers are data/policy-batch.json; the ids drawn for
 * them, in the order drawn, are here.
 */
import type { WireObject } from "../dataset";
import policyBatchJson from "../data/policy-batch.json" with { type: "json" };
import { loadDataFile, PolicyBatchWords } from "../data/schemas";
import {
  fillTemplate,
  filledCall,
  type TemplateValues,
  type ToolCallWords,
} from "../data/templates";
import { pyJson } from "../encoding";
import type { Rng } from "../prng";
import {
  encodedResult,
  fileResult,
  jsonResult,
  resultChars,
  toolStep,
  type Span,
} from "../wire-builders";
import {
  POLICY_SHEET_ID,
  rosterValue,
  searchResultValue,
  spawnPrompt,
  type Broker,
  type GmailMessage,
} from "./email-policies-content";
import type { PolicyBatchTiming } from "./email-policies-layout";

const FILE = "policy-batch.json";

/** The batch run's step words and what D1 and D2 read (data/policy-batch.json). */
export const BATCH = loadDataFile(FILE, PolicyBatchWords, policyBatchJson);

export const fillBatch = <T>(value: T, values: TemplateValues): T =>
  fillTemplate(FILE, value, values);

export const batchCall = (words: ToolCallWords, values: TemplateValues) =>
  filledCall(FILE, words, values);

export interface SpawnedChild {
  runId: string;
  status: "COMPLETED" | "FAILED";
  sessionId: string;
  /** What the child answered; encoded once more inside the spawn result (third level). */
  response: Record<string, unknown>;
}

export interface PolicyBatchInputs {
  memoryId: string;
  watermarkRead: string;
  watermarkWritten: string;
  /** Gmail's `after:` date, `2026/08/06`. */
  searchAfter: string;
  messages: readonly GmailMessage[];
  /** D1: the search result was offloaded and the model saw only the first 8,000 characters. */
  truncatedSearch: boolean;
  roster: readonly Broker[];
  children: readonly SpawnedChild[];
  advisorFails: boolean;
  /** D1's consult child run under `underwriting_desk`. */
  consultRunId: string | null;
  advisorId: string;
}

const MEMORY_FULL_CHARS = 4_186;

export function memorySearchStep(
  rng: Rng,
  inputs: PolicyBatchInputs,
  span: Span,
): WireObject {
  const values = {
    memoryId: inputs.memoryId,
    watermarkRead: inputs.watermarkRead,
  };
  const result = jsonResult(fillBatch(BATCH.memorySearch.result, values));
  return toolStep({
    id: rng.uuid(),
    ...batchCall(BATCH.memorySearch, values),
    result,
    // Memory results inside a trace are projected down to the first lines.
    delivery: {
      originalChars: MEMORY_FULL_CHARS,
      deliveredChars: resultChars(result),
      offloaded: false,
      projected: true,
    },
    ...span,
  });
}

export function searchStep(
  rng: Rng,
  inputs: PolicyBatchInputs,
  span: Span,
): WireObject {
  const value = searchResultValue(inputs.messages);
  return toolStep({
    id: rng.uuid(),
    ...batchCall(BATCH.search, { searchAfter: inputs.searchAfter }),
    result: jsonResult(value),
    delivery: inputs.truncatedSearch
      ? {
          originalChars: 48_211,
          deliveredChars: 8_000,
          offloaded: true,
          projected: false,
        }
      : undefined,
    ...span,
  });
}

function childEntry(child: SpawnedChild): Record<string, unknown> {
  return {
    execution_record_id: child.runId,
    status: child.status,
    response: pyJson(child.response),
    session_id: child.sessionId,
  };
}

export function spawnStep(
  rng: Rng,
  inputs: PolicyBatchInputs,
  timing: PolicyBatchTiming,
): WireObject {
  const prompts = inputs.children.map((_, i) =>
    spawnPrompt(inputs.messages[i]!),
  );
  const children = inputs.children.map((child, i) =>
    toolStep({
      id: rng.uuid(),
      ...BATCH.spawn,
      parameters: { prompt: prompts[i]! },
      result: encodedResult(childEntry(child)),
      ...timing.childSteps[i]!,
    }),
  );
  return toolStep({
    id: rng.uuid(),
    ...BATCH.spawn,
    // The runtime passes the batch as a JSON string, not an array.
    parameters: { prompts: pyJson(prompts) },
    result: encodedResult({ results: inputs.children.map(childEntry) }),
    steps: children,
    ...timing.spawn,
  });
}

export function rosterStep(
  rng: Rng,
  inputs: PolicyBatchInputs,
  span: Span,
): WireObject {
  return toolStep({
    id: rng.uuid(),
    ...batchCall(BATCH.roster, { sheetId: POLICY_SHEET_ID }),
    result: jsonResult(rosterValue(inputs.roster)),
    ...span,
  });
}

/** CRM lookup, attachment, archive, sheet row and labels for the first parsed policy. */
export function filingSteps(
  rng: Rng,
  inputs: PolicyBatchInputs,
  timing: PolicyBatchTiming,
): WireObject[] {
  const first = inputs.messages[0]!;
  const [given, ...family] = first.holder.name.split(" ");
  const fileName = `${first.policyId}.pdf`;
  const link = fillBatch(BATCH.attachmentLink, {
    fileUuid: rng.uuid(),
    fileName,
  });
  const processed = inputs.messages
    .slice(0, inputs.children.length)
    .map((message) => message.id);
  const values: Record<string, unknown> = {
    sheetId: POLICY_SHEET_ID,
    policyId: first.policyId,
    given,
    family: family.join(" "),
    phone: first.holder.phone,
    broker: first.broker.name,
    brokerId: first.broker.id,
    holder: first.holder.name,
    insurer: first.insurer,
    messageId: first.id,
    attachmentId: first.attachmentId,
    fileName,
    link,
    processed,
    processedCount: processed.length,
  };
  const lookupId = rng.uuid();
  values.contactId = String(rng.int(8_100_000, 8_999_999));
  const lookup = toolStep({
    id: lookupId,
    ...batchCall(BATCH.lookupHolder, values),
    result: encodedResult(fillBatch(BATCH.lookupHolder.result, values)),
    ...timing.crm,
  });
  const attachment = toolStep({
    id: rng.uuid(),
    ...batchCall(BATCH.fetchAttachment, values),
    result: fileResult(link),
    ...timing.attachment,
  });
  const archiveId = rng.uuid();
  values.driveHex = rng.hex(32);
  return [
    lookup,
    attachment,
    toolStep({
      id: archiveId,
      ...batchCall(BATCH.archive, values),
      result: jsonResult(fillBatch(BATCH.archive.result, values)),
      ...timing.upload,
    }),
    toolStep({
      id: rng.uuid(),
      ...batchCall(BATCH.appendRows, values),
      result: jsonResult(fillBatch(BATCH.appendRows.result, values)),
      ...timing.append,
    }),
    toolStep({
      id: rng.uuid(),
      ...batchCall(BATCH.labelProcessed, values),
      result: jsonResult(fillBatch(BATCH.labelProcessed.result, values)),
      ...timing.labels,
    }),
  ];
}

export function consultSteps(
  rng: Rng,
  inputs: PolicyBatchInputs,
  timing: PolicyBatchTiming,
): WireObject[] {
  const first = inputs.messages[0]!;
  const values = {
    policyId: first.policyId,
    holder: first.holder.name,
    advisorId: inputs.advisorId,
    consultRunId: inputs.consultRunId,
  };
  const consult = (
    role: string,
    span: Span,
    result: WireObject | null,
    error: string | null,
  ) =>
    toolStep({
      id: rng.uuid(),
      ...batchCall(BATCH.consult, { ...values, role }),
      result: result ? encodedResult(fillBatch(result, values)) : null,
      error,
      ...span,
    });
  if (!inputs.advisorFails)
    return [consult("advisor", timing.advisor, BATCH.advisorAnswered, null)];
  return [
    consult("advisor", timing.advisor, null, BATCH.advisorNoMatch),
    consult(
      "underwriter",
      timing.underwriter!,
      BATCH.underwriterAnswered,
      null,
    ),
  ];
}

export function memoryWriteStep(
  rng: Rng,
  inputs: PolicyBatchInputs,
  span: Span,
  at: number,
): WireObject {
  const processed = inputs.messages
    .slice(0, inputs.children.length)
    .map((message) => message.id);
  const values = {
    watermarkWritten: inputs.watermarkWritten,
    processedIds: processed.join(", "),
    memoryId: inputs.memoryId,
    at,
  };
  return toolStep({
    id: rng.uuid(),
    ...batchCall(BATCH.memoryWrite, values),
    result: jsonResult(fillBatch(BATCH.memoryWrite.result, values)),
    ...span,
  });
}
