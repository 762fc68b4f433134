/**
 * The state one run decided from, read as the page's State panel reads it
 * (`src/api/useRunState.ts`), with the same decisions (`model/state/run-state-reads.ts`):
 * memory when the run searched or wrote memory (with the previous run's writes, and the
 * walk back for titles it did not write), the trigger when it fired on a schedule or a
 * ledger, the ledger item with its transitions and batch, the approvals when it went
 * through a gate — and the state findings from them. The previous run's whole trace is
 * read only within decision 0602's size, as on the page; above it the memory "as it was"
 * is said to be not checked.
 */
import { collectStateFindings } from "../../src/model/findings/collect-state-findings";
import type { Finding } from "../../src/model/findings/finding";
import { findPreviousRun } from "../../src/model/find-previous-run";
import { runTriggerRef } from "../../src/model/normalize/fruxon-state";
import type { PreviousRunChoice } from "../../src/model/previous-run";
import type { RunDetail, RunSummary } from "../../src/model/run";
import { batchOf, itemOfRun } from "../../src/model/state/ledger";
import {
  memoryPicture,
  type MemoryRow,
} from "../../src/model/state/memory-picture";
import {
  walkBackForWrites,
  type MemoryWalk,
} from "../../src/model/state/memory-walk";
import {
  joinRunApprovals,
  type RunApprovals,
} from "../../src/model/state/run-approvals";
import {
  runStateFacts,
  type RunStateFacts,
} from "../../src/model/state/run-state-facts";
import {
  readsLedgerTransitions,
  readsMemoryWalk,
  readsPreviousTrace,
  runStateReasons,
  titlesToWalkBack,
} from "../../src/model/state/run-state-reads";
import type {
  LedgerBatch,
  LedgerItem,
  LedgerTransition,
  RunTriggerRef,
  TriggerConfig,
} from "../../src/model/state/state-model";
import { loadedValue, type ContextPart } from "../../src/model/topic/topic";
import type { AssistantReads } from "./assistant-reads";
import { settle } from "./topic-conversation";

export interface RunState {
  facts: RunStateFacts | null;
  triggerRef: RunTriggerRef | null;
  trigger: ContextPart<TriggerConfig> | null;
  memory: MemoryRow[] | null;
  /** How far back the last writers of the searched titles were looked for; null when not walked. */
  memoryWalk: MemoryWalk | null;
  /** The previous run (the compare view's choice), when the state needed it. */
  previous: RunSummary | null;
  ledger: {
    item: LedgerItem | null;
    transitions: LedgerTransition[] | null;
    batch: LedgerBatch | null;
  } | null;
  approvals: RunApprovals | null;
  findings: Finding[];
  /** What was not looked at, and why. */
  notChecked: string[];
}

/** The previous run's choice, once per run: findings and state share it. */
export function previousChoiceOf(
  reads: AssistantReads,
  summary: RunSummary,
): Promise<PreviousRunChoice> {
  return findPreviousRun(summary, (filters) =>
    reads.runPage(summary.agentId, { ...filters }),
  );
}

export async function readRunState(
  reads: AssistantReads,
  detail: RunDetail,
  previousChoice: () => Promise<PreviousRunChoice>,
): Promise<RunState> {
  const { summary, trace } = detail;
  const agentId = summary.agentId;
  const facts = trace ? runStateFacts(trace) : null;
  const triggerRef = runTriggerRef(summary.raw);
  const reasons = runStateReasons({ facts, triggerRef, trace });
  const notChecked: string[] = [];
  const { context } = reads;

  let previous: RunSummary | null = null;
  if (reasons.readsPreviousRun) {
    try {
      previous = (await previousChoice()).run;
    } catch (error) {
      notChecked.push(`the previous run (${(error as Error).message})`);
    }
  }
  const [memories, trigger, items, batches, approvals] = await Promise.all([
    reasons.readsMemories ? settle(context.fetchMemories(agentId)) : null,
    reasons.readsTrigger
      ? settle(context.fetchTrigger(reasons.triggerId))
      : null,
    reasons.readsLedger
      ? settle(
          context.fetchLedgerItems(
            reasons.triggerId,
            triggerRef?.itemKey ?? null,
          ),
        )
      : null,
    reasons.readsLedger
      ? settle(context.fetchLedgerBatches(reasons.triggerId))
      : null,
    reasons.readsApprovals
      ? settle(context.fetchRunApprovals(agentId, summary.id))
      : null,
  ]);

  let memory: MemoryRow[] | null = null;
  let memoryWalk: MemoryWalk | null = null;
  if (facts && reasons.usesMemory) {
    const readsTrace = readsPreviousTrace(reasons, false);
    if (previous && !readsTrace)
      notChecked.push(
        `the memory as it was (it needs the previous run's whole trace; this run has ${trace?.steps.length ?? 0} steps: open the State panel to read it)`,
      );
    else {
      const previousDetail = previous
        ? await reads.detail(agentId, previous.id).catch((error: Error) => {
            notChecked.push(`the previous run's writes (${error.message})`);
            return null;
          })
        : null;
      const previousFacts = previousDetail?.trace
        ? runStateFacts(previousDetail.trace)
        : null;
      const input = {
        facts: facts.facts,
        previous:
          previous && previousFacts
            ? { runId: previous.id, facts: previousFacts.facts }
            : null,
        now: memories ? loadedValue(memories) : null,
      };
      memory = memoryPicture(input);
      const unwritten = titlesToWalkBack(memory, input.previous !== null);
      if (previous && previousFacts && readsMemoryWalk(unwritten, true)) {
        memoryWalk = await walkBackForWrites(
          unwritten,
          { summary: previous, facts: previousFacts.facts },
          {
            previousOf: async (run) => (await previousChoiceOf(reads, run)).run,
            factsOf: async (run) => {
              const earlier = await reads.detail(agentId, run.id);
              return earlier.trace ? runStateFacts(earlier.trace).facts : null;
            },
          },
        ).catch(() => null);
        // A failed walk leaves the previous run's answer, said as that (as on the page).
        memory = memoryPicture({ ...input, earlier: memoryWalk });
      }
    }
  }

  const itemList = items ? loadedValue(items) : null;
  const item = itemList && triggerRef ? itemOfRun(itemList, triggerRef) : null;
  const transitions =
    item && readsLedgerTransitions(reasons, true)
      ? loadedValue(
          await settle(
            context.fetchLedgerTransitions(reasons.triggerId, item.id),
          ),
        )
      : null;
  const batchList = batches ? loadedValue(batches) : null;
  const batch = batchList && item ? batchOf(batchList, item) : null;
  const triggerConfig = trigger ? loadedValue(trigger) : null;
  const firedAt = triggerRef?.firedAt ?? summary.startTime;
  const approvalList = approvals ? loadedValue(approvals) : null;

  const findings = collectStateFindings({
    agentId,
    runId: summary.id,
    memory,
    nearMisses: facts?.nearMisses ?? null,
    fire:
      triggerConfig && reasons.isScheduled && firedAt
        ? {
            trigger: triggerConfig,
            status: summary.status,
            firedAt,
            previous: previous
              ? {
                  runId: previous.id,
                  agentId,
                  firedAt:
                    runTriggerRef(previous.raw)?.firedAt ??
                    previous.startTime ??
                    0,
                }
              : null,
          }
        : null,
    ledger:
      reasons.isLedger && item
        ? { triggerId: reasons.triggerId, item, transitions, batch }
        : null,
  });
  for (const [name, part] of [
    ["memories now", memories],
    ["the trigger", trigger],
    ["the ledger items", items],
    ["the ledger batches", batches],
    ["the approvals", approvals],
  ] as const)
    if (part && part.state !== "loaded")
      notChecked.push(
        `${name} (${part.state === "loading" ? "not read" : part.message})`,
      );
  return {
    facts,
    triggerRef,
    trigger,
    memory,
    memoryWalk,
    previous,
    ledger: reasons.isLedger ? { item, transitions, batch } : null,
    approvals:
      approvalList && facts
        ? joinRunApprovals(approvalList, facts.facts.approvalGates)
        : null,
    findings,
    notChecked,
  };
}
