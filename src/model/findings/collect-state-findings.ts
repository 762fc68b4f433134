/**
 * The findings of the state a run decided from (docs/reference/fruxon-state.md), in a
 * fixed order: memory that changed under the run, garbled ids, an off-schedule fire, a
 * ledger item stuck on a dead batch, a repeated attempt. Each part is optional: a part
 * that did not load is null and computes no findings.
 */
import type { MemoryRow } from "../state/memory-picture";
import type { NearMiss } from "../state/near-miss";
import type {
  LedgerBatch,
  LedgerItem,
  LedgerTransition,
} from "../state/state-model";
import type { Finding } from "./finding";
import { findMemoryChanged } from "./memory-changed";
import { findNearMissIds } from "./near-miss-id";
import { findOffScheduleFire, type FireInput } from "./off-schedule";
import { findRepeatedAttempt, findWaitingOnDeadBatch } from "./ledger-item";

export interface StateFindingInput {
  agentId: string;
  runId: string;
  memory: readonly MemoryRow[] | null;
  nearMisses: readonly NearMiss[] | null;
  fire: FireInput | null;
  ledger: {
    triggerId: string;
    item: LedgerItem;
    transitions: readonly LedgerTransition[] | null;
    batch: LedgerBatch | null;
  } | null;
}

export function collectStateFindings(input: StateFindingInput): Finding[] {
  const { ledger } = input;
  return [
    ...(input.memory ? findMemoryChanged(input.memory, input.agentId) : []),
    ...(input.nearMisses ? findNearMissIds(input.nearMisses) : []),
    ...(input.fire ? findOffScheduleFire(input.fire) : []),
    ...(ledger
      ? findWaitingOnDeadBatch({
          triggerId: ledger.triggerId,
          item: ledger.item,
          batch: ledger.batch,
        })
      : []),
    ...(ledger?.transitions
      ? findRepeatedAttempt({
          triggerId: ledger.triggerId,
          item: ledger.item,
          transitions: ledger.transitions,
          runId: input.runId,
          agentId: input.agentId,
        })
      : []),
  ];
}
