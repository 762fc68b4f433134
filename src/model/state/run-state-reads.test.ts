import { describe, expect, it } from "vitest";
import { AUTO_PREVIOUS_CHECK_STEPS } from "../findings/finding-helpers";
import type { RunTrace } from "../run";
import { makeStep, makeTrace } from "../testing/builders";
import type { MemoryRow } from "./memory-picture";
import {
  isPreviousTraceOnRequest,
  readsLedgerTransitions,
  readsMemoryWalk,
  readsPreviousTrace,
  runStateReasons,
  titlesToWalkBack,
  type RunStateReasons,
} from "./run-state-reads";
import { runStateFacts, type RunStateFacts } from "./run-state-facts";
import type { RunTriggerRef } from "./state-model";

const noFacts = runStateFacts(null);
const withFacts = (facts: Partial<RunStateFacts["facts"]>): RunStateFacts => ({
  ...noFacts,
  facts: { ...noFacts.facts, ...facts },
});
const searched = withFacts({
  memorySearches: [{} as RunStateFacts["facts"]["memorySearches"][number]],
});
const wrote = withFacts({
  memoryWrites: [{} as RunStateFacts["facts"]["memoryWrites"][number]],
});
const gated = withFacts({
  approvalGates: [
    { path: "1.1", requestId: "r1", toolKey: null, stepIdentifier: null },
  ],
});

const trigger = (overrides: Partial<RunTriggerRef>): RunTriggerRef => ({
  type: null,
  id: null,
  triggerFireAttemptId: null,
  firedAt: null,
  ledgerItemId: null,
  itemKey: null,
  ...overrides,
});

const small = makeTrace([makeStep()]);
/** A trace past decision 0602's size (only its step count is looked at). */
const large: RunTrace = {
  ...small,
  steps: Array.from(
    { length: AUTO_PREVIOUS_CHECK_STEPS + 1 },
    () => small.steps[0]!,
  ),
};

const reasonsOf = (
  facts: RunStateFacts | null,
  triggerRef: RunTriggerRef | null = null,
  trace: RunTrace | null = small,
) => runStateReasons({ facts, triggerRef, trace });

/** The reads asked for, by name, for compact expectations. */
const asked = (reasons: RunStateReasons) =>
  (
    [
      "readsPreviousRun",
      "readsMemories",
      "readsTrigger",
      "readsLedger",
      "readsApprovals",
    ] as const
  ).filter((read) => reasons[read]);

describe("runStateReasons", () => {
  it("asks for nothing for a run that used no memory, no schedule, no ledger, no approval", () => {
    expect(asked(reasonsOf(noFacts))).toEqual([]);
    expect(
      asked(reasonsOf(noFacts, trigger({ type: "WEBHOOK", id: "t1" }))),
    ).toEqual([]);
  });

  it("asks for nothing from the trace before its facts are read", () => {
    expect(asked(reasonsOf(null))).toEqual([]);
    expect(reasonsOf(null).usesMemory).toBe(false);
  });

  it("reads memory now and the previous run's record for a run that searched or wrote memory", () => {
    for (const facts of [searched, wrote])
      expect(asked(reasonsOf(facts))).toEqual([
        "readsPreviousRun",
        "readsMemories",
      ]);
  });

  it("reads the previous run's record and the trigger for a scheduled fire, not memory", () => {
    for (const type of ["SCHEDULE", "INTERVAL"])
      expect(asked(reasonsOf(noFacts, trigger({ type, id: "t1" })))).toEqual([
        "readsPreviousRun",
        "readsTrigger",
      ]);
  });

  it("does not read a trigger the record does not name", () => {
    const reasons = reasonsOf(noFacts, trigger({ type: "SCHEDULE" }));
    expect(asked(reasons)).toEqual(["readsPreviousRun"]);
    expect(reasons.triggerId).toBe("");
  });

  it("reads the trigger and the ledger for a LEDGER_ITEM run whose trigger is named", () => {
    expect(
      asked(reasonsOf(noFacts, trigger({ type: "LEDGER_ITEM", id: "t2" }))),
    ).toEqual(["readsTrigger", "readsLedger"]);
    expect(asked(reasonsOf(noFacts, trigger({ type: "LEDGER_ITEM" })))).toEqual(
      [],
    );
  });

  it("reads approvals for a run that went through a gate, or waits on an approval", () => {
    expect(asked(reasonsOf(gated))).toEqual(["readsApprovals"]);
    const waiting: RunTrace = {
      ...small,
      waitingFor: { kind: "APPROVAL" } as RunTrace["waitingFor"],
    };
    expect(asked(reasonsOf(null, null, waiting))).toEqual(["readsApprovals"]);
  });

  it("reads the previous trace unasked only for a run within decision 0602's size", () => {
    expect(reasonsOf(searched).readsPreviousTraceUnasked).toBe(true);
    expect(reasonsOf(searched, null, large).readsPreviousTraceUnasked).toBe(
      false,
    );
    expect(reasonsOf(searched, null, null).readsPreviousTraceUnasked).toBe(
      false,
    );
  });
});

describe("the previous run's trace", () => {
  it("is read only for memory: never to judge a scheduled fire", () => {
    const scheduled = reasonsOf(
      noFacts,
      trigger({ type: "SCHEDULE", id: "t" }),
    );
    expect(readsPreviousTrace(scheduled, false)).toBe(false);
    expect(readsPreviousTrace(scheduled, true)).toBe(false);
    expect(readsPreviousTrace(reasonsOf(searched), false)).toBe(true);
  });

  it("waits to be asked for on a large run, and is read once asked", () => {
    const reasons = reasonsOf(searched, null, large);
    expect(readsPreviousTrace(reasons, false)).toBe(false);
    expect(
      isPreviousTraceOnRequest(reasons, {
        hasPreviousRun: true,
        readsTrace: false,
        hasPreviousTrace: false,
      }),
    ).toBe(true);
    expect(readsPreviousTrace(reasons, true)).toBe(true);
    expect(
      isPreviousTraceOnRequest(reasons, {
        hasPreviousRun: true,
        readsTrace: true,
        hasPreviousTrace: false,
      }),
    ).toBe(false);
  });

  it("is not offered on request when it is at hand already, or there is no previous run", () => {
    const reasons = reasonsOf(searched, null, large);
    expect(
      isPreviousTraceOnRequest(reasons, {
        hasPreviousRun: true,
        readsTrace: false,
        hasPreviousTrace: true,
      }),
    ).toBe(false);
    expect(
      isPreviousTraceOnRequest(reasons, {
        hasPreviousRun: false,
        readsTrace: false,
        hasPreviousTrace: false,
      }),
    ).toBe(false);
    expect(
      isPreviousTraceOnRequest(reasonsOf(noFacts, null, large), {
        hasPreviousRun: true,
        readsTrace: false,
        hasPreviousTrace: false,
      }),
    ).toBe(false);
  });
});

describe("follow-up reads", () => {
  it("reads a ledger item's transitions once the run's item is found", () => {
    const ledger = reasonsOf(
      noFacts,
      trigger({ type: "LEDGER_ITEM", id: "t" }),
    );
    expect(readsLedgerTransitions(ledger, false)).toBe(false);
    expect(readsLedgerTransitions(ledger, true)).toBe(true);
    expect(readsLedgerTransitions(reasonsOf(noFacts), true)).toBe(false);
  });

  it("walks back for the searched titles the previous run did not write", () => {
    const row = (title: string, searched: boolean, written: boolean) =>
      ({
        title,
        search: searched ? {} : null,
        previousWrite: written ? {} : null,
      }) as MemoryRow;
    const picture = [
      row("searched, unwritten", true, false),
      row("searched, written", true, true),
      row("written only", false, false),
    ];
    expect(titlesToWalkBack(picture, true)).toEqual(["searched, unwritten"]);
    // Drawn without the previous run, nothing says what it wrote: no walk.
    expect(titlesToWalkBack(picture, false)).toEqual([]);
    expect(titlesToWalkBack(null, true)).toEqual([]);
    expect(readsMemoryWalk(["a"], true)).toBe(true);
    expect(readsMemoryWalk(["a"], false)).toBe(false);
    expect(readsMemoryWalk([], true)).toBe(false);
  });
});
