/**
 * Where the run's time went, by what was running: each step's own time (its span less what
 * its children cover, `coverage.ts`) counted under its kind, waits taken out of the step
 * they happened in, and the time inside a flow step (or the run) that no child covers
 * counted as "no step running". In a run whose steps ran one after another the parts add
 * up to the run span; parallel steps each count their own time, so the parts can add up to
 * more (`overlapMs` says by how much).
 *
 * Tokens and cost per step (an LLM step's counts) are summed and their largest value kept,
 * for the timeline's secondary scale. O(n + waits).
 */
import type { RunTrace, Step } from "../run";
import type { Coverage } from "./coverage";
import type { StepSpans } from "./step-spans";
import type { WaitSegment } from "./waits";

export interface TimeTotals {
  spanMs: number;
  llmMs: number;
  toolMs: number;
  waitingMs: number;
  /** Inside a flow step or the run, no child running. */
  idleMs: number;
  /** Own time of steps of other kinds (old-generation `Unknown`, fast-agent turns). */
  otherMs: number;
  /** What the parts add up to beyond the span (parallel steps); 0 when they do not. */
  overlapMs: number;
  untimedSteps: number;
  /** Summed over steps that record them; null when none does. */
  tokens: number | null;
  cost: number | null;
  maxStepTokens: number;
  maxStepCost: number;
}

export function timeTotals(
  trace: RunTrace,
  spans: StepSpans,
  coverage: Coverage,
  waits: readonly WaitSegment[],
): TimeTotals {
  const waitIn = new Map<number, number>();
  let waitingMs = 0;
  for (const wait of waits) {
    const ms = wait.stop - wait.start;
    waitingMs += ms;
    waitIn.set(wait.step, (waitIn.get(wait.step) ?? 0) + ms);
  }
  let llmMs = 0;
  let toolMs = 0;
  let otherMs = 0;
  let idleMs = Math.max(
    0,
    coverage.selfMs[trace.steps.length]! - (waitIn.get(-1) ?? 0),
  );
  let tokens: number | null = null;
  let cost: number | null = null;
  let maxStepTokens = 0;
  let maxStepCost = 0;
  for (const step of trace.steps) {
    const stepTokens = tokensOf(step);
    const stepCost = costOf(step);
    if (stepTokens !== null) {
      tokens = (tokens ?? 0) + stepTokens;
      maxStepTokens = Math.max(maxStepTokens, stepTokens);
    }
    if (stepCost !== null) {
      cost = (cost ?? 0) + stepCost;
      maxStepCost = Math.max(maxStepCost, stepCost);
    }
    const self = coverage.selfMs[step.index]!;
    if (Number.isNaN(self)) continue;
    const own = Math.max(0, self - (waitIn.get(step.index) ?? 0));
    if (step.kind === "LLM_STEP") llmMs += own;
    else if (step.kind === "TOOL") toolMs += own;
    else if (step.kind === "FLOW_STEP") idleMs += own;
    else otherMs += own;
  }
  const spanMs = spans.runEnd;
  const sum = llmMs + toolMs + waitingMs + idleMs + otherMs;
  return {
    spanMs,
    llmMs,
    toolMs,
    waitingMs,
    idleMs,
    otherMs,
    overlapMs: Math.max(0, sum - spanMs),
    untimedSteps: spans.untimedCount,
    tokens,
    cost,
    maxStepTokens,
    maxStepCost,
  };
}

/** An LLM step's tokens (input + output + thinking); null when it records none. */
export function tokensOf(step: Step): number | null {
  const counts = step.llm?.tokens;
  if (!counts) return null;
  const parts = [counts.input, counts.output, counts.thinking].filter(
    (part) => part !== null,
  );
  return parts.length > 0 ? parts.reduce((a, b) => a + b, 0) : null;
}

/** An LLM step's total cost, else the sum of its parts; null when it records none. */
export function costOf(step: Step): number | null {
  const costs = step.llm?.costs;
  if (!costs) return null;
  if (costs.total !== null) return costs.total;
  const parts = [
    costs.input,
    costs.output,
    costs.cached,
    costs.thinking,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.reduce((a, b) => a + b, 0) : null;
}
