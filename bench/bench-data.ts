/**
 * The benchmark's data set, served by the embedded Fruxon-compatible API (the same server
 * `npm start` runs for the demo) so every byte goes browser → proxy → upstream over HTTP,
 * as with the real API.
 */
import type { DemoDataSet, DemoRun } from "../server/demo/dataset";
import { benchPeople } from "./bench-people";
import {
  BENCH_AGENT,
  BENCH_TENANT,
  buildLargeTrace,
  streamLargeTrace,
  type LargeRunFacts,
  type LargeRunOptions,
} from "./large-run";

export interface BenchRun {
  id: string;
  facts: LargeRunFacts;
}

const HOUR = 3_600_000;
const ANCHOR = Date.UTC(2026, 10, 1, 8, 0, 0);

/** Steps of a run with `turns` turns of 99 calls: 1 + turns × 100. */
export function runOfSteps(steps: number): Omit<LargeRunOptions, "start"> {
  const turns = Math.round((steps - 1) / 100);
  return { id: `bench-${steps}-steps`, turns, callsPerTurn: 99 };
}

/** Steps of a run whose one LLM turn makes every call: 2 + calls (issue 31's shape). */
export function oneTurnOfSteps(steps: number): Omit<LargeRunOptions, "start"> {
  return {
    id: `bench-${steps}-steps-one-turn`,
    turns: 1,
    callsPerTurn: steps - 2,
  };
}

export class BenchDataSet {
  readonly runs: DemoRun[] = [];
  private hour = 0;

  /** Adds a generated run, each an hour after the last (so "previous run" is the one added before). */
  add(options: Omit<LargeRunOptions, "start">): BenchRun {
    const start = ANCHOR + this.hour++ * HOUR;
    const { envelope, facts, end } = buildLargeTrace({ ...options, start });
    this.runs.push({
      record: record(options.id, start, end, "COMPLETED", true),
      trace: envelope,
      result: null,
      parentId: null,
    });
    return { id: options.id, facts };
  }

  /** A generated run served as a stream (never one string): for runs of a million steps. */
  addStreamed(options: Omit<LargeRunOptions, "start">): BenchRun {
    const start = ANCHOR + this.hour++ * HOUR;
    const { facts, end, open } = streamLargeTrace({ ...options, start });
    this.runs.push({
      record: record(options.id, start, end, "COMPLETED", true),
      trace: null,
      openTrace: open,
      result: null,
      parentId: null,
    });
    return { id: options.id, facts };
  }

  /** A run the pre-flight gate refused: a record and no trace — the fixed cost of opening a run. */
  addWithoutTrace(id: string): string {
    const start = ANCHOR + this.hour++ * HOUR;
    const rejected = record(id, start, start, "REJECTED", false);
    rejected.rejectionReason = "Benchmark: a run without a trace.";
    this.runs.push({
      record: rejected,
      trace: null,
      result: null,
      parentId: null,
    });
    return id;
  }

  toDataSet(): DemoDataSet {
    return {
      tenantId: BENCH_TENANT,
      now: ANCHOR + this.hour * HOUR,
      agents: [
        {
          id: BENCH_AGENT,
          displayName: "Benchmark Agent",
          description: "Generated runs for npm run bench.",
          type: "ANALYZER",
          currentRevision: 1,
          tags: ["bench"],
          createdAt: ANCHOR - 24 * HOUR,
          modifiedAt: ANCHOR - 24 * HOUR,
        },
      ],
      // A directory of 200 people: what the masked open compiles its masker from.
      participants: benchPeople(),
      runs: this.runs,
    };
  }
}

function record(
  id: string,
  start: number,
  end: number,
  status: string,
  hasTrace: boolean,
): Record<string, unknown> {
  return {
    id,
    agentId: BENCH_AGENT,
    agentRevision: 1,
    remoteAgentRevision: null,
    startTime: start,
    endTime: end,
    status,
    deliveryStatus: "NOT_APPLICABLE",
    inputTokens: 0,
    outputTokens: 0,
    cachedTokens: 0,
    hasResult: false,
    hasTrace,
    isSample: false,
    trigger: { type: "API" },
    destinations: [],
    environmentSlug: "production",
    createdAt: start,
    tenantId: BENCH_TENANT,
    subject: "Month-end ledger reconciliation",
    runType: "ROOT",
    origin: "PRODUCTION",
    rootExecutionId: id,
    sessionId: null,
    topicId: null,
  };
}
