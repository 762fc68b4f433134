/**
 * A withheld inbound message never consumed. A withheld message is recorded and kept from
 * every agent — a person owned the chat (`HUMAN_OWNED_CONVERSATION`) or admission refused
 * the sender (`ADMISSION_REFUSED`) — so it never becomes a turn and no run answers it. One
 * with no `withheldConsumedAt` was never replayed into a later run and never discarded:
 * nothing will drain it. One finding per reason, listing the messages. O(messages).
 */
import type { InboundMessage } from "../topic/topic";
import { isWithheld } from "../topic/topic";
import { fruxonCommand, offer } from "./cli-command";
import { makeFinding, type Finding } from "./finding";
import {
  entryRef,
  excerpt,
  type ConversationFindingInput,
} from "./conversation-finding";
import { plural } from "./finding-helpers";

const MEANING: Record<string, string> = {
  HUMAN_OWNED_CONVERSATION:
    "a person owned the chat in the source console, so the agent was kept out",
  ADMISSION_REFUSED: "admission refused the sender (unknown or not enrolled)",
};

export function findWithheldUnconsumed(
  input: ConversationFindingInput,
): Finding[] {
  if (!input.withheld) return [];
  const byReason = new Map<string, InboundMessage[]>();
  for (const message of input.withheld) {
    if (!isWithheld(message) || message.withheldConsumedAt !== null) continue;
    const reason = message.withheldReason ?? "no reason given";
    byReason.set(reason, [...(byReason.get(reason) ?? []), message]);
  }
  return [...byReason].map(([reason, messages]) =>
    makeFinding({
      kind: "withheld-unconsumed",
      severity: "warning",
      title: `${plural(messages.length, "inbound message")} withheld (${reason}) and never consumed`,
      detail: `These never reached an agent: ${MEANING[reason] ?? "the delivery was withheld"}. None was ever replayed into a later run or discarded (no withheldConsumedAt), so nothing will drain ${messages.length === 1 ? "it" : "them"}. The transcript alone shows the customer writing and nothing after.`,
      entries: messages.map((message) =>
        entryRef(
          input,
          message.id,
          message.delivery ?? "WITHHELD",
          excerpt(message.text),
        ),
      ),
      facts: [{ label: "Reason", text: reason }],
      commands: offer([
        {
          command: messages.some((m) => m.delivery === "WITHHELD_PENDING")
            ? fruxonCommand`fruxon messages list --agent ${input.agentId} --delivery WITHHELD_PENDING`
            : fruxonCommand`fruxon messages list --agent ${input.agentId} --delivery WITHHELD`,
          note: "the same rows from the CLI",
        },
      ]),
    }),
  );
}
