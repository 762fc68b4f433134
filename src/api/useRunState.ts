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
 * LEDGER_ITEM run, approvals when it went through an approval gate. Which reads those are
 * is decided by `model/state/run-state-reads.ts` (tested there); this hook asks for them.
 */
import { useQuery } from "@tanstack/react-query";
import { partOf } from "./context-part";
import { useMemo, useState } from "react";
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
import {
  isPreviousTraceOnRequest,
  readsLedgerTransitions,
  readsMemoryWalk,
  readsPreviousTrace,
  runStateReasons,
  titlesToWalkBack,
} from "../model/state/run-state-reads";
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
  // Which reads to make is the model's to decide; this hook asks for them.
  const reasons = runStateReasons({ facts, triggerRef, trace });
  const { usesMemory, isScheduled, isLedger, triggerId } = reasons;

  const choice = useQuery({
    ...previousRunQueryOptions(agentId, summary.id),
    enabled: reasons.readsPreviousRun,
  });
  const previousSummary = choice.data?.run ?? null;
  const [isPreviousRequested, setIsPreviousRequested] = useState(false);
  const readsTrace = readsPreviousTrace(reasons, isPreviousRequested);
  const previousQuery = useQuery({
    ...runQueryOptions(agentId, previousSummary?.id ?? ""),
    enabled: previousSummary !== null && readsTrace,
  });
  const previousFacts = useRunStateFacts(previousQuery.data?.trace ?? null);

  const memories = useQuery({
    ...memoriesQueryOptions(agentId),
    enabled: reasons.readsMemories,
  });
  const trigger = useQuery({
    ...triggerQueryOptions(triggerId),
    enabled: reasons.readsTrigger,
  });
  const items = useQuery({
    ...ledgerItemsQueryOptions(triggerId, triggerRef?.itemKey ?? null),
    enabled: reasons.readsLedger,
  });
  const item = useMemo(() => {
    const loaded = loadedValue(partOf(items));
    return loaded && triggerRef ? itemOfRun(loaded, triggerRef) : null;
  }, [items, triggerRef]);
  const transitions = useQuery({
    ...ledgerTransitionsQueryOptions(triggerId, item?.id ?? ""),
    enabled: readsLedgerTransitions(reasons, item !== null),
  });
  const batches = useQuery({
    ...ledgerBatchesQueryOptions(triggerId),
    enabled: reasons.readsLedger,
  });
  const passes = useQuery({
    ...ledgerPassesQueryOptions(triggerId),
    enabled: reasons.readsLedger,
  });
  const exclusions = useQuery({
    ...ledgerExclusionsQueryOptions(triggerId),
    enabled: reasons.readsLedger,
  });
  const hasApproval = reasons.readsApprovals;
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
  const isPreviousOnRequest = isPreviousTraceOnRequest(reasons, {
    hasPreviousRun: previousSummary !== null,
    readsTrace,
    hasPreviousTrace: Boolean(previousQuery.data),
  });

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
  const unwritten = useMemo(
    () => titlesToWalkBack(firstPicture, Boolean(memoryInput?.previous)),
    [memoryInput, firstPicture],
  );
  const walk = useQuery({
    ...memoryWalkQueryOptions(agentId, previousSummary?.id ?? "", unwritten),
    enabled: readsMemoryWalk(unwritten, previousSummary !== null),
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
    trigger: reasons.readsTrigger ? triggerPart : null,
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
