/**
 * The worker's answer about one trace's state: its memory, knowledge searches and system
 * instructions (`trace-state.ts`), and the near-miss ids among what it wrote to memory.
 * (A search result is cut mid-id by the runtime's truncation, so it is not checked.) The
 * result ids the check needs stay in the worker: only the misses cross.
 */
import type { RunTrace } from "../run";
import { findNearMissIds, type NearMiss } from "./near-miss";
import { traceStateFacts, type TraceStateFacts } from "./trace-state";

export interface RunStateFacts {
  facts: Omit<TraceStateFacts, "resultIds">;
  nearMisses: NearMiss[];
}

export function runStateFacts(trace: RunTrace | null): RunStateFacts {
  const { resultIds, ...facts } = traceStateFacts(trace);
  return { facts, nearMisses: findNearMissIds(facts.memoryWrites, resultIds) };
}
