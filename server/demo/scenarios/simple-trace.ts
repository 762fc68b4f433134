/**
 * The shape most filler runs share: one FLOW step, one LLM step, and a few tool calls
 * laid out one after another. A `fatalError` ends the run there: the LLM and FLOW steps
 * report it too, as the runtime does when a tool failure aborts the turn.
 */
import type { WireObject } from "../dataset";
import type { ModelPrice, TokenCounts } from "../llm-usage";
import type { Rng } from "../prng";
import {
  createTimeline,
  flowStep,
  llmStep,
  toolStep,
  type ChatMessage,
  type ToolKey,
  type WireResult,
} from "../wire-builders";

export interface SimpleToolCall {
  name: string;
  tool: ToolKey;
  parameters: WireObject;
  result?: WireResult | null;
  error?: string | null;
  durationMs: number;
}

export interface SimpleTraceSpec {
  start: number;
  model: ModelPrice;
  tokens: TokenCounts;
  systemInstructions: readonly ChatMessage[];
  reasoning: readonly string[];
  messages: readonly ChatMessage[];
  /** Tools the step offered; defaults to the ones it called. */
  tools?: readonly ToolKey[];
  calls: readonly SimpleToolCall[];
  result?: WireResult | null;
  fatalError?: string | null;
}

export function simpleTrace(
  rng: Rng,
  spec: SimpleTraceSpec,
): { traces: WireObject[]; end: number } {
  const llmStart = spec.start + rng.int(120, 400);
  const line = createTimeline(llmStart);
  const steps = spec.calls.map((call) =>
    toolStep({
      id: rng.uuid(),
      name: call.name,
      tool: call.tool,
      parameters: call.parameters,
      result: call.result ?? null,
      error: call.error ?? null,
      ...line.span(rng.int(900, 3_200), call.durationMs),
    }),
  );
  const llmEnd = line.cursor + rng.int(800, 2_600);
  const end = llmEnd + rng.int(80, 300);
  const fatal = spec.fatalError ?? null;
  const llm = llmStep({
    id: rng.uuid(),
    model: spec.model,
    tokens: spec.tokens,
    systemInstructions: spec.systemInstructions,
    reasoning: spec.reasoning,
    messages: spec.messages,
    tools: spec.tools ?? uniqueTools(spec.calls),
    steps,
    result: spec.result ?? null,
    error: fatal,
    start: llmStart,
    end: llmEnd,
  });
  return {
    traces: [
      flowStep({
        id: rng.uuid(),
        start: spec.start,
        end,
        error: fatal,
        steps: [llm],
      }),
    ],
    end,
  };
}

function uniqueTools(calls: readonly SimpleToolCall[]): ToolKey[] {
  return [...new Set(calls.map((call) => call.tool))];
}

/** Plausible token counts for a short support or batch turn. */
export function smallTokens(rng: Rng): TokenCounts {
  return {
    input: rng.int(2_400, 14_000),
    output: rng.int(120, 900),
    cached: rng.chance(0.6) ? rng.int(1_000, 6_000) : 0,
    thinking: rng.int(0, 1_200),
  };
}
