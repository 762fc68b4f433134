/**
 * Headline numbers of a run. The run span is `trace.endTime − trace.startTime`, never the
 * outermost step's `duration`: a run that suspended and resumed reports only its last
 * segment there (the "duration trap", docs/reference/investigation-workflow.md#traps).
 */
import {
  asMs,
  type Ms,
  type RunDetail,
  type RunSummary,
  type RunTrace,
} from "./run";

export interface RunSpan {
  startTime: Ms | null;
  endTime: Ms | null;
  /** null while the run is open or when the times are unknown. */
  spanMs: Ms | null;
  isOpen: boolean;
}

export function runSpan(summary: RunSummary, trace: RunTrace | null): RunSpan {
  const startTime = trace?.startTime ?? summary.startTime;
  const endTime = trace ? trace.endTime : summary.endTime;
  const isOpen = startTime !== null && endTime === null;
  return {
    startTime,
    endTime,
    spanMs:
      startTime !== null && endTime !== null
        ? asMs(Math.max(0, endTime - startTime))
        : null,
    isOpen,
  };
}

/** The status to show: the record's, else the trace envelope's (old records carry none). */
export function runStatus(
  detail: Pick<RunDetail, "summary" | "trace">,
): string | null {
  return detail.summary.status ?? detail.trace?.status ?? null;
}

export interface RunUsage {
  inputTokens: number | null;
  outputTokens: number | null;
  totalTokens: number | null;
  totalCost: number | null;
  /** `record` when the execution record reported it, `steps` when summed from LLM steps. */
  source: "record" | "steps" | "none";
}

/** Tokens and cost: the record's totals when present, else the sum over LLM steps. */
export function runUsage(
  summary: RunSummary,
  trace: RunTrace | null,
): RunUsage {
  if (summary.tokens.total !== null || summary.costs.total !== null) {
    return {
      inputTokens: summary.tokens.input,
      outputTokens: summary.tokens.output,
      totalTokens: summary.tokens.total,
      totalCost: summary.costs.total,
      source: "record",
    };
  }
  if (!trace) {
    return {
      inputTokens: null,
      outputTokens: null,
      totalTokens: null,
      totalCost: null,
      source: "none",
    };
  }
  let input = 0;
  let output = 0;
  let cost = 0;
  let seen = false;
  for (const step of trace.steps) {
    if (!step.llm) continue;
    seen = true;
    input += step.llm.tokens.input ?? 0;
    output += step.llm.tokens.output ?? 0;
    cost += step.llm.costs.total ?? 0;
  }
  return seen
    ? {
        inputTokens: input,
        outputTokens: output,
        totalTokens: input + output,
        totalCost: cost,
        source: "steps",
      }
    : {
        inputTokens: null,
        outputTokens: null,
        totalTokens: null,
        totalCost: null,
        source: "none",
      };
}

/**
 * REJECTED: the platform refused the run before it started (its `rejectionReason` says
 * why). Its record still carries times (start = end) and zero usage, which are not a
 * span or a spend: the views say "not run" instead.
 */
export function neverRan(status: string | null): boolean {
  return status === "REJECTED";
}

/** COMPLETED but not DELIVERED: the reply was withheld or never landed. */
export function isUndelivered(
  summary: Pick<RunSummary, "status" | "deliveryStatus">,
): boolean {
  return (
    summary.status === "COMPLETED" &&
    summary.deliveryStatus !== null &&
    summary.deliveryStatus !== "DELIVERED" &&
    summary.deliveryStatus !== "NOT_APPLICABLE" &&
    summary.deliveryStatus !== "UNSPECIFIED"
  );
}

/**
 * The number of error steps, or null when no step records a status or an error (an old
 * generation trace): "0 errors" would then claim what the data does not hold. Stops at
 * the first step with a status, so a normal trace costs O(1).
 */
export function errorCountOf(trace: RunTrace): number | null {
  if (trace.errorIndexes.length > 0) return trace.errorIndexes.length;
  for (const step of trace.steps) if (step.status !== null) return 0;
  return null;
}
