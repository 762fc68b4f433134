/**
 * Token counts and their cost for LLM steps, and the record totals summed from them.
 * Costs are computed in whole micro-dollars and only then divided, so a record's total
 * is exactly the sum of its steps (no floating drift between `get` and the trace).
 */
import type { WireObject } from "./dataset";

/** A model and its list price in USD per million tokens. */
export interface ModelPrice {
  providerId: string;
  model: string;
  input: number;
  output: number;
  cached: number;
  thinking: number;
}

export const MODELS = {
  flash: {
    providerId: "google",
    model: "gemini-3.5-flash",
    input: 0.3,
    output: 2.5,
    cached: 0.075,
    thinking: 2.5,
  },
  flashLite: {
    providerId: "google",
    model: "gemini-3.5-flash-lite",
    input: 0.1,
    output: 0.4,
    cached: 0.025,
    thinking: 0.4,
  },
  sonnet: {
    providerId: "anthropic",
    model: "claude-sonnet-4-5",
    input: 3,
    output: 15,
    cached: 0.3,
    thinking: 15,
  },
  gpt4oMini: {
    providerId: "openai",
    model: "gpt-4o-mini",
    input: 0.15,
    output: 0.6,
    cached: 0.075,
    thinking: 0,
  },
} as const satisfies Record<string, ModelPrice>;

export interface TokenCounts {
  input: number;
  output: number;
  cached: number;
  thinking: number;
}

/**
 * The usage keys of an `llmStepTrace`, in wire order. The documented step has no
 * `totalCost` (only the record does), so the demo sends none either.
 */
export interface LlmUsageFields {
  inputTokens: number;
  outputTokens: number;
  cachedTokens: number;
  thinkingTokens: number;
  inputCost: number;
  outputCost: number;
  cachedCost: number;
  thinkingCost: number;
}

/** The usage keys of an execution record. */
export interface RecordUsage {
  inputTokens: number;
  outputTokens: number;
  cachedTokens: number;
  inputCost: number;
  outputCost: number;
  cachedCost: number;
  thinkingCost: number;
  totalCost: number;
}

export const ZERO_USAGE: RecordUsage = {
  inputTokens: 0,
  outputTokens: 0,
  cachedTokens: 0,
  inputCost: 0,
  outputCost: 0,
  cachedCost: 0,
  thinkingCost: 0,
  totalCost: 0,
};

const micro = (tokens: number, pricePerMillion: number) =>
  Math.round(tokens * pricePerMillion);
const usd = (microDollars: number) => microDollars / 1_000_000;

export function priceUsage(
  model: ModelPrice,
  tokens: TokenCounts,
): LlmUsageFields {
  const input = micro(tokens.input, model.input);
  const output = micro(tokens.output, model.output);
  const cached = micro(tokens.cached, model.cached);
  const thinking = micro(tokens.thinking, model.thinking);
  return {
    inputTokens: tokens.input,
    outputTokens: tokens.output,
    cachedTokens: tokens.cached,
    thinkingTokens: tokens.thinking,
    inputCost: usd(input),
    outputCost: usd(output),
    cachedCost: usd(cached),
    thinkingCost: usd(thinking),
  };
}

/** Sums every `llmStepTrace` in a step tree (iteratively: the large run has 10,000 steps). */
export function sumTraceUsage(traces: readonly WireObject[]): RecordUsage {
  const totals = {
    input: 0,
    output: 0,
    cached: 0,
    inMicro: 0,
    outMicro: 0,
    cachedMicro: 0,
    thinkMicro: 0,
  };
  const stack: WireObject[] = [...traces];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const llm = step.llmStepTrace as WireObject | null | undefined;
    if (llm) {
      totals.input += numberOf(llm.inputTokens);
      totals.output += numberOf(llm.outputTokens);
      totals.cached += numberOf(llm.cachedTokens);
      totals.inMicro += Math.round(numberOf(llm.inputCost) * 1_000_000);
      totals.outMicro += Math.round(numberOf(llm.outputCost) * 1_000_000);
      totals.cachedMicro += Math.round(numberOf(llm.cachedCost) * 1_000_000);
      totals.thinkMicro += Math.round(numberOf(llm.thinkingCost) * 1_000_000);
    }
    const children = step.steps;
    if (Array.isArray(children)) stack.push(...(children as WireObject[]));
  }
  return {
    inputTokens: totals.input,
    outputTokens: totals.output,
    cachedTokens: totals.cached,
    inputCost: usd(totals.inMicro),
    outputCost: usd(totals.outMicro),
    cachedCost: usd(totals.cachedMicro),
    thinkingCost: usd(totals.thinkMicro),
    totalCost: usd(
      totals.inMicro + totals.outMicro + totals.cachedMicro + totals.thinkMicro,
    ),
  };
}

function numberOf(value: unknown): number {
  return typeof value === "number" ? value : 0;
}
