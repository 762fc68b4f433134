/**
 * A ledger item's history: its transitions grouped into attempts (one per run that
 * claimed it, in time order, each with the status it left the item in), and the batch a
 * WAITING item sits on.
 */
import type { LedgerBatch, LedgerItem, LedgerTransition } from "./state-model";

export interface LedgerAttempt {
  runId: string;
  /** When the attempt's first transition happened. */
  at: number | null;
  /** The status its last transition left the item in. */
  outcome: string | null;
}

export function attemptsOf(
  transitions: readonly LedgerTransition[],
): LedgerAttempt[] {
  const ordered = [...transitions].sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
  const attempts: LedgerAttempt[] = [];
  const byRun = new Map<string, LedgerAttempt>();
  for (const transition of ordered) {
    const runId = transition.executionRecordId;
    if (!runId) continue;
    let attempt = byRun.get(runId);
    if (!attempt) {
      attempt = { runId, at: transition.at, outcome: null };
      byRun.set(runId, attempt);
      attempts.push(attempt);
    }
    attempt.outcome = transition.toStatus;
  }
  return attempts;
}

/** The item of this run: by the record's ledgerItemId, else its itemKey, else the only one. */
export function itemOfRun(
  items: readonly LedgerItem[],
  ref: { ledgerItemId: string | null; itemKey: string | null },
): LedgerItem | null {
  return (
    items.find(
      (item) => ref.ledgerItemId !== null && item.id === ref.ledgerItemId,
    ) ??
    items.find(
      (item) => ref.itemKey !== null && item.itemKey === ref.itemKey,
    ) ??
    (items.length === 1 ? items[0]! : null)
  );
}

export function batchOf(
  batches: readonly LedgerBatch[],
  item: LedgerItem,
): LedgerBatch | null {
  return item.batchId
    ? (batches.find((batch) => batch.id === item.batchId) ?? null)
    : null;
}
