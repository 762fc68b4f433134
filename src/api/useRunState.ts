/**
 * The state one run decided from, for a view: what its trace says (read in the worker:
 * memory, knowledge searches, near-miss ids), the previous run's memory writes (the value
 * as it was), memories now, the trigger that fired it, its ledger item with transitions
 * and batch, the automation's passes and exclusions, and its approvals — each a
 * `ContextPart` — with the memory picture and the state findings. The one place the pure
 * `model/state` and state-finding functions run for the UI; their inputs are the small
 * answers above, never payloads.
 *
 * Reads are asked for only when the run gives a reason: memory when it searched or wrote
 * memory, the previous run's record when it did that or fired on a schedule (and its whole
 * trace only for memory, unasked only below decision 0602's size), the ledger for a
 * LEDGER_ITEM run, approvals when it went through an approval gate.
 */
import { useQuery } from "@tanstack/react-query";
import { partOf } from "./context-part";
import { useMemo, useState } from "react";
import { checksPreviousRunAutomatically } from "../model/findings/finding-helpers";
import { collectStateFindings } from "../model/findings/collect-state-findings";
import type { Finding } from "../model/findings/finding";
import { runTriggerRef } from "../model/normalize/fruxon-state";
import type { RunDetail, RunSummary } from "../model/run";
import { batchOf, itemOfRun } from "../model/state/ledger";
import {
  joinRunApprovals,
  type RunApprovals,
} from "../model/state/run-approvals";
import { memoryPicture, type MemoryRow } from "../model/state/memory-picture";
import type { RunStateFacts } from "../model/state/run-state-facts";
import type { MemoryWalk } from "../model/state/memory-walk";
import type {
  Approval,
  LedgerBatch,
  LedgerExclusion,
  LedgerItem,
  LedgerPass,
  LedgerTransition,
  RunTriggerRef,
  TriggerConfig,
} from "../model/state/state-model";
import { loadedValue, type ContextPart } from "../model/topic/topic";
import { previousRunQueryOptions, runQueryOptions } from "./queries";
import {
  ledgerBatchesQueryOptions,
  ledgerExclusionsQueryOptions,
  ledgerItemsQueryOptions,
  ledgerPassesQueryOptions,
  ledgerTransitionsQueryOptions,
  memoriesQueryOptions,
  memoryWalkQueryOptions,
  runApprovalsQueryOptions,
  triggerQueryOptions,
} from "./run-state-queries";
import { useRunStateFacts } from "./trace-queries";

const SCHEDULED = ["SCHEDULE", "INTERVAL"];

export interface RunState {
  facts: RunStateFacts | null;
  triggerRef: RunTriggerRef | null;
  previous: { summary: RunSummary; facts: RunStateFacts | null } | null;
  /** The previous run could not be chosen or read. */
  previousProblem: string | null;
  /**
   * Set when the memory "as it was" needs the previous run's trace and this run is too
   * large to read it unasked (`memory` stays null): reads it. The step count is this run's.
   */
  previousOnRequest: { steps: number; request: () => void } | null;
  memory: MemoryRow[] | null;
  /** How far back the last writers of the searched titles were looked for; null when not walked. */
  memoryWalk: MemoryWalk | null;
  memoriesNow: ContextPart<unknown>;
  trigger: ContextPart<TriggerConfig> | null;
  ledger: {
    items: ContextPart<LedgerItem[]>;
    item: LedgerItem | null;
    transitions: ContextPart<LedgerTransition[]> | null;
    batches: ContextPart<LedgerBatch[]>;
    batch: LedgerBatch | null;
    passes: ContextPart<LedgerPass[]>;
    exclusions: ContextPart<LedgerExclusion[]>;
  } | null;
  approvals: ContextPart<Approval[]> | null;
  /** The approvals read, joined to the steps that asked for them; null until both are in. */
  runApprovals: RunApprovals | null;
  findings: Finding[];
}

export function useRunState(detail: RunDetail, agentId: string): RunState {
  const { summary, trace } = detail;
  const facts = useRunStateFacts(trace);
  const triggerRef = useMemo(() => runTriggerRef(summary.raw), [summary.raw]);
  const usesMemory = Boolean(
    facts &&
    (facts.facts.memorySearches.length > 0 ||
      facts.facts.memoryWrites.length > 0),
  );
  const isScheduled = SCHEDULED.includes(triggerRef?.type ?? "");
  const isLedger = triggerRef?.type === "LEDGER_ITEM" && triggerRef.id !== null;
  const triggerId = triggerRef?.id ?? "";

  const choice = useQuery({
    ...previousRunQueryOptions(agentId, summary.id),
    enabled: usesMemory || isScheduled,
  });
  const previousSummary = choice.data?.run ?? null;
  // The previous run's whole trace serves only the memory "as it was" (its memory_write
  // steps); judging a fire needs only its record, which the choice already holds. On a
  // very large run it waits to be asked for, as the findings' previous-run check does
  // (decision 0602): it is a second trace of about the same size.
  const [isPreviousRequested, setIsPreviousRequested] = useState(false);
  const readsPreviousTrace =
    usesMemory &&
    (isPreviousRequested ||
      (trace !== null && checksPreviousRunAutomatically(trace)));
  const previousQuery = useQuery({
    ...runQueryOptions(agentId, previousSummary?.id ?? ""),
    enabled: previousSummary !== null && readsPreviousTrace,
  });
  const previousFacts = useRunStateFacts(previousQuery.data?.trace ?? null);

  const memories = useQuery({
    ...memoriesQueryOptions(agentId),
    enabled: usesMemory,
  });
  // Event triggers (a chat message, a webhook) have no cadence to judge: not read.
  const trigger = useQuery({
    ...triggerQueryOptions(triggerId),
    enabled: triggerId !== "" && (isScheduled || isLedger),
  });
  const items = useQuery({
    ...ledgerItemsQueryOptions(triggerId, triggerRef?.itemKey ?? null),
    enabled: isLedger,
  });
  const item = useMemo(() => {
    const loaded = loadedValue(partOf(items));
    return loaded && triggerRef ? itemOfRun(loaded, triggerRef) : null;
  }, [items, triggerRef]);
  const transitions = useQuery({
    ...ledgerTransitionsQueryOptions(triggerId, item?.id ?? ""),
    enabled: isLedger && item !== null,
  });
  const batches = useQuery({
    ...ledgerBatchesQueryOptions(triggerId),
    enabled: isLedger,
  });
  const passes = useQuery({
    ...ledgerPassesQueryOptions(triggerId),
    enabled: isLedger,
  });
  const exclusions = useQuery({
    ...ledgerExclusionsQueryOptions(triggerId),
    enabled: isLedger,
  });
  const hasApproval = Boolean(
    (facts && facts.facts.approvalGates.length > 0) ||
    trace?.waitingFor?.kind === "APPROVAL",
  );
  const approvals = useQuery({
    ...runApprovalsQueryOptions(agentId, summary.id),
    enabled: hasApproval,
  });

  const approvalsPart = partOf(approvals);
  const approvalList = loadedValue(approvalsPart);
  const runApprovals = useMemo(
    () =>
      approvalList && facts
        ? joinRunApprovals(approvalList, facts.facts.approvalGates)
        : null,
    [approvalList, facts],
  );
  const memoriesPart = partOf(memories);
  const triggerPart = partOf(trigger);
  const batchesPart = partOf(batches);
  const transitionsPart = partOf(transitions);
  const previous = previousSummary
    ? {
        summary: previousQuery.data?.summary ?? previousSummary,
        facts: previousFacts,
      }
    : null;
  // A disabled query still answers from the cache: read once, the previous trace serves.
  const isPreviousOnRequest =
    usesMemory &&
    previousSummary !== null &&
    !readsPreviousTrace &&
    !previousQuery.data;

  const memoryInput = useMemo(() => {
    if (!facts || !usesMemory || isPreviousOnRequest) return null;
    // The value as it was needs the previous run's trace: wait for it unless there is none.
    if (previousSummary && !previousFacts && !previousQuery.error) return null;
    return {
      facts: facts.facts,
      previous:
        previousSummary && previousFacts
          ? { runId: previousSummary.id, facts: previousFacts.facts }
          : null,
      now: loadedValue(memoriesPart),
    };
  }, [
    facts,
    usesMemory,
    isPreviousOnRequest,
    previousSummary,
    previousFacts,
    previousQuery.error,
    memoriesPart,
  ]);
  const firstPicture = useMemo(
    () => (memoryInput ? memoryPicture(memoryInput) : null),
    [memoryInput],
  );
  // Titles the run searched that the previous run did not write: the last writer may be
  // an earlier run (an off-schedule or rejected run in between), so walk back for them.
  const unwritten = useMemo(
    () =>
      memoryInput?.previous
        ? (firstPicture ?? [])
            .filter((row) => row.search !== null && row.previousWrite === null)
            .map((row) => row.title)
        : [],
    [memoryInput, firstPicture],
  );
  const walk = useQuery({
    ...memoryWalkQueryOptions(agentId, previousSummary?.id ?? "", unwritten),
    enabled: unwritten.length > 0 && previousSummary !== null,
  });
  const memoryWalk = unwritten.length > 0 ? (walk.data ?? null) : null;
  const memory = useMemo(() => {
    if (!memoryInput || !firstPicture) return null;
    if (unwritten.length === 0) return firstPicture;
    // Until the walk answers, "no run wrote it" would be a guess: wait (a failed walk
    // leaves the previous run's answer, said as that).
    if (walk.isPending) return null;
    return memoryPicture({ ...memoryInput, earlier: walk.data ?? null });
  }, [memoryInput, firstPicture, unwritten, walk.isPending, walk.data]);

  const triggerConfig = loadedValue(triggerPart);
  const batch = useMemo(() => {
    const loaded = loadedValue(batchesPart);
    return loaded && item ? batchOf(loaded, item) : null;
  }, [batchesPart, item]);
  const transitionList = loadedValue(transitionsPart);

  const findings = useMemo(
    () =>
      collectStateFindings({
        agentId,
        runId: summary.id,
        memory,
        nearMisses: facts?.nearMisses ?? null,
        fire:
          triggerConfig &&
          isScheduled &&
          (triggerRef?.firedAt ?? summary.startTime)
            ? {
                trigger: triggerConfig,
                status: summary.status,
                firedAt: (triggerRef?.firedAt ?? summary.startTime)!,
                previous: previousSummary
                  ? {
                      runId: previousSummary.id,
                      agentId,
                      firedAt:
                        runTriggerRef(previousSummary.raw)?.firedAt ??
                        previousSummary.startTime ??
                        0,
                    }
                  : null,
              }
            : null,
        ledger:
          isLedger && item
            ? { triggerId, item, transitions: transitionList, batch }
            : null,
      }),
    [
      agentId,
      summary,
      memory,
      facts,
      triggerConfig,
      isScheduled,
      triggerRef,
      previousSummary,
      isLedger,
      item,
      triggerId,
      transitionList,
      batch,
    ],
  );

  return {
    facts,
    triggerRef,
    previous,
    previousProblem:
      choice.error?.message ?? previousQuery.error?.message ?? null,
    previousOnRequest: isPreviousOnRequest
      ? {
          steps: trace?.steps.length ?? 0,
          request: () => setIsPreviousRequested(true),
        }
      : null,
    memory,
    memoryWalk,
    memoriesNow: memoriesPart,
    trigger: triggerId && (isScheduled || isLedger) ? triggerPart : null,
    ledger: isLedger
      ? {
          items: partOf(items),
          item,
          transitions: item ? transitionsPart : null,
          batches: batchesPart,
          batch,
          passes: partOf(passes),
          exclusions: partOf(exclusions),
        }
      : null,
    approvals: hasApproval ? approvalsPart : null,
    runApprovals: hasApproval ? runApprovals : null,
    findings,
  };
}
