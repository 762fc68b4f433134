/**
 * Which reads the State panel makes for one run (decision 1600): each only when the run
 * gives a reason. Memory when it searched or wrote memory; the previous run's record when
 * it did that or fired on a schedule, and that run's whole trace only for memory, unasked
 * only below decision 0602's size; the trigger for a scheduled or ledger run; the ledger
 * for a LEDGER_ITEM run (the item's transitions once the item is found); approvals when it
 * went through an approval gate or waits on one.
 *
 * Pure, so `useRunState` only feeds it what has answered and enables queries from it; the
 * decisions come in the order their inputs arrive (the trace's facts, then the previous
 * run, then its trace). O(1). Not decided here: what is shown from the answers.
 */
import { checksPreviousRunAutomatically } from "../findings/finding-helpers";
import type { RunTrace } from "../run";
import type { MemoryRow } from "./memory-picture";
import type { RunStateFacts } from "./run-state-facts";
import type { RunTriggerRef } from "./state-model";

/** Trigger types with a cadence whose fire can be judged. */
const SCHEDULED = ["SCHEDULE", "INTERVAL"];

/** What the run gives reason to read, from its record and its trace's facts. */
export interface RunStateReasons {
  /** It searched or wrote memory (false until the trace's facts are read). */
  usesMemory: boolean;
  isScheduled: boolean;
  /** A LEDGER_ITEM run whose trigger is named. */
  isLedger: boolean;
  /** The trigger's id, "" when the record names none. */
  triggerId: string;
  /** The previous run (chosen by the proxy from the list): its record. */
  readsPreviousRun: boolean;
  /** The agent's memories now. */
  readsMemories: boolean;
  /** The trigger's config. Event triggers (a chat message, a webhook) have no cadence. */
  readsTrigger: boolean;
  /** The ledger's items, batches, passes and exclusions for the trigger. */
  readsLedger: boolean;
  readsApprovals: boolean;
  /** The previous run's trace may be read unasked: this run is within decision 0602's size. */
  readsPreviousTraceUnasked: boolean;
}

export function runStateReasons(input: {
  facts: RunStateFacts | null;
  triggerRef: RunTriggerRef | null;
  trace: RunTrace | null;
}): RunStateReasons {
  const { facts, triggerRef, trace } = input;
  const usesMemory = Boolean(
    facts &&
    (facts.facts.memorySearches.length > 0 ||
      facts.facts.memoryWrites.length > 0),
  );
  const isScheduled = SCHEDULED.includes(triggerRef?.type ?? "");
  const isLedger = triggerRef?.type === "LEDGER_ITEM" && triggerRef.id !== null;
  const triggerId = triggerRef?.id ?? "";
  const hasApproval = Boolean(
    (facts && facts.facts.approvalGates.length > 0) ||
    trace?.waitingFor?.kind === "APPROVAL",
  );
  return {
    usesMemory,
    isScheduled,
    isLedger,
    triggerId,
    readsPreviousRun: usesMemory || isScheduled,
    readsMemories: usesMemory,
    readsTrigger: triggerId !== "" && (isScheduled || isLedger),
    readsLedger: isLedger,
    readsApprovals: hasApproval,
    readsPreviousTraceUnasked:
      trace !== null && checksPreviousRunAutomatically(trace),
  };
}

/**
 * Whether the previous run's whole trace is read: it serves only the memory "as it was"
 * (its memory_write steps); judging a fire needs only its record. On a very large run it
 * waits to be asked for (decision 0602): it is a second trace of about the same size.
 */
export function readsPreviousTrace(
  reasons: RunStateReasons,
  isPreviousRequested: boolean,
): boolean {
  return (
    reasons.usesMemory &&
    (isPreviousRequested || reasons.readsPreviousTraceUnasked)
  );
}

/**
 * Whether the memory "as it was" waits for someone to ask for the previous run's trace:
 * it is needed, there is a previous run, it is not read unasked, and no earlier read left
 * it at hand (a disabled query still answers from the cache).
 */
export function isPreviousTraceOnRequest(
  reasons: RunStateReasons,
  previous: {
    hasPreviousRun: boolean;
    readsTrace: boolean;
    hasPreviousTrace: boolean;
  },
): boolean {
  return (
    reasons.usesMemory &&
    previous.hasPreviousRun &&
    !previous.readsTrace &&
    !previous.hasPreviousTrace
  );
}

/** Whether the ledger item's transitions are read: once the run's item is found. */
export function readsLedgerTransitions(
  reasons: RunStateReasons,
  hasItem: boolean,
): boolean {
  return reasons.readsLedger && hasItem;
}

/**
 * Titles the run searched that the previous run did not write, when the picture was drawn
 * beside the previous run: their last writer may be an earlier run (an off-schedule or
 * rejected run in between), so the memory walk looks back for them.
 */
export function titlesToWalkBack(
  picture: readonly MemoryRow[] | null,
  isBesidePreviousRun: boolean,
): string[] {
  if (!isBesidePreviousRun) return [];
  return (picture ?? [])
    .filter((row) => row.search !== null && row.previousWrite === null)
    .map((row) => row.title);
}

/** Whether the memory walk runs: titles to look back for, from a previous run to start at. */
export function readsMemoryWalk(
  titles: readonly string[],
  hasPreviousRun: boolean,
): boolean {
  return titles.length > 0 && hasPreviousRun;
}
