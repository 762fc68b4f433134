/**
 * What the email policies parser's runs read and were told: the deployed prompt (identical
 * in D1 and D2, so the first input that differs between them is the search), the inbox
 * contents and the broker roster — the words in data/email-policies.json, the mail shapes
 * built here. Payload dates are the story's fixed dates (the watermark
 * is "2026-08-06…" whenever the demo starts); only trace timestamps move with `now`.
 */
import type { WireObject } from "../dataset";
import type { DemoContext } from "../context";
import { TRIGGERS } from "../connectors";
import type { Rng } from "../prng";
import type { ChatMessage, ToolKey } from "../wire-builders";
import { personTrigger } from "./participants";
import emailPoliciesJson from "../data/email-policies.json" with { type: "json" };
import { EmailPoliciesContent, loadDataFile } from "../data/schemas";

export const POLICY_AGENT = "email_policies_parser";

/** The inbox, the sheet, the prompts, the tool lists and the people (data/email-policies.json). */
const CONTENT = loadDataFile(
  "email-policies.json",
  EmailPoliciesContent,
  emailPoliciesJson,
);

export const POLICY_MAILBOX = CONTENT.mailbox;
export const POLICY_SHEET_ID = CONTENT.sheetId;
export const POLICY_SUBJECT = CONTENT.subject;
export const POLICY_PARAMETERS = CONTENT.parameters;

/** The 30-minute schedule fires on behalf of the inbox owner. */
export function policyTrigger(ctx: DemoContext): WireObject {
  return personTrigger(
    "SCHEDULE",
    TRIGGERS.policyInboxSchedule,
    "schedule",
    ctx.people.byKey.danaLevi,
  );
}

export const POLICY_SYSTEM_INSTRUCTIONS: readonly ChatMessage[] =
  CONTENT.systemInstructions;
export const POLICY_MESSAGES: readonly ChatMessage[] = CONTENT.messages;
/** Every tool the main LLM step offers; each one is called in D1. */
export const POLICY_TOOLS: readonly ToolKey[] = CONTENT.tools;
export const DIGEST_INSTRUCTIONS: readonly ChatMessage[] =
  CONTENT.digestInstructions;
export const DIGEST_TOOLS: readonly ToolKey[] = CONTENT.digestTools;

export type Holder = (typeof CONTENT.holders)[number];
/** Policy holders, in the order their emails arrived. Some names are Hebrew. */
export const HOLDERS: readonly Holder[] = CONTENT.holders;

const INSURERS = CONTENT.insurers;

export type Broker = (typeof CONTENT.brokers)[number];
/** The broker roster sheet's rows, in sheet order. */
export const BROKERS: readonly Broker[] = CONTENT.brokers;

export interface GmailMessage {
  id: string;
  threadId: string;
  policyId: string;
  holder: Holder;
  broker: Broker;
  insurer: string;
  attachmentId: string;
  /** RFC 2822 date, in the story's calendar. */
  date: string;
  /** Signature and relay noise: what makes a real search result ~2 KB per message. */
  dkimBody: string;
  dkimSignature: string;
  smtpSource: string;
}

const BASE64 =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function base64(rng: Rng, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += BASE64[rng.int(0, 63)];
  return out;
}

/** `count` policy emails from `firstPolicy` on, arriving on the given day from 07:00. */
export function inboxMessages(
  rng: Rng,
  firstPolicy: number,
  count: number,
  day: string,
): GmailMessage[] {
  const messages: GmailMessage[] = [];
  for (let i = 0; i < count; i++) {
    const minutes = 7 * 60 + 3 + i * 17 + rng.int(0, 9);
    const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
    const mm = String(minutes % 60).padStart(2, "0");
    messages.push({
      id: `18f${rng.hex(13)}`,
      threadId: `18f${rng.hex(13)}`,
      policyId: `POL-${firstPolicy + i}`,
      holder: HOLDERS[(firstPolicy + i) % HOLDERS.length]!,
      broker: BROKERS[(firstPolicy + i * 3) % BROKERS.length]!,
      insurer: INSURERS[(firstPolicy + i) % INSURERS.length]!,
      attachmentId: `ANGjdJ${rng.hex(10)}`,
      date: `${day} ${hh}:${mm}:${String(rng.int(0, 59)).padStart(2, "0")} +0300`,
      dkimBody: `${base64(rng, 43)}=`,
      dkimSignature: base64(rng, 344),
      smtpSource: `AGHT+IE${base64(rng, 16)}`,
    });
  }
  return messages;
}

/** The Gmail search tool's result for those messages. */
export function searchResultValue(
  messages: readonly GmailMessage[],
): Record<string, unknown> {
  return {
    resultSizeEstimate: messages.length,
    messages: messages.map((message) => ({
      id: message.id,
      threadId: message.threadId,
      labelIds: ["INBOX", "Label_policies", "UNREAD"],
      from: `${message.broker.name} <${message.broker.email}>`,
      to: POLICY_MAILBOX,
      subject: `New policy ${message.policyId} – ${message.holder.name} (${message.insurer})`,
      date: message.date,
      snippet: `Hi, attached is the signed ${message.insurer} home policy ${message.policyId} for ${message.holder.name}. Effective from the 15th; please file and confirm.`,
      payload: { mimeType: "multipart/mixed", headers: mailHeaders(message) },
      attachments: [
        {
          filename: `${message.policyId}.pdf`,
          mimeType: "application/pdf",
          size: 150_000 + ((message.policyId.charCodeAt(8) * 7919) % 90_000),
          attachmentId: message.attachmentId,
        },
      ],
    })),
  };
}

function mailHeaders(message: GmailMessage): { name: string; value: string }[] {
  const domain = message.broker.email.split("@")[1]!;
  return [
    {
      name: "Received",
      value: `from mail-sor-f41.google.com (mail-sor-f41.google.com. [209.85.220.41]) by mx.google.com with SMTPS id ${message.threadId}; ${message.date}`,
    },
    {
      name: "ARC-Authentication-Results",
      value: `i=1; mx.google.com; dkim=pass header.i=@${domain} header.s=google header.b=${message.dkimSignature.slice(0, 8)}; spf=pass (google.com: domain of ${message.broker.email} designates 209.85.220.41 as permitted sender) smtp.mailfrom=${message.broker.email}; dmarc=pass (p=QUARANTINE sp=QUARANTINE dis=NONE) header.from=${domain}`,
    },
    {
      name: "DKIM-Signature",
      value: `v=1; a=rsa-sha256; c=relaxed/relaxed; d=${domain}; s=google; t=1785996245; x=1786601045; h=to:subject:message-id:date:from:mime-version:from:to:cc:subject:date:message-id:reply-to; bh=${message.dkimBody}; b=${message.dkimSignature}`,
    },
    { name: "X-Google-Smtp-Source", value: message.smtpSource },
    { name: "MIME-Version", value: "1.0" },
    {
      name: "Message-ID",
      value: `<CAF${message.id}${message.attachmentId}@mail.gmail.com>`,
    },
    {
      name: "Content-Type",
      value: `multipart/mixed; boundary="000000000000${message.threadId}"`,
    },
  ];
}

/** The roster sheet as `read_range` returns it: a header row, then one row per broker. */
export function rosterValue(
  brokers: readonly Broker[],
): Record<string, unknown> {
  return {
    range: `Brokers!A1:D${brokers.length + 1}`,
    majorDimension: "ROWS",
    values: [
      ["broker_id", "name", "email", "region"],
      ...brokers.map((broker) => [
        broker.id,
        broker.name,
        broker.email,
        broker.region,
      ]),
    ],
  };
}

export function spawnPrompt(message: GmailMessage): string {
  return `Parse the policy email ${message.id} (${message.policyId}, holder ${message.holder.name}, from ${message.broker.name}). Extract insurer, policy number, holder, sums insured, premium and effective date; return them as JSON.`;
}
