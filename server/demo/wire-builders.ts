/**
 * Builders for new-generation trace steps, in the wire shape and key order of
 * docs/reference/fruxon-wire.md §13. A step's status follows from its span and error: an
 * `error` makes it `ERROR`, `end: 0` leaves it open (`UNSPECIFIED`, `duration: 0`), else
 * `SUCCESS`. Old-generation steps are built in `scenarios/legacy.ts`.
 */
import type { WireObject } from "./dataset";
import { pyJson } from "./encoding";
import { priceUsage, type ModelPrice, type TokenCounts } from "./llm-usage";

/** Epoch ms. `end: 0` means the step is still open. */
export interface Span {
  start: number;
  end: number;
}

export interface WireResult {
  strValue: string | null;
  jsonValue: unknown;
  fileLink: string | null;
}

export interface ResultDelivery {
  originalChars: number;
  deliveredChars: number;
  offloaded: boolean;
  projected: boolean;
}

export const jsonResult = (value: unknown): WireResult => ({
  strValue: null,
  jsonValue: value,
  fileLink: null,
});

export const textResult = (text: string): WireResult => ({
  strValue: text,
  jsonValue: null,
  fileLink: null,
});

/** A string result holding JSON, encoded the way the runtime does (see `encoding.ts`). */
export const encodedResult = (value: unknown): WireResult =>
  textResult(pyJson(value));

export const fileResult = (link: string): WireResult => ({
  strValue: null,
  jsonValue: null,
  fileLink: link,
});

/** The size of what a tool returned, as the runtime counts it for `resultDelivery`. */
export function resultChars(result: WireResult | null): number {
  if (!result) return 0;
  if (result.strValue !== null) return result.strValue.length;
  if (result.jsonValue !== null && result.jsonValue !== undefined)
    return pyJson(result.jsonValue).length;
  return result.fileLink?.length ?? 0;
}

/** The model saw the whole result. */
export function fullDelivery(result: WireResult | null): ResultDelivery {
  const chars = resultChars(result);
  return {
    originalChars: chars,
    deliveredChars: chars,
    offloaded: false,
    projected: false,
  };
}

export function stepStatus(
  span: Span,
  error: string | null | undefined,
): string {
  if (error) return "ERROR";
  return span.end === 0 ? "UNSPECIFIED" : "SUCCESS";
}

interface StepCore extends Span {
  id: string;
  name: string;
  type: string;
  llmStepTrace: WireObject | null;
  toolTrace: WireObject | null;
  hitlTrace: WireObject | null;
  result: WireResult | null;
  error: string | null;
  steps: WireObject[];
}

function wireStep(core: StepCore): WireObject {
  return {
    id: core.id,
    displayName: core.name,
    type: core.type,
    llmStepTrace: core.llmStepTrace,
    toolTrace: core.toolTrace,
    hitlTrace: core.hitlTrace,
    result: core.result,
    status: stepStatus(core, core.error),
    error: core.error,
    startTime: core.start,
    endTime: core.end,
    duration: core.end === 0 ? 0 : core.end - core.start,
    steps: core.steps,
  };
}

export interface FlowStepSpec extends Span {
  id: string;
  name?: string;
  error?: string | null;
  steps: WireObject[];
}

export function flowStep(spec: FlowStepSpec): WireObject {
  return wireStep({
    ...spec,
    name: spec.name ?? "Agent",
    type: "FLOW_STEP",
    llmStepTrace: null,
    toolTrace: null,
    hitlTrace: null,
    result: null,
    error: spec.error ?? null,
  });
}

/** `integrationId/toolId`, as the CLI prints a tool. */
export type ToolKey = `${string}/${string}`;

export function toolRef(key: ToolKey): { integrationId: string; id: string } {
  const slash = key.indexOf("/");
  return { integrationId: key.slice(0, slash), id: key.slice(slash + 1) };
}

export interface ToolStepSpec extends Span {
  id: string;
  name: string;
  tool: ToolKey;
  parameters: WireObject;
  result?: WireResult | null;
  error?: string | null;
  /** Defaults to the full result; `null` omits the key (old spawn child steps do). */
  delivery?: ResultDelivery | null;
  toolType?: string;
  hitl?: WireObject | null;
  steps?: WireObject[];
}

export function toolStep(spec: ToolStepSpec): WireObject {
  const result = spec.result ?? null;
  const toolTrace: WireObject = {
    tool: toolRef(spec.tool),
    displayName: spec.name,
    toolType: spec.toolType ?? "UNSPECIFIED",
    parameters: spec.parameters,
  };
  const delivery =
    spec.delivery === undefined ? defaultDelivery(spec, result) : spec.delivery;
  if (delivery !== null) toolTrace.resultDelivery = delivery;
  toolTrace.cost = null;
  return wireStep({
    ...spec,
    type: "TOOL",
    llmStepTrace: null,
    toolTrace,
    hitlTrace: spec.hitl ?? null,
    result,
    error: spec.error ?? null,
    steps: spec.steps ?? [],
  });
}

/** A failed or still-open call has no delivery to report; otherwise the model saw it all. */
function defaultDelivery(
  spec: ToolStepSpec,
  result: WireResult | null,
): ResultDelivery | null {
  if (spec.end === 0 || spec.error) return null;
  return fullDelivery(result);
}

/** One element of `systemInstructions` / `llmMessages` (docs/reference/fruxon-wire.md §15 shapes). */
export interface ChatMessage {
  role: string;
  content: string;
  /** Who wrote an assistant turn the model was shown (`HUMAN_OPERATOR`, `AGENT`, `UNSPECIFIED`). */
  author?: string;
}

export interface LlmStepSpec extends Span {
  id: string;
  name?: string;
  model: ModelPrice;
  tokens: TokenCounts;
  systemInstructions: readonly ChatMessage[];
  reasoning: readonly string[];
  messages: readonly ChatMessage[];
  tools: readonly ToolKey[];
  steps: WireObject[];
  error?: string | null;
  result?: WireResult | null;
}

export function llmStep(spec: LlmStepSpec): WireObject {
  const llmStepTrace: WireObject = {
    providerId: spec.model.providerId,
    model: spec.model.model,
    ...priceUsage(spec.model, spec.tokens),
    systemInstructions: spec.systemInstructions,
    reasoningBlocks: spec.reasoning.map((text) => ({ text })),
    llmMessages: spec.messages,
    tools: spec.tools.map(toolRef),
    serverToolInvocations: [],
  };
  return wireStep({
    ...spec,
    name: spec.name ?? "LLM Query",
    type: "LLM_STEP",
    llmStepTrace,
    toolTrace: null,
    hitlTrace: null,
    result: spec.result ?? null,
    error: spec.error ?? null,
  });
}

/**
 * Lays steps out one after another from a start time. `span(gap, duration)` skips `gap`
 * ms (the model thinking between calls) and reserves `duration` ms for the next step.
 */
export interface Timeline {
  span(gapMs: number, durationMs: number): Span;
  /** The end of the last span handed out. */
  readonly cursor: number;
}

export function createTimeline(start: number): Timeline {
  let cursor = start;
  return {
    span(gapMs, durationMs) {
      const begin = cursor + gapMs;
      cursor = begin + durationMs;
      return { start: begin, end: cursor };
    },
    get cursor() {
      return cursor;
    },
  };
}
