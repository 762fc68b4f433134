/** COMPLETED is not DELIVERED: the run finished cleanly, and only `deliveryStatus` says the reply never landed. */
import { isUndelivered } from "../run-metrics";
import { makeFinding, type Finding, type FindingInput } from "./finding";
import { statusOf } from "./finding-helpers";
import { fruxonCommand, offer } from "./cli-command";

const MEANING: Record<string, string> = {
  // The withheld reasons of inbound messages (a person owned the chat, admission refused the
  // sender) are about customer messages that never became a run; for this run's own reply
  // the record gives no reason, so none is guessed.
  WITHHELD: "its reply was withheld, and the record does not say why",
  FAILED: "the reply was sent and never landed",
  PENDING: "the reply has not been delivered yet",
};

export function findUndelivered(input: FindingInput): Finding[] {
  const status = statusOf(input);
  const delivery = input.summary.deliveryStatus;
  if (!delivery || !isUndelivered({ status, deliveryStatus: delivery }))
    return [];
  const agentId = input.summary.agentId;
  const topicId = input.summary.topicId;
  const isWithheld = delivery === "WITHHELD";
  return [
    makeFinding({
      kind: "undelivered",
      severity: "warning",
      title: `COMPLETED but not delivered — deliveryStatus ${delivery}`,
      detail:
        `The run itself went fine; ${MEANING[delivery] ?? "the reply did not reach the customer"}. Nothing in the trace shows this: only the delivery status does.` +
        (isWithheld
          ? topicId
            ? " Who owned the chat at the time (a takeover) is in the conversation."
            : " The run names no conversation (no topicId) to look in."
          : ""),
      facts: [{ label: "Delivery", text: delivery }],
      entries:
        isWithheld && topicId
          ? [
              {
                agentId,
                topicId,
                entryId: null,
                label: "Open the conversation: who owned the chat",
                note: null,
              },
            ]
          : [],
      commands: offer([
        isWithheld &&
          topicId !== null && {
            command: fruxonCommand`fruxon agents topics messages ${agentId} ${topicId}`,
            note: "the conversation's messages, takeovers included",
          },
      ]),
    }),
  ];
}
