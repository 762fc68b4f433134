/**
 * The text each pane shows. "Decoded" replaces JSON-in-strings by the JSON they hold (two
 * or three layers deep) and shows `\uXXXX` as the characters it names; "raw" is the wire
 * value exactly as it came.
 */
import {
  decodeNestedJson,
  parseJsonString,
  unescapeUnicode,
} from "../decode/json-in-strings";
import { prettyJson } from "./stable-json";
import type { Step, StepResult } from "../run";

export type PayloadMode = "decoded" | "raw";

export interface PaneText {
  text: string;
  language: "json" | "plaintext";
  /** How many strings held JSON that was decoded (decoded mode only). */
  decodedStrings: number;
}

export function valueText(value: unknown, mode: PayloadMode): PaneText {
  if (mode === "raw")
    return { text: prettyJson(value), language: "json", decodedStrings: 0 };
  const decoded = decodeNestedJson(value);
  return {
    text: prettyJson(decoded.value),
    language: "json",
    decodedStrings: decoded.decodedStrings,
  };
}

/** A tool result: `jsonValue` when present, else `strValue` (JSON when it parses, text otherwise). */
export function resultText(result: StepResult, mode: PayloadMode): PaneText {
  if (mode === "raw")
    return { text: prettyJson(result), language: "json", decodedStrings: 0 };
  if (result.jsonValue !== null && result.jsonValue !== undefined)
    return valueText(result.jsonValue, mode);
  if (result.strValue !== null) {
    if (parseJsonString(result.strValue) !== undefined) {
      const decoded = valueText(result.strValue, mode);
      return { ...decoded, decodedStrings: decoded.decodedStrings };
    }
    return {
      text: unescapeUnicode(result.strValue),
      language: "plaintext",
      decodedStrings: 0,
    };
  }
  return {
    text: result.fileLink ? `File: ${result.fileLink}` : "(empty result)",
    language: "plaintext",
    decodedStrings: 0,
  };
}

/** The step's wire JSON without its children (they are rows of the tree already). */
export function rawStepText(step: Step): string {
  const raw = step.raw;
  if (raw === null || typeof raw !== "object" || Array.isArray(raw))
    return prettyJson(raw);
  const { steps, ...rest } = raw as Record<string, unknown>;
  // The wire's child array is emptied in the model (`withoutChildren`); the tree has them.
  const childCount = Array.isArray(steps) ? step.children.length : 0;
  return prettyJson(
    childCount > 0
      ? { ...rest, steps: `[${childCount} child step(s): see the tree]` }
      : raw,
  );
}
