/**
 * What a step saw and what it produced, as plain values to compare between two runs.
 *
 * Inputs: a tool step's `toolTrace.parameters`; an LLM step's model, system instructions,
 * conversation (`llmMessages`) and available tools — what it was sent; a conversation's
 * user turn, what the person wrote. A fast-agent assistant message was sent the
 * conversation before it: `conversation-inputs.ts` reads that from the whole trace.
 * Outputs, compared apart so a row can say which moved: the result (the sibling `result`,
 * `jsonValue` first, else `strValue`, else the file link; an assistant message's own
 * content), an LLM step's reasoning, the status and the error. Flow steps have no inputs
 * of their own (null).
 *
 * `ioText` is the comparable form: JSON-in-strings decoded (two or three layers), `\uXXXX`
 * turned into characters, keys sorted, pretty-printed. Two values are equal iff their
 * texts are equal, so key order and escaping never count as a change. Texts are cached per
 * step object (steps are immutable), so a run diff and the diff editor that shows the same
 * step stringify it once.
 */
import { decodeNestedJson } from "../decode/json-in-strings";
import { rawResultValue } from "../decode/step-result";
import { stableStringify } from "../format/stable-json";
import type { Step } from "../run";

export type IoSide = "inputs" | "results";

/** What the diff compares of a paired step, each on its own. */
export type StepPart = "inputs" | "result" | "reasoning";

/** Whether the step is a model's reply in a conversation (a fast-agent assistant message). */
export function isConversationReply(step: Step): boolean {
  return step.message?.role === "assistant";
}

/** The step's inputs as a plain value; null when the step kind has none. */
export function stepInputs(step: Step): unknown {
  if (step.tool) return step.tool.parameters ?? null;
  // A conversation reply's input is the conversation before it (`conversation-inputs.ts`);
  // its own `llm.messages` hold what it wrote, an output.
  if (step.llm && !isConversationReply(step)) {
    return {
      model: step.llm.model,
      systemInstructions: step.llm.systemInstructions.map(
        (message) => message.raw,
      ),
      messages: step.llm.messages.map((message) => message.raw),
      tools: step.llm.tools.map((tool) => tool.label),
    };
  }
  // A conversation turn's input is what the person wrote (fast-agent user messages).
  if (step.message?.role === "user") return step.message.content;
  return null;
}

/** The step's result alone (no reasoning, no error); null when it recorded none. */
export function stepResult(step: Step): unknown {
  if (step.result) return rawResultValue(step.result);
  if (isConversationReply(step) && step.message!.content.length > 0)
    return step.message!.content;
  return null;
}

/** An LLM step's reasoning; null when it recorded none. */
export function stepReasoning(step: Step): unknown {
  const reasoning = step.llm?.reasoningBlocks ?? [];
  return reasoning.length > 0 ? reasoning : null;
}

/** The step's outputs as one value (the Results pane): result, reasoning and error. */
export function stepResults(step: Step): unknown {
  const result = stepResult(step);
  const reasoning = stepReasoning(step);
  if (reasoning === null && step.error === null) return result;
  const out: Record<string, unknown> = { result };
  if (reasoning !== null) out.reasoning = reasoning;
  if (step.error !== null) out.error = step.error;
  return out;
}

type Cached = IoSide | StepPart;
const READERS: Record<Cached, (step: Step) => unknown> = {
  inputs: stepInputs,
  results: stepResults,
  result: stepResult,
  reasoning: stepReasoning,
};
const caches = new Map<Cached, WeakMap<Step, string>>();

/** Decoded, key-sorted, pretty-printed text of a part of a step ("null" for none). */
export function ioText(step: Step, side: Cached): string {
  let cache = caches.get(side);
  if (!cache) caches.set(side, (cache = new WeakMap()));
  let text = cache.get(step);
  if (text === undefined) {
    text = comparableText(READERS[side](step));
    cache.set(step, text);
  }
  return text;
}

/** The decoded value of a step's inputs or results, for the field diff. */
export function ioValue(step: Step, side: IoSide): unknown {
  return decodeNestedJson(READERS[side](step)).value;
}

/**
 * Whether two steps hold the same part. The wire JSON is compared first (native
 * stringify, no decoding): equal there is equal in meaning. Only when it differs are the
 * decoded, key-sorted texts compared, so a run diff decodes just the steps that moved.
 */
export function sameIo(left: Step, right: Step, side: Cached): boolean {
  const read = READERS[side];
  if (JSON.stringify(read(left)) === JSON.stringify(read(right))) return true;
  return ioText(left, side) === ioText(right, side);
}

export function comparableText(value: unknown): string {
  if (value === null || value === undefined) return "null";
  return stableStringify(decodeNestedJson(value).value);
}
