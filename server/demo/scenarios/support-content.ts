/**
 * What the support assistant's runs share: its deployed prompt, the tools it offers,
 * how a customer's message reaches it (trigger, destination) and the conversation ids
 * (one home topic per customer, several sessions per topic); and the words of the named
 * runs D4, D6 and D7 (data/support-runs.json).
 */
import type { WireObject } from "../dataset";
import { destination, TRIGGERS } from "../connectors";
import supportRunsJson from "../data/support-runs.json" with { type: "json" };
import { loadDataFile, SupportRuns } from "../data/schemas";
import { filledCall, type TemplateValues } from "../data/templates";
import { createRng } from "../prng";
import { PROMPTS } from "../prompts";
import {
  encodedResult,
  type ChatMessage,
  type ToolKey,
} from "../wire-builders";
import { personTrigger, type Person } from "./participants";
import type { SimpleToolCall } from "./simple-trace";

export const SUPPORT_AGENT = "support_assistant";

/** What D4, D6 and D7's customers wrote and their runs called and answered. */
export const SUPPORT_RUNS = loadDataFile(
  "support-runs.json",
  SupportRuns,
  supportRunsJson,
);

/** A named support run's tool call, from its words in support-runs.json. */
export const supportRunCall = (
  words: Parameters<typeof filledCall>[1],
  values: TemplateValues = {},
) => filledCall("support-runs.json", words, values);

export const SUPPORT_INSTRUCTIONS: readonly ChatMessage[] =
  PROMPTS.support_assistant;

export const SUPPORT_TOOLS: readonly ToolKey[] = [
  "hubspot/search_contacts",
  "shopify/get_order",
  "shopify/list_orders",
  "shopify/get_product",
  "shopify/update_order",
  "stripe/list_charges",
  "stripe/create_refund",
  "system/search_assets",
  "system/consult_participant",
  "system/escalate_to_human",
  "whatsapp/send_media",
];

export type SupportChannel = "whatsapp" | "telegram" | "web";

export function supportTrigger(
  who: Person,
  channel: SupportChannel,
): WireObject {
  if (channel === "web")
    return personTrigger("API", TRIGGERS.webWidgetApi, "web_widget", who);
  if (channel === "telegram")
    return personTrigger(
      "INTEGRATION_EVENT",
      TRIGGERS.telegramInbound,
      "telegram",
      who,
    );
  return personTrigger(
    "INTEGRATION_EVENT",
    TRIGGERS.whatsappInbound,
    "whatsapp",
    who,
  );
}

export function supportDestinations(channel: SupportChannel): WireObject[] {
  if (channel === "web") return [destination("webWidget")];
  return [destination(channel)];
}

/** A session id (`ts_…`) per named conversation episode; stable across anchors. */
export function supportSession(key: string): string {
  return `ts_${createRng(`support-session:${key}`).hex(24)}`;
}

/** The first step of every support turn: find the customer in the CRM. */
export function lookupCall(
  who: Person,
  channel: SupportChannel,
  contactId: number,
): SimpleToolCall {
  const [firstname, ...rest] = who.displayName.split(" ");
  const byEmail = channel === "web" && who.email !== null;
  return {
    name: "Lookup Customer",
    tool: "hubspot/search_contacts",
    parameters: byEmail ? { email: who.email } : { phone: who.phone },
    // HubSpot answers with a JSON string; names in it arrive \u-escaped.
    result: encodedResult({
      total: 1,
      results: [
        {
          id: String(contactId),
          properties: {
            firstname,
            lastname: rest.join(" "),
            phone: who.phone,
            email: who.email,
          },
        },
      ],
    }),
    durationMs: 640,
  };
}
