/**
 * The state calls of the Fruxon source (docs/reference/fruxon-state.md), one function per
 * upstream call with its own allowlisted params, every id through `idSegment`. Memories, a
 * trigger and approvals are documented paths (their errors stay errors); the ledger's are
 * assumed, and a 404 or 501 there means "this API does not expose it" (decision 1500).
 */
import { fruxonCommand } from "../../src/model/findings/cli-command";
import { orNotExposed } from "./context-unavailable";
import { idSegment } from "./ids";
import type { RunSource } from "./run-source";
import { listedObjects } from "../../src/model/saved/saved-items";

export type StateCalls = Pick<
  RunSource,
  | "listMemories"
  | "getTrigger"
  | "listLedgerItems"
  | "listLedgerTransitions"
  | "listLedgerBatches"
  | "listLedgerPasses"
  | "listLedgerExclusions"
  | "listRunApprovals"
  | "listApprovalAuditEvents"
>;

/** `HumanApprovalStatus` values other than UNSPECIFIED: the list defaults to PENDING alone. */
const APPROVAL_STATUSES = ["PENDING", "RESPONDED", "CANCELLED", "EXPIRED"];
const PAGE = "200";

export function fruxonStateCalls(
  tenantPath: string,
  agentPath: (agentId: string) => string,
  get: (url: string, what: string) => Promise<unknown>,
): StateCalls {
  const triggerPath = (triggerId: string) =>
    `${tenantPath}/triggers/${idSegment(triggerId, "trigger")}`;
  const ledger = (
    triggerId: string,
    rest: string,
    what: string,
    command: string | null,
  ) =>
    orNotExposed(
      get(
        `${triggerPath(triggerId)}/ledger/${rest}`,
        `${what} of trigger ${triggerId}`,
      ),
      `the ledger's ${what}`,
      command,
    );
  return {
    listMemories: (agentId) =>
      get(
        `${agentPath(agentId)}/memories?${new URLSearchParams({ PageSize: PAGE }).toString()}`,
        `the memories of agent ${agentId}`,
      ),
    getTrigger: (triggerId) =>
      get(triggerPath(triggerId), `trigger ${triggerId}`),
    listLedgerItems: (triggerId, itemKey) =>
      ledger(
        triggerId,
        `items${itemKey ? `?${new URLSearchParams({ itemKey }).toString()}` : ""}`,
        "items",
        itemKey
          ? fruxonCommand`fruxon triggers ledger items ${triggerId} --item-key ${itemKey} -o json`
          : fruxonCommand`fruxon triggers ledger items ${triggerId} -o json`,
      ),
    listLedgerTransitions: (triggerId, itemId) =>
      ledger(
        triggerId,
        `items/${idSegment(itemId, "ledger item")}/transitions`,
        "transitions",
        fruxonCommand`fruxon triggers ledger transitions ${triggerId} ${itemId} -o json`,
      ),
    listLedgerBatches: (triggerId) =>
      ledger(
        triggerId,
        "batches?openOnly=true",
        "open batches",
        fruxonCommand`fruxon triggers ledger batches ${triggerId} --open-only -o json`,
      ),
    listLedgerPasses: (triggerId) =>
      ledger(
        triggerId,
        "passes",
        "passes",
        fruxonCommand`fruxon triggers ledger passes ${triggerId} -o json`,
      ),
    listLedgerExclusions: (triggerId) =>
      ledger(
        triggerId,
        "exclusions",
        "exclusion reasons",
        fruxonCommand`fruxon triggers ledger exclusions ${triggerId} -o json`,
      ),
    async listRunApprovals(agentId, runId) {
      const pages = await Promise.all(
        APPROVAL_STATUSES.map((status) =>
          get(
            `${agentPath(agentId)}/pendingApprovals?${new URLSearchParams({ status, PageSize: PAGE }).toString()}`,
            `the ${status} approvals of agent ${agentId}`,
          ),
        ),
      );
      // The API filters by status only: the run's own approvals are picked here.
      const items = pages
        .flatMap(listedObjects)
        .filter((item) => item.executionRecordId === runId);
      return { items, nextPageToken: null, totalCount: items.length };
    },
    listApprovalAuditEvents: (agentId, approvalId) =>
      get(
        `${agentPath(agentId)}/pendingApprovals/${idSegment(approvalId, "approval")}/auditEvents`,
        `the audit events of approval ${approvalId}`,
      ),
  };
}
