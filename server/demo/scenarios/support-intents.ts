/**
 * What support customers ask, as the tool calls a turn makes and the reply it gives: the
 * words and payloads are data/support-intents.json, one entry per intent. Varied tools on
 * purpose: the runs list's `tool` filter (`integrationId.toolId`) needs something to find.
 * `deliveryDelay` is the turn that recovered from a tool error.
 *
 * An entry's `draws` are taken from the run's seeded stream in the order written (an
 * order number, a charge id…), then fill the entry's `{name}` placeholders; `{"$": name}`
 * stands for the drawn value itself (a number stays a number) or the customer's `phone`.
 */
import supportIntentsJson from "../data/support-intents.json" with { type: "json" };
import {
  loadDataFile,
  SupportIntents,
  type IntentDraw,
  type INTENT_NAMES,
} from "../data/schemas";
import { fillTemplate } from "../data/templates";
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

export type IntentName = (typeof INTENT_NAMES)[number];

type Intent = (rng: Rng, who: Person) => SupportTurn;

const INTENT_DATA = loadDataFile(
  "support-intents.json",
  SupportIntents,
  supportIntentsJson,
);

export const INTENTS = Object.fromEntries(
  Object.entries(INTENT_DATA).map(([name, intent]) => [
    name,
    (rng: Rng, who: Person): SupportTurn => {
      const values: Record<string, unknown> = { phone: who.phone };
      for (const [key, draw] of Object.entries(intent.draws ?? {}))
        values[key] = drawn(rng, draw);
      const fill = <T>(value: T): T =>
        fillTemplate("support-intents.json", value, values);
      return {
        topic: fill(intent.topic),
        question: fill(intent.question),
        reply: fill(intent.reply),
        reasoning: fill(intent.reasoning),
        calls: intent.calls.map((call) => ({
          name: call.name,
          tool: call.tool,
          parameters: fill(call.parameters),
          ...(call.result !== undefined && {
            result: jsonResult(fill(call.result)),
          }),
          ...(call.error !== undefined && { error: fill(call.error) }),
          durationMs: call.durationMs,
        })),
      };
    },
  ]),
) as Record<IntentName, Intent>;

function drawn(rng: Rng, draw: IntentDraw): number | string {
  return "hex" in draw
    ? rng.hex(draw.hex)
    : rng.int(draw.int[0], draw.int[1]) * (draw.times ?? 1);
}
