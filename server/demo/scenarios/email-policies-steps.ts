/**
 * The tool steps of a policy batch run (D1, D2). Each builder takes the variant (what
 * the run read) and the timing; parameters that do not depend on what the run read are
 * identical between runs, so the first differing input in D1 vs D2 is the search.
 */
import type { WireObject } from "../dataset";
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
  const result = jsonResult({
    memories: [
      {
        id: inputs.memoryId,
        title: "policies watermark",
        content: `last_processed_at=${inputs.watermarkRead}; processed_ids=[…`,
        truncated: true,
      },
    ],
  });
  return toolStep({
    id: rng.uuid(),
    name: "Memory Search",
    tool: "system/memory_search",
    parameters: { query: "policies watermark" },
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
    name: "Search Emails",
    tool: "google_gmail/search",
    parameters: {
      query: `label:policies has:attachment after:${inputs.searchAfter}`,
      maxResults: 50,
    },
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
      name: "Spawn Subtasks (batch)",
      tool: "system/spawn_subtasks",
      parameters: { prompt: prompts[i]! },
      result: encodedResult(childEntry(child)),
      ...timing.childSteps[i]!,
    }),
  );
  return toolStep({
    id: rng.uuid(),
    name: "Spawn Subtasks (batch)",
    tool: "system/spawn_subtasks",
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
    name: "Read Broker Roster",
    tool: "google_sheets/read_range",
    parameters: { spreadsheetId: POLICY_SHEET_ID, range: "Brokers!A:D" },
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
  const link = `https://files.fruxon.com/v1/attachments/${rng.uuid()}/${fileName}`;
  const processed = inputs.messages
    .slice(0, inputs.children.length)
    .map((message) => message.id);
  return [
    toolStep({
      id: rng.uuid(),
      name: "Lookup Policy Holder",
      tool: "hubspot/search_contacts",
      parameters: {
        query: first.policyId,
        properties: ["firstname", "lastname", "phone", "policy_number"],
      },
      result: encodedResult({
        total: 1,
        results: [
          {
            id: String(rng.int(8_100_000, 8_999_999)),
            properties: {
              firstname: given,
              lastname: family.join(" "),
              phone: first.holder.phone,
              policy_number: first.policyId,
              broker: first.broker.name,
            },
          },
        ],
      }),
      ...timing.crm,
    }),
    toolStep({
      id: rng.uuid(),
      name: "Fetch Attachment",
      tool: "google_gmail/get_attachment",
      parameters: { messageId: first.id, attachmentId: first.attachmentId },
      result: fileResult(link),
      ...timing.attachment,
    }),
    toolStep({
      id: rng.uuid(),
      name: "Archive Policy PDF",
      tool: "google_drive/upload_file",
      parameters: {
        name: fileName,
        folderId: "0B7mPoliciesArchive2026",
        fileLink: link,
      },
      result: jsonResult({
        id: `1${rng.hex(32)}`,
        name: fileName,
        mimeType: "application/pdf",
      }),
      ...timing.upload,
    }),
    toolStep({
      id: rng.uuid(),
      name: "Append Policy Rows",
      tool: "google_sheets/append_rows",
      parameters: {
        spreadsheetId: POLICY_SHEET_ID,
        range: "Policies!A:H",
        values: [
          [
            first.policyId,
            first.insurer,
            first.holder.name,
            first.broker.id,
            "parsed",
          ],
        ],
      },
      result: jsonResult({
        updates: { updatedRange: "Policies!A1184:E1184", updatedRows: 1 },
      }),
      ...timing.append,
    }),
    toolStep({
      id: rng.uuid(),
      name: "Label Processed",
      tool: "google_gmail/modify_labels",
      parameters: {
        messageIds: processed,
        addLabelIds: ["Label_processed"],
        removeLabelIds: ["UNREAD"],
      },
      result: jsonResult({ modified: processed.length }),
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
  const question = `${first.policyId} (${first.holder.name}): the holder asks to raise contents cover from ₪250,000 to ₪400,000 mid-term. Approve?`;
  const consult = (
    role: string,
    span: Span,
    result: WireObject | null,
    error: string | null,
  ) =>
    toolStep({
      id: rng.uuid(),
      name: "Consult for Role",
      tool: "system/consult_for_role",
      parameters: { role, question },
      result: result ? encodedResult(result) : null,
      error,
      ...span,
    });
  if (!inputs.advisorFails) {
    return [
      consult(
        "advisor",
        timing.advisor,
        {
          status: "ANSWERED",
          role: "advisor",
          responder: {
            kind: "PERSON",
            displayName: "Dor Gelless",
            participantId: inputs.advisorId,
          },
          answer:
            "Approved up to ₪400,000 — the holder added a home office; note it on the policy.",
        },
        null,
      ),
    ];
  }
  return [
    consult(
      "advisor",
      timing.advisor,
      null,
      "addressing_failed: role 'advisor' no_match — No available participant holds role 'advisor'",
    ),
    consult(
      "underwriter",
      timing.underwriter!,
      {
        status: "ANSWERED",
        role: "underwriter",
        responder: {
          kind: "AI_AGENT",
          displayName: "Underwriting Desk",
          agentId: "underwriting_desk",
        },
        execution_record_id: inputs.consultRunId,
        answer:
          "Approved: contents cover ₪400,000 from 2026-08-15, premium +₪612 a year.",
      },
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
  return toolStep({
    id: rng.uuid(),
    name: "Memory Write",
    tool: "system/memory_write",
    parameters: {
      title: "policies watermark",
      content: `last_processed_at=${inputs.watermarkWritten}; processed_ids=[${processed.join(", ")}]`,
    },
    result: jsonResult({ id: inputs.memoryId, modifiedAt: at }),
    ...span,
  });
}
