/**
 * What support customers ask, as the tool calls a turn makes and the reply it gives.
 * Varied tools on purpose: the runs list's `tool` filter (`integrationId.toolId`) needs
 * something to find. `deliveryDelay` is the turn that recovered from a tool error.
 */
import type { Rng } from "../prng";
import { jsonResult } from "../wire-builders";
import type { Person } from "./participants";
import type { SimpleToolCall } from "./simple-trace";

export interface SupportTurn {
  question: string;
  reply: string;
  reasoning: string;
  calls: SimpleToolCall[];
  topic: string;
}

export type IntentName =
  | "orderStatus"
  | "returnPolicy"
  | "changeAddress"
  | "invoiceCopy"
  | "warranty"
  | "availability"
  | "deliveryDelay"
  | "escalate";

type Intent = (rng: Rng, who: Person) => SupportTurn;

const order = (rng: Rng) => `#${rng.int(10400, 10520)}`;

const getOrder = (
  name: string,
  extra: Record<string, unknown> = {},
): SimpleToolCall => ({
  name: "Get Order",
  tool: "shopify/get_order",
  parameters: { order: name },
  result: jsonResult({
    name,
    financial_status: "paid",
    fulfillment_status: "fulfilled",
    currency: "ILS",
    ...extra,
  }),
  durationMs: 950,
});

const searchAssets = (query: string, chunk: string): SimpleToolCall => ({
  name: "Search Knowledge Base",
  tool: "system/search_assets",
  parameters: { query, assetId: "kb_nordwood_support", mode: "HYBRID" },
  result: jsonResult({
    hits: [{ assetId: "kb_nordwood_support", chunk, score: 1.0 }],
  }),
  durationMs: 1_300,
});

export const INTENTS: Record<IntentName, Intent> = {
  orderStatus: (rng) => {
    const name = order(rng);
    return {
      topic: `where is order ${name}`,
      question: `Hi, any update on order ${name}?`,
      reply: `Order ${name} is with the courier and should arrive within 2 business days.`,
      reasoning: `Order ${name} is fulfilled and in transit; share the estimate.`,
      calls: [
        getOrder(name, {
          tracking: {
            company: "Cheetah",
            number: `CH${rng.int(4_000_000, 4_999_999)}`,
          },
        }),
      ],
    };
  },
  returnPolicy: () => ({
    topic: "return policy",
    question: "Can I still return a chair I bought three weeks ago?",
    reply:
      "Yes: returns are accepted within 30 days of delivery, in the original packaging. I can book a pickup for you.",
    reasoning:
      "Three weeks is inside the 30-day window from the knowledge base.",
    calls: [
      searchAssets(
        "return policy days",
        "Returns are accepted within 30 days of delivery, in the original packaging.",
      ),
    ],
  }),
  changeAddress: (rng) => {
    const name = order(rng);
    return {
      topic: `change delivery address ${name}`,
      question: `I moved, can you send order ${name} to my new address?`,
      reply: `Done, order ${name} will go to the new address. It has not shipped yet, so there is no delay.`,
      reasoning: `Order ${name} is unfulfilled, so the address can still change.`,
      calls: [
        getOrder(name, { fulfillment_status: "unfulfilled" }),
        {
          name: "Update Order",
          tool: "shopify/update_order",
          parameters: {
            order: name,
            shipping_address: {
              address1: "Derech Menachem Begin 132",
              city: "Tel Aviv",
              zip: "6701101",
            },
          },
          result: jsonResult({ ok: true }),
          durationMs: 1_150,
        },
      ],
    };
  },
  invoiceCopy: (rng, who) => {
    const name = order(rng);
    return {
      topic: `invoice for ${name}`,
      question: `Could you send me the invoice for ${name}?`,
      reply: `Here is the invoice for ${name}.`,
      reasoning:
        "Find the paid charge, then send the invoice PDF on the same channel.",
      calls: [
        {
          name: "List Charges",
          tool: "stripe/list_charges",
          parameters: { customer: `cus_${rng.hex(14)}`, limit: 3 },
          result: jsonResult({
            data: [
              {
                id: `ch_${rng.hex(24)}`,
                amount: rng.int(20, 300) * 1000,
                currency: "ils",
                paid: true,
              },
            ],
          }),
          durationMs: 870,
        },
        {
          name: "Send Invoice",
          tool: "whatsapp/send_media",
          parameters: {
            to: who.phone,
            fileName: `invoice-${name.slice(1)}.pdf`,
            caption: `Invoice ${name}`,
          },
          result: jsonResult({
            messageId: `wamid.${rng.hex(32)}`,
            status: "sent",
          }),
          durationMs: 1_420,
        },
      ],
    };
  },
  warranty: (rng) => {
    const name = order(rng);
    return {
      topic: "warranty on sofa frame",
      question: "The frame of my sofa cracked after a year. Is that covered?",
      reply:
        "Yes, frames carry a 5-year warranty. I have opened a claim; a technician will call you to schedule a visit.",
      reasoning: `Frame defects are covered for 5 years; order ${name} is 13 months old.`,
      calls: [
        searchAssets(
          "warranty sofa frame",
          "Sofa and bed frames: 5-year warranty against manufacturing defects.",
        ),
        getOrder(name),
      ],
    };
  },
  availability: (rng) => ({
    topic: "oak dining table in stock?",
    question: "Is the 180 cm oak dining table in stock?",
    reply: "Yes, we have 3 in stock; delivery within 7 business days.",
    reasoning: "Check live inventory for the oak table.",
    calls: [
      {
        name: "Get Product",
        tool: "shopify/get_product",
        parameters: { handle: "oak-dining-table-180" },
        result: jsonResult({
          title: "Oak dining table 180 cm",
          inventory_quantity: rng.int(1, 6),
          price: "3490.00",
        }),
        durationMs: 780,
      },
    ],
  }),
  deliveryDelay: (rng) => {
    const wrong = "#10482";
    const right = "#10428";
    return {
      topic: `late delivery ${right}`,
      question: `My order ${wrong} is late, it was supposed to arrive Monday.`,
      reply: `I could not find ${wrong}, but your order ${right} is out for delivery today.`,
      reasoning: `${wrong} does not exist; list the customer's orders instead and use the open one (${right}).`,
      calls: [
        {
          name: "Get Order",
          tool: "shopify/get_order",
          parameters: { order: wrong },
          error: `404 Not Found: order ${wrong} does not exist`,
          durationMs: 410,
        },
        {
          name: "List Orders",
          tool: "shopify/list_orders",
          parameters: {
            customer_id: `gid://shopify/Customer/${rng.int(7_000_000_000, 7_999_999_999)}`,
            status: "open",
          },
          result: jsonResult({
            orders: [{ name: right, fulfillment_status: "out_for_delivery" }],
          }),
          durationMs: 920,
        },
        getOrder(right, { fulfillment_status: "out_for_delivery" }),
      ],
    };
  },
  escalate: () => ({
    topic: "complaint about installer",
    question:
      "The installer scratched my floor and left. I want to talk to a person.",
    reply:
      "I am sorry. I have passed this to our team; a person will contact you today.",
    reasoning:
      "Damage claims and explicit requests for a person go to a human.",
    calls: [
      searchAssets(
        "installation damage claim",
        "Damage caused during installation: escalate to a person; do not promise compensation.",
      ),
      {
        name: "Escalate to Human",
        tool: "system/escalate_to_human",
        parameters: {
          reason: "Installer damaged the floor; customer asks for a person.",
          priority: "high",
        },
        result: jsonResult({ status: "HANDED_OFF", queue: "support-il" }),
        durationMs: 640,
      },
    ],
  }),
};
