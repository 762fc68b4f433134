/**
 * The state a run decided from: fetch → validate → normalise, once, at the edge. Each
 * function returns a `ContextPart` (decision 1500): loaded, or the proxy's `{unavailable}`
 * answer saying the source does not expose (or the folder did not save) it.
 */
import {
  normalizeFruxonApprovalAuditEvents,
  normalizeFruxonApprovals,
  normalizeFruxonLedgerBatches,
  normalizeFruxonLedgerExclusions,
  normalizeFruxonLedgerItems,
  normalizeFruxonLedgerPasses,
  normalizeFruxonLedgerTransitions,
  normalizeFruxonMemories,
  normalizeFruxonTrigger,
} from "../model/normalize/fruxon-state";
import type { MemoryNow } from "../model/state/memory-picture";
import type {
  Approval,
  LedgerBatch,
  LedgerExclusion,
  LedgerItem,
  LedgerPass,
  LedgerTransition,
  TriggerConfig,
} from "../model/state/state-model";
import type { ContextPart } from "../model/topic/topic";
import { apiPath, fetchJson } from "./client";
import { part } from "./conversation";

export async function fetchMemories(
  agentId: string,
  signal?: AbortSignal,
): Promise<ContextPart<MemoryNow[]>> {
  return part(
    await fetchJson(apiPath("agents", agentId, "memories"), signal),
    (json) => normalizeFruxonMemories(json).items,
  );
}

export async function fetchTrigger(
  triggerId: string,
  signal?: AbortSignal,
): Promise<ContextPart<TriggerConfig>> {
  return part(
    await fetchJson(apiPath("triggers", triggerId), signal),
    normalizeFruxonTrigger,
  );
}

export async function fetchLedgerItems(
  triggerId: string,
  itemKey: string | null,
  signal?: AbortSignal,
): Promise<ContextPart<LedgerItem[]>> {
  const query = itemKey ? `?${new URLSearchParams({ itemKey })}` : "";
  return part(
    await fetchJson(
      `${apiPath("triggers", triggerId, "ledger", "items")}${query}`,
      signal,
    ),
    (json) => normalizeFruxonLedgerItems(json).items,
  );
}

export async function fetchLedgerTransitions(
  triggerId: string,
  itemId: string,
  signal?: AbortSignal,
): Promise<ContextPart<LedgerTransition[]>> {
  return part(
    await fetchJson(
      apiPath("triggers", triggerId, "ledger", "items", itemId, "transitions"),
      signal,
    ),
    (json) => normalizeFruxonLedgerTransitions(json).items,
  );
}

export async function fetchLedgerBatches(
  triggerId: string,
  signal?: AbortSignal,
): Promise<ContextPart<LedgerBatch[]>> {
  return part(
    await fetchJson(
      apiPath("triggers", triggerId, "ledger", "batches"),
      signal,
    ),
    (json) => normalizeFruxonLedgerBatches(json).items,
  );
}

export async function fetchLedgerPasses(
  triggerId: string,
  signal?: AbortSignal,
): Promise<ContextPart<LedgerPass[]>> {
  return part(
    await fetchJson(apiPath("triggers", triggerId, "ledger", "passes"), signal),
    (json) => normalizeFruxonLedgerPasses(json).items,
  );
}

export async function fetchLedgerExclusions(
  triggerId: string,
  signal?: AbortSignal,
): Promise<ContextPart<LedgerExclusion[]>> {
  return part(
    await fetchJson(
      apiPath("triggers", triggerId, "ledger", "exclusions"),
      signal,
    ),
    (json) => normalizeFruxonLedgerExclusions(json).items,
  );
}

/** The run's approvals, each with its audit events (null where those did not load). */
export async function fetchRunApprovals(
  agentId: string,
  runId: string,
  signal?: AbortSignal,
): Promise<ContextPart<Approval[]>> {
  const approvals = part(
    await fetchJson(
      apiPath("agents", agentId, "runs", runId, "approvals"),
      signal,
    ),
    (json) => normalizeFruxonApprovals(json).items,
  );
  if (approvals.state !== "loaded") return approvals;
  const withEvents = await Promise.all(
    approvals.value.map(async (approval) => {
      const events = part(
        await fetchJson(
          apiPath("agents", agentId, "approvals", approval.id, "audit-events"),
          signal,
        ).catch(() => null),
        (json) => normalizeFruxonApprovalAuditEvents(json).items,
      );
      return {
        ...approval,
        auditEvents: events.state === "loaded" ? events.value : null,
      };
    }),
  );
  return { state: "loaded", value: withEvents };
}
