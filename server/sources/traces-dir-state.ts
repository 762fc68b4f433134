/**
 * The state calls of a `--traces` folder: answered from saved state JSON (see
 * `saved-state.ts`) in the API's shapes, and `notSaved` — naming the CLI command to save —
 * where the folder holds nothing for the question.
 */
import { fruxonCommand } from "../../src/model/findings/cli-command";
import { notSaved } from "./context-unavailable";
import type { StateCalls } from "./fruxon-state-calls";
import type { TracesDirIndex } from "./traces-dir-index";

type Item = Record<string, unknown>;

export function tracesDirState(
  index: () => Promise<TracesDirIndex>,
): StateCalls {
  const state = async () => (await index()).state;
  return {
    async listMemories(agentId) {
      const memories = (await state()).memories.filter((item) =>
        belongs(item, "agentId", agentId),
      );
      return memories.length > 0
        ? page(unique(memories))
        : notSaved(
            "memories",
            fruxonCommand`fruxon agents memory list ${agentId} -o json`,
          );
    },
    async getTrigger(triggerId) {
      const trigger = (await state()).triggers.find(
        (item) => item.id === triggerId,
      );
      return (
        trigger ??
        notSaved(
          `trigger ${triggerId}`,
          fruxonCommand`fruxon triggers get ${triggerId} -o json`,
        )
      );
    },
    async listLedgerItems(triggerId, itemKey) {
      const items = (await state()).ledgerItems.filter(
        (item) =>
          belongs(item, "triggerId", triggerId) &&
          (!itemKey || item.itemKey === itemKey),
      );
      return items.length > 0
        ? page(unique(items))
        : notSaved(
            "ledger items",
            itemKey
              ? fruxonCommand`fruxon triggers ledger items ${triggerId} --item-key ${itemKey} -o json`
              : fruxonCommand`fruxon triggers ledger items ${triggerId} -o json`,
          );
    },
    async listLedgerTransitions(triggerId, itemId) {
      const groups = (await state()).transitions;
      // Rows that name their item answer for it; a lone unnamed output is the one saved.
      const named = groups
        .flat()
        .filter((row) => (row.itemId ?? row.ledgerItemId) === itemId);
      const unnamed = groups.filter((group) =>
        group.every(
          (row) => row.itemId === undefined && row.ledgerItemId === undefined,
        ),
      );
      const rows =
        named.length > 0 ? named : unnamed.length === 1 ? unnamed[0]! : [];
      return rows.length > 0
        ? page(rows)
        : notSaved(
            `transitions of ledger item ${itemId}`,
            fruxonCommand`fruxon triggers ledger transitions ${triggerId} ${itemId} -o json`,
          );
    },
    async listLedgerBatches(triggerId) {
      const batches = (await state()).batches.filter((item) =>
        belongs(item, "triggerId", triggerId),
      );
      return batches.length > 0
        ? page(unique(batches))
        : notSaved(
            "ledger batches",
            fruxonCommand`fruxon triggers ledger batches ${triggerId} --open-only -o json`,
          );
    },
    async listLedgerPasses(triggerId) {
      const passes = (await state()).passes.filter((item) =>
        belongs(item, "triggerId", triggerId),
      );
      return passes.length > 0
        ? page(passes)
        : notSaved(
            "ledger passes",
            fruxonCommand`fruxon triggers ledger passes ${triggerId} -o json`,
          );
    },
    async listLedgerExclusions(triggerId) {
      const exclusions = (await state()).exclusions.filter((item) =>
        belongs(item, "triggerId", triggerId),
      );
      return exclusions.length > 0
        ? page(exclusions)
        : notSaved(
            "ledger exclusion reasons",
            fruxonCommand`fruxon triggers ledger exclusions ${triggerId} -o json`,
          );
    },
    async listRunApprovals(agentId, runId) {
      const approvals = (await state()).approvals;
      if (approvals.length === 0)
        return notSaved(
          "approvals",
          fruxonCommand`fruxon agents approvals list ${agentId} -o json`,
        );
      return page(
        unique(approvals.filter((item) => item.executionRecordId === runId)),
      );
    },
    async listApprovalAuditEvents(agentId, approvalId) {
      const events = (await state()).auditEvents.filter(
        (item) => item.approvalRequestId === approvalId,
      );
      return events.length > 0
        ? page(unique(events))
        : notSaved(
            `audit events of approval ${approvalId}`,
            fruxonCommand`fruxon agents approvals list ${agentId} -o json`,
          );
    },
  };
}

/** An item that names no owner (most CLI rows) counts for any. */
function belongs(item: Item, key: string, value: string): boolean {
  return item[key] === undefined || item[key] === value;
}

function unique(items: Item[]): Item[] {
  const byId = new Map<string, Item>();
  items.forEach((item, i) =>
    byId.set(
      typeof item.id === "string" || typeof item.id === "number"
        ? String(item.id)
        : `#${i}`,
      item,
    ),
  );
  return [...byId.values()];
}

function page(items: Item[]) {
  return { items, nextPageToken: null, totalCount: items.length };
}
