/**
 * A ledger automation's item (docs/reference/investigation-workflow.md): a WAITING item on an UNDELIVERABLE or FAILED batch
 * — nobody was asked and nobody will answer, while batch, count and stage all look
 * healthy — and a third-or-later attempt of the same item (a run shows one attempt; the
 * transition log shows why there was a third).
 */
import type {
  LedgerBatch,
  LedgerItem,
  LedgerTransition,
} from "../state/state-model";
import { attemptsOf } from "../state/ledger";
import { asMs } from "../run";
import { makeFinding, type Finding } from "./finding";
import { fruxonCommand, offer } from "./cli-command";

const DEAD_DELIVERIES = ["UNDELIVERABLE", "FAILED"];

export function findWaitingOnDeadBatch(input: {
  triggerId: string;
  item: LedgerItem;
  batch: LedgerBatch | null;
}): Finding[] {
  const { item, batch } = input;
  if (item.status !== "WAITING" || !batch || !batch.delivery) return [];
  if (!DEAD_DELIVERIES.includes(batch.delivery)) return [];
  return [
    makeFinding({
      kind: "waiting-on-dead-batch",
      severity: "error",
      title: `Item ${item.itemKey ?? item.id} is WAITING on a ${batch.delivery} batch: nobody was asked and nobody will answer`,
      detail:
        "WAITING means the item sits on an ASK stage's batch until someone answers. This batch's delivery failed, so the question reached nobody; the item waits until the batch expires while the batch, the count and the stage all look healthy.",
      cause: `The batch's delivery is ${batch.delivery}.`,
      fix: {
        summary: "Answer out of band, or cancel the batch",
        detail:
          "`fruxon triggers questions answer` answers it out of band; `ledger cancel-batch` returns its items to READY.",
      },
      facts: [
        { label: "Batch", text: batch.id },
        { label: "Delivery", text: batch.delivery },
        ...(batch.expiresAt
          ? [{ label: "Batch expires", at: asMs(batch.expiresAt) }]
          : []),
      ],
      commands: offer([
        {
          command: fruxonCommand`fruxon triggers ledger batches ${input.triggerId} --open-only -o json`,
          note: "every open batch and its delivery",
        },
      ]),
    }),
  ];
}

export function findRepeatedAttempt(input: {
  triggerId: string;
  item: LedgerItem;
  transitions: readonly LedgerTransition[];
  runId: string;
  agentId: string;
}): Finding[] {
  const attempts = attemptsOf(input.transitions);
  const index = attempts.findIndex((attempt) => attempt.runId === input.runId);
  const number = index >= 0 ? index + 1 : null;
  if (number === null || number < 3) return [];
  return [
    makeFinding({
      kind: "repeated-attempt",
      severity: "warning",
      title: `Attempt ${number} of item ${input.item.itemKey ?? input.item.id}`,
      detail:
        "This run is one attempt of a ledger item that was claimed before. The transition log says why the earlier attempts did not finish it; the trace alone cannot.",
      runs: attempts
        .filter((attempt) => attempt.runId !== input.runId)
        .map((attempt, i) => ({
          runId: attempt.runId,
          agentId: input.agentId,
          label: `attempt ${i + 1}${attempt.outcome ? ` → ${attempt.outcome}` : ""}`,
          status: null,
        })),
      facts: [{ label: "Attempts so far", text: String(attempts.length) }],
      commands: offer([
        {
          command: fruxonCommand`fruxon triggers ledger transitions ${input.triggerId} ${input.item.id} -o json`,
          note: "every attempt, each with its executionRecordId",
        },
      ]),
    }),
  ];
}
