/** COMPLETED is not DELIVERED: the run finished cleanly, and only `deliveryStatus` says the reply never landed. */
import { isUndelivered } from "../run-metrics";
import { makeFinding, type Finding, type FindingInput } from "./finding";
import { statusOf } from "./finding-helpers";
import { fruxonCommand, offer } from "./cli-command";

const MEANING: Record<string, string> = {
  WITHHELD:
    "the reply was withheld: a person may own the conversation in the source console, or admission refused the sender",
  FAILED: "the reply was sent and never landed",
  PENDING: "the reply has not been delivered yet",
};

export function findUndelivered(input: FindingInput): Finding[] {
  const status = statusOf(input);
  const delivery = input.summary.deliveryStatus;
  if (!delivery || !isUndelivered({ status, deliveryStatus: delivery }))
    return [];
  const agentId = input.summary.agentId;
  const day = input.summary.startTime
    ? new Date(input.summary.startTime).toISOString().slice(0, 10)
    : null;
  return [
    makeFinding({
      kind: "undelivered",
      severity: "warning",
      title: `COMPLETED but not delivered — deliveryStatus ${delivery}`,
      detail: `The run itself went fine; ${MEANING[delivery] ?? "the reply did not reach the customer"}. Nothing in the trace shows this: only the delivery status does.`,
      facts: [{ label: "Delivery", text: delivery }],
      commands: offer([
        delivery === "WITHHELD" && {
          command: day
            ? fruxonCommand`fruxon messages list --agent ${agentId} --delivery WITHHELD --since ${day}`
            : fruxonCommand`fruxon messages list --agent ${agentId} --delivery WITHHELD`,
          note: "why it was withheld (withheldReason: HUMAN_OWNED_CONVERSATION or ADMISSION_REFUSED)",
        },
      ]),
    }),
  ];
}
