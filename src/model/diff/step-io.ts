/**
 * What a step saw and what it produced, as plain values to compare between two runs.
 *
 * Inputs: a tool step's `toolTrace.parameters`; an LLM step's model, system instructions,
 * conversation (`llmMessages`) and available tools. Outputs: the result (the sibling
 * `result`, `jsonValue` first, else `strValue`, else the file link), an LLM step's
 * reasoning, and the error. Flow and other steps have no inputs of their own (null).
 *
 * `ioText` is the comparable form: JSON-in-strings decoded (two or three layers), `\uXXXX`
 * turned into characters, keys sorted, pretty-printed. Two steps have equal inputs iff
 * their texts are equal, so key order and escaping never count as a change. Texts are
 * cached per step object (steps are immutable), so a run diff and the diff editor that
 * shows the same step stringify it once.
 */
import { decodeNestedJson } from "../decode/json-in-strings";
import { stableStringify } from "../format/stable-json";
import type { Step } from "../run";

export type IoSide = "inputs" | "results";

/** The step's inputs as a plain value; null when the step kind has none. */
export function stepInputs(step: Step): unknown {
  if (step.tool) return step.tool.parameters ?? null;
  if (step.llm) {
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

/** The step's outputs as a plain value; null when it recorded none. */
export function stepResults(step: Step): unknown {
  const result = step.result
    ? (step.result.jsonValue ??
      step.result.strValue ??
      (step.result.fileLink !== null
        ? { fileLink: step.result.fileLink }
        : null))
    : null;
  const reasoning = step.llm?.reasoningBlocks ?? [];
  if (reasoning.length === 0 && step.error === null) return result;
  const out: Record<string, unknown> = { result };
  if (reasoning.length > 0) out.reasoning = reasoning;
  if (step.error !== null) out.error = step.error;
  return out;
}

const caches: Record<IoSide, WeakMap<Step, string>> = {
  inputs: new WeakMap(),
  results: new WeakMap(),
};

/** Decoded, key-sorted, pretty-printed text of a step's inputs or results ("null" for none). */
export function ioText(step: Step, side: IoSide): string {
  const cache = caches[side];
  let text = cache.get(step);
  if (text === undefined) {
    const value = side === "inputs" ? stepInputs(step) : stepResults(step);
    text = comparableText(value);
    cache.set(step, text);
  }
  return text;
}

/** The decoded value of a step's inputs or results, for the field diff. */
export function ioValue(step: Step, side: IoSide): unknown {
  return decodeNestedJson(
    side === "inputs" ? stepInputs(step) : stepResults(step),
  ).value;
}

/**
 * Whether two steps saw the same inputs. The wire JSON is compared first (native
 * stringify, no decoding): equal there is equal in meaning. Only when it differs are the
 * decoded, key-sorted texts compared, so a run diff decodes just the steps that moved.
 */
export function sameIo(left: Step, right: Step, side: IoSide): boolean {
  const read = side === "inputs" ? stepInputs : stepResults;
  if (JSON.stringify(read(left)) === JSON.stringify(read(right))) return true;
  return ioText(left, side) === ioText(right, side);
}

export function comparableText(value: unknown): string {
  if (value === null || value === undefined) return "null";
  return stableStringify(decodeNestedJson(value).value);
}
